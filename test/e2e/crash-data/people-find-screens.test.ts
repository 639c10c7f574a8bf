import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAt } from '../../../lib/forms/definition/paths';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages, settled } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, waitForText } from '../support/page-helpers';

const LICENCE = '4471-229-0815';
const REASON = 'Case 26-1187 follow-up';

/** A complete report whose first unit's driver holds LICENCE, under its own case number and crash date. */
function driverReport(caseNumber: string, crashDate: string) {
  let data = completeReport();
  data = setAt(data, 'GeneralInformation.LocalCodeTxt', caseNumber);
  data = setAt(data, 'GeneralInformation.CollDte', crashDate);
  return setAt(data, 'Units.0.Driver', {
    AggressiveDriveInd: '0',
    NAMELASTTXT: 'RIVERA',
    NAMEFIRSTTXT: 'SAM',
    BIRTHDTE: '02/14/1990',
    DRIVERLICNBRTXT: LICENCE,
    DRIVERLICSTATECDE: 'IN',
  });
}

describe('finding people and vehicles', () => {
  const e2e = useServerAndBrowser();
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  beforeAll(async () => {
    const login = await e2e.server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    const token = login.body.payload.token as string;
    for (const [caseNumber, date] of [
      ['RIV-1', '02/03/2026'],
      ['RIV-2', '09/12/2026'],
    ] as const) {
      const created = (await e2e.server.call('Report/Create', {}, token)).body.payload;
      const data = driverReport(caseNumber, date);
      const saved = await e2e.server.call('Report/Save', { id: created.id, version: created.version, data }, token);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
  });

  it('lets a supervisor find a driver’s two crashes by licence number, and shows the look-up to the agency administrator', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'supervisor');
    await byRole(page, 'link', 'Find people and vehicles').click();
    await page.waitForSelector('form[aria-label="Find people and vehicles"]');
    await settled(page);
    await expectNoAxeViolations(page, 'find people and vehicles');

    // Without a reason nothing is searched, and the field says why.
    await byRole(page, 'textbox', 'Licence number').fill(LICENCE);
    await byRole(page, 'button', 'Find').click();
    await waitForText(page, 'Say why you look this up');
    await byRole(page, 'textbox', 'Reason for the look-up').fill(REASON);
    await byRole(page, 'button', 'Find').click();
    await waitForText(page, '1 match in 2 crashes.');
    const links = await page.$$eval('section[aria-label="Matches"] tbody a', (as) =>
      as.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(links.map(([text]) => text)).toEqual(['Case RIV-2', 'Case RIV-1']);
    expect(links.every(([, href]) => /^\/reports\/\d+$/.test(href ?? ''))).toBe(true);
    await waitForText(page, 'RIVERA, SAM');
    await expectNoAxeViolations(page, 'people and vehicles found');

    const admin = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
    await byRole(admin, 'link', 'People look-ups').click();
    await waitForText(admin, REASON);
    await settled(admin);
    const row = await admin.$$eval('section[aria-label="People look-ups"] tbody tr', (rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    expect(row[0]).toEqual(
      expect.arrayContaining([
        'supervisor',
        'Licence number 44712290815',
        REASON,
        expect.stringMatching(/^1 inReport \d+Report \d+$/),
      ]),
    );
    await expectNoAxeViolations(admin, 'people look-ups');
  });
});
