import fs from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL_ATTRIBUTE, scanPage, type FoundRecord, type PageFinding } from './page-scan';
import { recordSchema, type CrashRecord } from '../record-types';
import { agencyProfile } from '../../../test/fixtures/rms/agency-profile';
import { defaultSiteProfile, extendProfile, siteProfileSchema } from './site-profile';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/rms');
const windows: Window[] = [];

afterEach(async () => {
  await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
});

/** A page parsed as a browser would (scripts not run). */
function parse(html: string): Document {
  const window = new Window({ url: 'https://rms.example.gov/' });
  windows.push(window);
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** A fixture page. */
const page = (name: string) => parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));

/** A small page of one body. */
const small = (body: string) =>
  parse(`<!doctype html><html><head><title>RMS</title></head><body>${body}</body></html>`);

const found = (findings: PageFinding[]) => findings.filter((f): f is FoundRecord => f.status === 'found');
const records = (findings: PageFinding[]) => found(findings).map((f) => f.record);
const only = <K extends CrashRecord['kind']>(findings: PageFinding[], kind: K) => {
  const list = records(findings);
  expect(list.map((r) => r.kind)).toEqual([kind]);
  return list[0] as Extract<CrashRecord, { kind: K }>;
};

describe('scanPage: text returns and barcode text', () => {
  it('offers a return with a garbled date of birth and sex, each value flagged with what is wrong', () => {
    const licence = only(scanPage(page('garbled-return.html')), 'driverLicence');
    expect(licence).toMatchObject({ lastName: 'BRAMBLECOTE', licenceNumber: '5566-77-8899', licenceState: 'IN' });
    expect(licence).not.toHaveProperty('dateOfBirth');
    expect(licence).not.toHaveProperty('sex');
    expect(licence.flags?.map((f) => f.message)).toEqual([
      'Date of birth "13/45/1985" is not a date; it was left blank: check it on the licence.',
      'Sex "Q" is not a sex code (M, F, X or U); it was left blank: check it on the licence.',
    ]);
    expect(recordSchema.safeParse(licence).success).toBe(true);
  });

  it('reads an NLETS driver response in a pre block and anchors the control after it', () => {
    const doc = page('text-return-nlets.html');
    const findings = scanPage(doc);
    const licence = only(findings, 'driverLicence');
    expect(licence).toMatchObject({
      lastName: 'QUILLFEATHER',
      firstName: 'JONAH',
      licenceNumber: '1234-56-7890',
      licenceState: 'IN',
      dateOfBirth: '02/14/1985',
      sex: 'M',
      city: 'INDIANAPOLIS',
      source: 'text',
    });
    expect(findings[0]!.anchor).toBe(doc.getElementById('response'));
    expect(findings[0]!.placement).toBe('after');
  });

  it('reads an IDACS return written as lines with <br> in a div', () => {
    const doc = page('text-return-idacs.html');
    const findings = scanPage(doc);
    expect(only(findings, 'driverLicence')).toMatchObject({
      lastName: 'HOLLOWAY',
      firstName: 'PRISCILLA',
      middleName: 'JANE',
      licenceNumber: '9876-54-3210',
      dateOfBirth: '11/02/1979',
      street: '2200 S HARDING ST',
      zip: '46221',
    });
    expect(findings[0]!.anchor).toBe(doc.getElementById('idacs'));
  });

  it('reads AAMVA barcode text a scanner typed into a textarea', () => {
    const doc = page('barcode.html');
    const findings = scanPage(doc);
    expect(only(findings, 'driverLicence')).toMatchObject({
      lastName: 'QUILLFEATHER',
      middleName: 'BARTHOLOMEW',
      licenceNumber: '1234-56-7890',
      licenceState: 'IN',
      source: 'barcode',
    });
    expect(findings[0]!.anchor).toBe(doc.getElementById('scan'));
  });
});

