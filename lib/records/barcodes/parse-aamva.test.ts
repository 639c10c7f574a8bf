import { describe, expect, it } from 'vitest';
import { newlinesOnly, pipeSeparated, spaceSeparated, truncated, withoutHeader } from '../fixtures/aamva-builder';
import { aamvaSamples } from '../fixtures/aamva-samples';
import { issuerAamvaSamples } from '../fixtures/aamva-samples-issuers';
import { legacyAamvaSamples } from '../fixtures/aamva-samples-legacy';
import { otherAamvaSamples } from '../fixtures/aamva-samples-other';
import { quirkyAamvaSamples } from '../fixtures/aamva-samples-quirky';
import { findAamvaHeaders } from './aamva-header';
import { looksLikeAamva, parseAamva } from './parse-aamva';
import { driverLicenceRecordSchema } from '../record-types';

const samples = [
  ...aamvaSamples,
  ...legacyAamvaSamples,
  ...otherAamvaSamples,
  ...quirkyAamvaSamples,
  ...issuerAamvaSamples,
];
const scanners = [
  ['with its control characters', (b: string) => b],
  ['from a scanner that keeps only line feeds', newlinesOnly],
  ['from a scanner that types spaces for control characters', spaceSeparated],
  ['from a scanner that types | for control characters', pipeSeparated],
] as const;
const indiana = aamvaSamples[0]!.barcode;

