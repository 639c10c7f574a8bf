import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { userIdOf } from '../../integration/support/db-helpers';
import { insertReport } from '../../integration/support/report-rows';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { signIn, waitForText } from '../support/page-helpers';
import { startRealServer, writeBeforeStart, type RealServer } from '../support/real-server';

/**
 * The rejection loop in the app: a report the state repository refused (written as the submission
 * job leaves it: the report's reasons and a rejected submission) reaches its author on the
 * dashboard and in the report tables; the report lists the reasons and offers Supplement; the
 * supplement shows the reason at the field the state's element maps back to.
 */
let server: RealServer;
let browser: Browser;
let reportId = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-state-rejection-'));
const LICENCE = 'Units.0.Driver.DRIVERLICNBRTXT';
const LICENCE_ID = 'field-Units-0-Driver-DRIVERLICNBRTXT';
const MESSAGE = 'The licence number is not valid for the issuing state.';

beforeAll(async () => {
  await writeBeforeStart(dataDir, async (db) => {
    const officer = await userIdOf(db, 'officer');
    reportId = await insertReport(db, {
      author: officer,
      agencyOri: 'IN0490000',
      status: ReportStatus.Accepted,
      caseNumber: 'STATE-NO',
    });
    const reasons = [
      {
        code: 'E12',
        element: '/cr:CrashReport/j:Crash/j:CrashVehicle[1]/j:CrashDriver/j:DriverLicense',
        message: MESSAGE,
        field: LICENCE,
      },
      { code: 'E1', element: '/', message: 'The document arrived after the deadline.', field: null },
    ];
    await db
      .updateTable('reports')
      .set({ data: JSON.stringify(completeReport()), error_messages: JSON.stringify(reasons) })
      .where('id', '=', reportId)
      .execute();
    await db
      .insertInto('state_submissions')
      .values({
        report_id: reportId,
        agency_ori: 'IN0490000',
        idempotency_key: `e2e-state-rejection-${reportId}`,
        report_version: 1,
        status: 'rejected',
        reasons: JSON.stringify(reasons),
        attempts: 1,
        decided_at: new Date(),
      })
      .execute();
  });
  server = await startRealServer({ DATA_DIR: dataDir });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(user: string): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, server.url, user);
  await waitForText(page, 'My reports');
  return page;
}

/** The texts of the state's reasons at a field, through the control's aria-describedby. */
const describedReasons = (page: Page, id: string) =>
  page.$eval(id, (control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref))
      .filter((el) => el?.id.endsWith('-state'))
      .map((el) => el!.textContent ?? ''),
  );

describe('a report the state rejected', () => {
  it('reaches its author: the dashboard, the submitted table, the notice, Supplement, the reason at its field', async () => {
    const page = await signedIn('officer');

    // The dashboard names the refused report and links to it.
    await page.waitForSelector('[data-state-rejected-notice]', { timeout: 15_000 });
    expect(await page.$eval('#state-rejected-title', (h) => h.textContent)).toBe(
      'One of your reports was rejected by the state',
    );
    expect(await page.$eval('[data-state-rejected-notice] a', (a) => a.getAttribute('href'))).toBe(
      `/reports/${reportId}`,
    );

    // The submitted table says so in words, with a sign beside them.
    await page.goto(`${server.url}/reports/submitted`);
    await page.waitForSelector('[data-state-submission="rejected"]', { timeout: 15_000 });
    expect(await page.$eval('[data-state-submission="rejected"]', (s) => s.textContent)).toBe(
      '⚠ Rejected by the state',
    );

    // The report lists the reasons in a named region and offers Supplement there.
    await page.goto(`${server.url}/reports/${reportId}`);
    await waitForText(page, 'did not take this report');
    const region = await page.$eval('section[data-state-refusal]', (s) => ({
      heading: document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent,
      reasons: [...s.querySelectorAll('li')].map((li) => li.textContent),
    }));
    expect(region).toEqual({
      heading: 'Rejected by the state',
      reasons: [`Licence Number: ${MESSAGE} (E12)`, 'The document arrived after the deadline. (E1)'],
    });
    await expectNoAxeViolations(page, 'the state refusal notice', 'section[data-state-refusal]');
    // The refused report's controls are disabled: the field's box takes the focus instead.
    await page.locator(`section[data-state-refusal] ::-p-text(Licence Number: ${MESSAGE})`).click();
    await page.waitForFunction(
      (id) => !!document.activeElement?.querySelector(`#${id}`),
      { timeout: 15_000 },
      LICENCE_ID,
    );
    // Back up to the notice, which the sticky ribbon would cover where the field was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    const supplement = await page.waitForSelector('section[data-state-refusal] ::-p-text(Supplement)');
    await supplement!.click();
    await page.waitForFunction(
      (id) => /\/reports\/\d+$/.test(location.pathname) && !location.pathname.endsWith(`/reports/${id}`),
      { timeout: 15_000 },
      reportId,
    );

    // The supplement lists the original's reasons and shows the licence one at its field.
    await page.waitForFunction(
      () =>
        document.querySelector('#state-refusal-title')?.textContent ===
        'The state rejected the report this supplement corrects (STATE-NO)',
      { timeout: 15_000 },
    );
    await page.locator(`section[data-state-refusal] ::-p-text(Licence Number: ${MESSAGE})`).click();
    await page.waitForFunction((id) => document.activeElement?.id === id, { timeout: 15_000 }, LICENCE_ID);
    expect(await describedReasons(page, `#${LICENCE_ID}`)).toEqual([`Rejected by the state: ${MESSAGE} (E12)`]);
    await expectNoAxeViolations(page, 'the supplement with the state’s reasons', 'main');
    // The reason about no field stays in the notice only.
    expect(
      await page.$$eval('[data-state-reason]', (els) => els.map((e) => e.getAttribute('data-state-reason'))),
    ).toEqual([LICENCE]);
    await page.close();
  });
});
