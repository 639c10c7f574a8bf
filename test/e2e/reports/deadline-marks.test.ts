import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, stateDateOf } from '../../../lib/search/search-criteria';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { userIdOf } from '../../integration/support/db-helpers';
import { addInbox, insertReport } from '../../integration/support/report-rows';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { freshPages, visit } from '../support/fresh-pages';
import { waitForText } from '../support/page-helpers';
import { startRealServer, writeBeforeStart, type RealServer } from '../support/real-server';

/**
 * Deadlines and priority in the report tables: a reviewer's inbox marks the review sent five days
 * ago overdue and the one sent today due, flags the fatal crash, counts the overdue one in the
 * inbox picker and keeps only it with "Only overdue" (in the address, so a reload keeps it); the
 * officer's working reports mark the draft of a crash twelve days ago overdue. The reports are
 * written before the server starts, as the API cannot backdate a Send to.
 */
let server: RealServer;
let browser: Browser;
const pages = freshPages();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-deadlines-'));
const DAY = 86_400_000;
const today = stateDateOf(new Date());
let inboxName = '';

beforeAll(async () => {
  await writeBeforeStart(dataDir, async (db) => {
    const officer = await userIdOf(db, 'officer');
    const inbox = await addInbox(db, DEMO_AGENCY.ori, 'Agency review');
    inboxName = (await db.selectFrom('inboxes').select('name').where('id', '=', inbox).executeTakeFirstOrThrow()).name;
    const mine = { author: officer, agencyOri: DEMO_AGENCY.ori };
    await insertReport(db, {
      ...mine,
      status: ReportStatus.Draft,
      caseNumber: 'DL-LATE-DRAFT',
      dateOfCrash: addDays(today, -12),
    });
    await insertReport(db, { ...mine, status: ReportStatus.Draft, caseNumber: 'DL-NEW-DRAFT', dateOfCrash: today });
    const sent = { ...mine, status: ReportStatus.PendingReview, inboxId: inbox };
    await insertReport(db, { ...sent, caseNumber: 'DL-LATE-REVIEW', reviewSince: new Date(Date.now() - 5 * DAY) });
    await insertReport(db, { ...sent, caseNumber: 'DL-FATAL', fatalityCount: 1, reviewSince: new Date() });
  });
  server = await startRealServer({ DATA_DIR: dataDir });
  browser = await launchChromium();
});
afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Each row of the table as the user reads it: its case number cell and its status cell. */
const rowsOf = (page: Page) =>
  page.$$eval('section table tbody tr', (rows) =>
    rows.map((r) => {
      const cells = [...r.querySelectorAll('td')];
      const status = cells.find(
        (c) => c.querySelector('[data-deadline]') || /^(Draft|Pending Review)/.test(c.textContent ?? ''),
      );
      return { caseNumber: cells[0]?.textContent ?? '', status: status?.textContent ?? '' };
    }),
  );

const waitForRows = (page: Page, count: number) =>
  page.waitForFunction(
    (n) => document.querySelectorAll('section table tbody tr').length === n,
    { timeout: 15_000 },
    count,
  );

describe('deadlines and priority in the report tables', () => {
  it("marks a reviewer's overdue review and flags the fatal crash; Only overdue keeps the late one, through a reload", async () => {
    const page = await pages.signedIn(browser, server.url, 'supervisor');
    await visit(page, '/review', 'Pending review');
    await waitForRows(page, 2);
    const rows = await rowsOf(page);
    expect(rows.find((r) => r.caseNumber.startsWith('DL-LATE-REVIEW'))?.status).toMatch(
      /^Pending Review⚠ Review overdue: was due \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    expect(rows.find((r) => r.caseNumber.startsWith('DL-FATAL'))).toMatchObject({
      caseNumber: 'DL-FATALFatal · priority',
      status: expect.stringMatching(/^Pending ReviewReview due \d\d\/\d\d\/\d{4} \d\d:\d\d$/),
    });
    // The picker counts the inbox's overdue reports.
    await waitForText(page, `${inboxName} (2, 1 overdue)`);
    await expectNoAxeViolations(page, 'the review inbox with its deadlines');

    // The switch from the keyboard.
    await page.focus('input[role="switch"]');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('overdue') === '1', { timeout: 15_000 });
    await waitForRows(page, 1);
    expect((await rowsOf(page)).map((r) => r.caseNumber)).toEqual(['DL-LATE-REVIEW']);
    await page.reload();
    await page.waitForFunction(
      () => (document.querySelector('input[role="switch"]') as HTMLInputElement | null)?.checked === true,
      { timeout: 15_000 },
    );
    await waitForRows(page, 1);
    expect((await rowsOf(page)).map((r) => r.caseNumber)).toEqual(['DL-LATE-REVIEW']);
    await page.focus('input[role="switch"]');
    await page.keyboard.press('Space');
    await waitForRows(page, 2);
  });

  it("marks the officer's draft of a crash twelve days ago overdue, and a draft of today due in ten days", async () => {
    const page = await pages.signedIn(browser, server.url, 'officer');
    // The dashboard flags the fatal crash too.
    await page.waitForSelector('[data-priority="fatal"]', { timeout: 15_000 });
    await visit(page, '/reports/working', 'Working reports');
    await page.waitForFunction(() => document.body.textContent?.includes('DL-NEW-DRAFT'), { timeout: 15_000 });
    const rows = await rowsOf(page);
    expect(rows.find((r) => r.caseNumber === 'DL-LATE-DRAFT')?.status).toBe(
      `Draft⚠ Overdue: was due ${usDate(addDays(today, -2))}`,
    );
    expect(rows.find((r) => r.caseNumber === 'DL-NEW-DRAFT')?.status).toBe(`DraftDue ${usDate(addDays(today, 10))}`);
  });
});

const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