describe('scanPage: every part of a return in its field, one record per return', () => {
  const idacsLicence = (echo: string) =>
    small(
      `<div class="response" id="dr">${echo}IDACS BMV DRIVER RESPONSE<br />` +
        'NAM/MARBLEWOOD, THADDEUS ORRIN &nbsp; DOB/19790704 &nbsp; SEX/M &nbsp; RAC/W<br />' +
        'OLN/4455-66-7788 &nbsp; OLS/IN &nbsp; CLS/C &nbsp; OLY/2028<br />' +
        'RSTR/B&nbsp;&nbsp;(CORRECTIVE LENSES)<br />' +
        'ADR/77 HIGH ST &nbsp; CTY/CARMEL &nbsp; STA/IN &nbsp; ZIP/46032</div>',
    );

  it.each([
    ['with the query it answers echoed above it', 'DR.IN0490000.OLN/4455-66-7788.OLS/IN<br />'],
    ['alone', ''],
  ])('reads the restriction of an IDACS licence return %s, without its description', (_, echo) => {
    const findings = scanPage(idacsLicence(echo));
    expect(findings.map((f) => f.status)).toEqual(['found']);
    expect(only(findings, 'driverLicence')).toMatchObject({
      lastName: 'MARBLEWOOD',
      licenceNumber: '4455-66-7788',
      licenceClass: 'C',
      restrictions: ['B'],
      city: 'CARMEL',
    });
  });

  it('offers an IDACS registration return once, not its echoed query line as a second record', () => {
    const doc = small(
      '<pre id="rr">RR.IN0490000.LIC/TRK4471.LIS/IN.LIY/2026\n' +
        'LIC/TRK4471 LIS/IN LIY/2026 LIT/TK\n' +
        'VIN/1FTMW1T88MFA00001 VYR/2021 VMA/FORD VMO/F15 VST/PK VCO/WHI\n' +
        'OWN/CORNWALLIS, EDMUND P\n' +
        'ADR/9 LAKEVIEW DR\n' +
        'CARMEL, IN 46032</pre>',
    );
    const findings = scanPage(doc);
    expect(findings.map((f) => f.status)).toEqual(['found']);
    expect(only(findings, 'vehicleRegistration')).toMatchObject({
      plate: 'TRK4471',
      plateYear: '2026',
      vin: '1FTMW1T88MFA00001',
      ownerLastName: 'CORNWALLIS',
      ownerCity: 'CARMEL',
    });
  });

  it('splits an owner address written on one line into street, city, state and ZIP', () => {
    const doc = small(
      '<h2>Vehicle registration</h2><table id="reg">' +
        '<tr><th>Plate</th><td>TRK4471</td></tr><tr><th>Plate State</th><td>IN</td></tr>' +
        '<tr><th>Owner</th><td>CORNWALLIS, EDMUND P</td></tr>' +
        '<tr><th>Owner Address</th><td>9 LAKEVIEW DR, CARMEL, IN 46032</td></tr></table>',
    );
    expect(only(scanPage(doc), 'vehicleRegistration')).toMatchObject({
      plate: 'TRK4471',
      ownerStreet: '9 LAKEVIEW DR',
      ownerCity: 'CARMEL',
      ownerState: 'IN',
      ownerZip: '46032',
    });
  });
});

describe('scanPage: tables and definition lists', () => {
  it('reads a th/td registration table with its owner, and does not offer its VIN again alone', () => {
    const doc = page('registration-table.html');
    const findings = scanPage(doc);
    expect(only(findings, 'vehicleRegistration')).toMatchObject({
      plate: 'TRL 4421',
      plateState: 'IN',
      vin: '1FTMW1T88MFA00001',
      year: '2021',
      ownerLastName: 'WEXFORD',
      ownerCity: 'GREENWOOD',
      policyNumber: 'HM-2025-0042',
      source: 'table',
    });
    expect(findings[0]!.anchor).toBe(doc.getElementById('reg'));
  });

  it('reads a td/td table with two label/value pairs per row', () => {
    const findings = scanPage(page('licence-table-four-columns.html'));
    expect(only(findings, 'driverLicence')).toMatchObject({
      lastName: 'MARCHETTI',
      firstName: 'LUCIA',
      middleName: 'R',
      dateOfBirth: '07/04/1990',
      sex: 'F',
      licenceNumber: '5566-77-8899',
      licenceState: 'IN',
      zip: '46204',
    });
  });

  it('reads a header row over value rows as one record per row', () => {
    const doc = page('column-table.html');
    const findings = scanPage(doc);
    expect(records(findings)).toMatchObject([
      { kind: 'vehicleRegistration', plate: 'GHT882', plateState: 'IN', vin: '1HGCM82633A004352' },
      { kind: 'vehicleRegistration', plate: 'ZX4410', plateState: 'OH', ownerLastName: 'DELACROIX' },
    ]);
    expect(findings.every((f) => f.anchor === doc.getElementById('results'))).toBe(true);
  });

  it('reads a definition list, dt/dd pairs wrapped in div as HTML allows', () => {
    const doc = page('definition-list.html');
    const findings = scanPage(doc);
    expect(only(findings, 'driverLicence')).toMatchObject({
      lastName: 'OKONKWO',
      firstName: 'EMEKA',
      dateOfBirth: '03/09/1988',
      licenceNumber: '1122-33-4455',
      restrictions: [],
    });
    expect(findings[0]!.anchor).toBe(doc.getElementById('licence'));
  });

  it('finds a table nested in layout tables inside frame-like containers once, at the data table', () => {
    const doc = page('nested-frames.html');
    const findings = scanPage(doc);
    expect(only(findings, 'vehicleRegistration')).toMatchObject({ plate: '7HKS219', ownerLastName: 'VANTERPOOL' });
    expect(findings[0]!.anchor).toBe(doc.getElementById('inner'));
  });

  it('scans only the container it is given, as a content script in a frame does', () => {
    const doc = page('nested-frames.html');
    expect(records(scanPage(doc.getElementById('main')!))).toHaveLength(1);
    expect(scanPage(doc.getElementById('left')!)).toEqual([]);
  });
});