describe('parseAamva on samples of several issuers and versions', () => {
  for (const [how, scan] of scanners) {
    it.each(samples)(`reads $name ${how}`, ({ barcode, expected, problems: notes = [] }) => {
      const { records, problems } = parseAamva(scan(barcode));
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ kind: 'driverLicence', source: 'barcode', ...expected });
      expect(driverLicenceRecordSchema.safeParse(records[0]).success).toBe(true);
      expect(problems.filter((p) => !p.includes('identification card'))).toEqual(notes);
    });
  }

  it('gives the same id for the same card however it was scanned', () => {
    const ids = scanners.map(([, scan]) => parseAamva(scan(indiana)).records[0]!.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('says when the card is an identification card', () => {
    const michigan = otherAamvaSamples.find((s) => s.name.startsWith('Michigan'))!;
    expect(parseAamva(michigan.barcode).problems).toEqual([
      'This barcode is from an identification card, not a driving licence.',
    ]);
  });

  it('leaves out a middle name written NONE', () => {
    expect(parseAamva(aamvaSamples[1]!.barcode).records[0]).not.toHaveProperty('middleName');
  });

  it('keeps the barcode text as raw', () => {
    expect(parseAamva(indiana).records[0]!.raw).toContain('DAQ1234-56-7890');
  });

  it('reads two barcodes pasted one after the other', () => {
    const { records } = parseAamva(`${indiana}\n${aamvaSamples[1]!.barcode}`);
    expect(records.map((r) => r.lastName)).toEqual(['QUILLFEATHER', 'MARROWBY']);
  });

  it('ignores what a scanner adds before the header (an AIM symbology prefix)', () => {
    expect(parseAamva(`]L0${indiana}`).records[0]?.licenceNumber).toBe('1234-56-7890');
  });
});

describe('parseAamva on cards laid out as some issuers lay theirs out', () => {
  const sample = (name: string) => issuerAamvaSamples.find((s) => s.name.startsWith(name))!.barcode;

  it('makes the record of a card whose licence number is NONE, without a number', () => {
    const [record] = parseAamva(sample('New York')).records;
    expect(record).toMatchObject({ lastName: 'PEMBERTON', licenceState: 'NY' });
    expect(record).not.toHaveProperty('licenceNumber');
  });

  it.each(['Nevada, version 03, an empty', 'Texas', 'New Mexico'])(
    'leaves the suffix empty when its element is empty before the jurisdiction subfile: %s',
    (name) => {
      for (const scan of [(b: string) => b, newlinesOnly, spaceSeparated]) {
        expect(parseAamva(scan(sample(name))).records[0]).not.toHaveProperty('suffix');
      }
    },
  );

  it('keeps the second address line when it is not the city line again', () => {
    const wyoming = sample('Wyoming').replace('PINE HOLLOW, WY  82601', 'APT 4');
    expect(parseAamva(wyoming).records[0]?.street).toBe('88 SAGEBRUSH LN APT 4');
  });
});

describe('the AAMVA header', () => {
  it('is read with its issuer, versions and subfile designators', () => {
    const [header] = findAamvaHeaders(indiana);
    expect(header).toMatchObject({ iin: '636037', version: 10, jurisdictionVersion: '01', entries: 2 });
    expect(header!.subfiles.map((s) => s.type)).toEqual(['DL', 'ZI']);
    expect(header!.subfiles[0]!.offset).toBe(41);
  });

  it('has no jurisdiction version in version 01', () => {
    const [header] = findAamvaHeaders(legacyAamvaSamples[0]!.barcode);
    expect(header).toMatchObject({ iin: '636046', version: 1, entries: 1 });
    expect(header!.jurisdictionVersion).toBeUndefined();
  });

  it('reads a hand-typed literal barcode', () => {
    const literal =
      '@\n\x1e\rANSI 636023080001DL00310120DLDAQZZ000001\nDCSLITERAL\nDACANNA\nDADNONE\nDBB01021990\nDBC2\n' +
      'DAG1 HIGH ST\nDAICOLUMBUS\nDAJOH\nDAK432150000\nDBA01022030\nDCBNONE\r';
    expect(parseAamva(literal).records[0]).toMatchObject({
      licenceNumber: 'ZZ000001',
      licenceState: 'OH',
      lastName: 'LITERAL',
      firstName: 'ANNA',
      dateOfBirth: '01/02/1990',
      sex: 'F',
      zip: '43215',
      restrictions: [],
      expires: '01/02/2030',
    });
  });
});

describe('parseAamva on bad input', () => {
  it('reads a barcode missing its header, but warns and takes the licence state from the address', () => {
    const { records, problems } = parseAamva(withoutHeader(indiana));
    expect(records[0]).toMatchObject({ licenceState: 'IN', lastName: 'QUILLFEATHER' });
    expect(problems).toEqual([
      'The barcode text has no AAMVA header (ANSI and issuer number); it may be incomplete.',
      'The licence state was taken from the address (IN); check it on the card.',
    ]);
  });

  it('makes no record of a scan cut short, and says so', () => {
    const { records, problems } = parseAamva(truncated(indiana, 120));
    expect(records).toEqual([]);
    expect(problems[0]).toMatch(/^The barcode text ends early \(116 of 319 characters\)/);
    expect(problems[1]).toMatch(/QUILLFEATHER, JONAH was not made into a record: no date of birth/);
  });

  it('reports an unknown issuer number and falls back on the address state', () => {
    const { records, problems } = parseAamva(indiana.replace('636037', '636999'));
    expect(records[0]?.licenceState).toBe('IN');
    expect(problems[0]).toBe("The barcode's issuer number 636999 is not a known AAMVA issuer.");
  });

  it('keeps a card whose date of birth is not a date, and flags that value', () => {
    const { records, problems } = parseAamva(indiana.replace('DBB02141985', 'DBB13451985'));
    expect(problems).toEqual([]);
    expect(records[0]).not.toHaveProperty('dateOfBirth');
    expect(records[0]).toMatchObject({ lastName: 'QUILLFEATHER', licenceNumber: '1234-56-7890', licenceState: 'IN' });
    expect(records[0]?.flags).toEqual([
      {
        field: 'dateOfBirth',
        value: '13451985',
        message: 'Date of birth "13451985" is not a date; it was left blank: check it on the licence.',
      },
    ]);
  });

  it('returns nothing, and no problem, for text that is not a barcode', () => {
    expect(parseAamva('NAM/DOE, JOHN DOB/19850214')).toEqual({ records: [], problems: [] });
    expect(parseAamva('')).toEqual({ records: [], problems: [] });
    expect(looksLikeAamva('The DAQ of the card')).toBe(false);
  });

  it('reads a card whose UTF-8 a keyboard wedge typed as Windows-1252 (JOSÃ‰ for JOSÉ) like the card itself', () => {
    const accented = quirkyAamvaSamples.at(-1)!;
    const wedged = new TextDecoder('windows-1252').decode(new TextEncoder().encode(accented.barcode));
    expect(wedged).toContain('JOSÃ');
    const { records } = parseAamva(wedged);
    expect(records[0]).toMatchObject({ lastName: "O'BRIEN-NUNEZ", firstName: 'JOSE', middleName: 'AELFRIC' });
    expect(records[0]?.id).toBe(parseAamva(accented.barcode).records[0]?.id);
  });

  it('notes a version newer than 10', () => {
    const { problems } = parseAamva(indiana.replace('636037100102', '636037110102'));
    expect(problems).toContain('AAMVA version 11 is newer than 10; read as 10.');
  });
});
