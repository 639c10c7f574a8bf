import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { addUser } from '../../integration/support/db-helpers';
import { launchChromium } from '../support/chromium';
import { DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';
import { startRealServer, writeBeforeStart, type RealServer } from '../support/real-server';

/**
 * The app offers only the moves the server allows: no Accept for the report's own author, and no
 * Supplement once the report has a supplement in progress (lib/workflow decides both, for the
 * server and the screens alike).
 */
let server: RealServer;
let browser: Browser;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-offers-'));

async function token(userName: string) {
  const res = await server.call('Account/Login', { userName, password: DEMO_PASSWORD });
  return res.body.payload.token as string;
}

async function ok(path: string, payload: unknown, as: string) {
  const res = await server.call(path, payload, as);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.payload;
}

/** A complete report of `author` with its own case number, sent and approved by `reviewer`. */
async function approvedReport(author: string, reviewer: string, caseNumber: string) {
  const data = completeReport();
  (data.GeneralInformation as Record<string, unknown>).LocalCodeTxt = caseNumber;
  const created = await ok('Report/Create', {}, author);
  const saved = await ok('Report/Save', { id: created.id, version: created.version, data }, author);
  let r = await ok('Workflow/SendTo', { id: created.id, version: saved.version }, author);
  r = await ok('Workflow/AssignToMe', { id: r.id, version: r.version }, reviewer);
  r = await ok('Workflow/Approve', { id: r.id, version: r.version }, reviewer);
  return { id: r.id as number, version: r.version as number };
}

async function signedIn(user: string): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, server.url, user);
  await waitForText(page, 'My reports');
  return page;
}

/** The labels of the open report's buttons once its ribbon is drawn (Print is always in it). */
async function ribbonOf(page: Page, id: number, status: string) {
  await page.goto(`${server.url}/reports/${id}`);
  await waitForText(page, `Vehicle Crash Report #${id}`);
  await page.waitForFunction(
    (s) =>
      [...document.querySelectorAll('dl[aria-label="Report header"] div')].some(
        (d) => d.textContent === `Status:${s}`,
      ) && [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Print'),
    { timeout: 15_000 },
    status,
  );
  return page.$$eval('button', (buttons) => buttons.map((b) => b.textContent?.trim() ?? ''));
}

/** The row buttons of the submitted reports table, once the row of `caseNumber` shows Print. */
async function submittedRowActions(page: Page, caseNumber: string) {
  await page.goto(`${server.url}/reports/submitted`);
  const print = `button[aria-label="Print ${caseNumber}"]`;
  await page.waitForSelector(print, { timeout: 15_000 });
  return page.$$eval(
    'button[aria-label]',
    (buttons, c) => buttons.map((b) => b.getAttribute('aria-label') ?? '').filter((l) => l.endsWith(` ${c}`)),
    caseNumber,
  );
}

beforeAll(async () => {
  // A second reviewer, so a supervisor's own report can be reviewed by someone else.
  await writeBeforeStart(dataDir, async (db) => {
    await addUser(db, { userName: 'supervisor2', agencyOri: 'IN0490000', role: 'Supervisor' });
  });
  server = await startRealServer({ DATA_DIR: dataDir });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the moves the app offers', () => {
  it('does not offer Accept to the report’s author; another reviewer gets it', async () => {
    const report = await approvedReport(await token('supervisor'), await token('supervisor2'), 'OWN-ACCEPT');
    const author = await signedIn('supervisor');
    expect(await ribbonOf(author, report.id, 'Approved')).not.toContain('Accept');
    const other = await signedIn('supervisor2');
    expect(await ribbonOf(other, report.id, 'Approved')).toContain('Accept');
  });

  it('stops offering Supplement once a supplement is in progress', async () => {
    const approved = await approvedReport(await token('officer'), await token('supervisor'), 'SUPP-ONCE');
    await ok('Workflow/Accept', approved, await token('agencyadmin'));
    const officer = await signedIn('officer');
    expect(await submittedRowActions(officer, 'SUPP-ONCE')).toEqual(['Supplement SUPP-ONCE', 'Print SUPP-ONCE']);

    await officer.locator('button[aria-label="Supplement SUPP-ONCE"]').click();
    await officer.waitForFunction(
      (id) => !location.pathname.endsWith(`/reports/${id}`) && /\/reports\/\d+$/.test(location.pathname),
      {},
      approved.id,
    );

    expect(await submittedRowActions(officer, 'SUPP-ONCE')).toEqual(['Print SUPP-ONCE']);
    expect(await ribbonOf(officer, approved.id, 'Accepted')).not.toContain('Supplement');
  });
});