describe('scanPage: several records, identifiers alone, partial returns', () => {
  it('finds two records on one page separately and both records of one response, in page order', () => {
    const doc = page('two-records.html');
    const findings = scanPage(doc);
    expect(
      records(findings).map((r) => [r.kind, r.kind === 'driverLicence' ? r.lastName : 'plate' in r && r.plate]),
    ).toEqual([
      ['driverLicence', 'QUILLFEATHER'],
      ['vehicleRegistration', 'ABC123'],
      ['driverLicence', 'HOLLOWAY'],
      ['vehicleRegistration', 'JKL552'],
    ]);
    expect(findings.map((f) => (f.anchor as Element).id)).toEqual(['driver', 'vehicle', 'both', 'both']);
  });

  it('finds a VIN and a USDOT number standing alone, beside where they stand; a VIN that fails its check is not offered', () => {
    const doc = page('lone-identifiers.html');
    const findings = scanPage(doc);
    expect(records(findings)).toMatchObject([
      { kind: 'vin', vin: '1FTMW1T88MFA00001' },
      { kind: 'usdot', usdotNumber: '2214478' },
    ]);
    expect(findings[0]).toMatchObject({ anchor: doc.getElementById('vin'), placement: 'after' });
    const usdotRow = doc.getElementById('carrier')!.querySelectorAll('tr')[1]!;
    expect(findings[1]).toMatchObject({ anchor: usdotRow.lastElementChild, placement: 'inside' });
  });

  it('reports returns cut short as partial, saying what is missing', () => {
    const doc = page('partial-return.html');
    const findings = scanPage(doc);
    expect(records(findings)).toEqual([]);
    expect(findings).toMatchObject([
      {
        status: 'partial',
        kind: 'driverLicence',
        who: 'QUILLFEATHER, JONAH',
        problem: 'Incomplete licence return for QUILLFEATHER, JONAH: no licence number; no licence state.',
        anchor: doc.getElementById('cut'),
      },
      {
        status: 'partial',
        kind: 'vehicleRegistration',
        problem: 'Incomplete registration return for plate XRT900: no plate state.',
        anchor: doc.getElementById('plate-only'),
      },
    ]);
  });

  it('gives records that pass the record schema, as the background will check them', () => {
    for (const name of ['two-records.html', 'barcode.html', 'registration-table.html', 'lone-identifiers.html']) {
      for (const record of records(scanPage(page(name)))) expect(recordSchema.safeParse(record).success).toBe(true);
    }
  });
});

describe('scanPage: pages with no record', () => {
  it('finds nothing on a noisy dashboard: data grids, a staff roster, help text, long codes, a script', () => {
    expect(scanPage(page('noisy-no-record.html'))).toEqual([]);
  });

  it('finds nothing on a page that looks like a return: a field template, an empty query form, a no-hit answer, hidden text', () => {
    expect(scanPage(page('looks-like-return.html'))).toEqual([]);
  });

  it('never reads its own controls', () => {
    const doc = page('lone-identifiers.html');
    const control = doc.createElement('crash-send-control');
    control.setAttribute(CONTROL_ATTRIBUTE, '');
    control.textContent = 'Send VIN 1HGCM82633A004352';
    doc.body.append(control);
    expect(records(scanPage(doc)).map((r) => r.kind)).toEqual(['vin', 'usdot']);
  });

  it('finds nothing in an empty document or body', () => {
    const doc = page('noisy-no-record.html');
    doc.body.replaceChildren();
    expect(scanPage(doc)).toEqual([]);
  });
});

describe('scanPage with an agency profile', () => {
  const agency = siteProfileSchema.parse(agencyProfile('https://rms.example.gov', ['.mdt-out', 'div[unclosed']));

  it('finds nothing in an unknown layout with the built-in profile alone', () => {
    expect(scanPage(page('agency-layout.html'))).toEqual([]);
  });

  it('finds both records once the agency adds its selectors and labels; a malformed selector is skipped', () => {
    const doc = page('agency-layout.html');
    const findings = scanPage(doc, extendProfile(defaultSiteProfile, agency));
    expect(records(findings)).toMatchObject([
      { kind: 'driverLicence', lastName: 'ABERNATHY', licenceNumber: '7788-99-0011', dateOfBirth: '05/17/1992' },
      { kind: 'driverLicence', lastName: 'BRANDT', firstName: 'OSKAR', licenceNumber: '3344-55-6677', sex: 'M' },
    ]);
    expect(findings.map((f) => (f.anchor as Element).id)).toEqual(['mdt', 'custom']);
  });
});
