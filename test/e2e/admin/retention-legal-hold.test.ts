import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { userIdOf } from '../../integration/support/db-helpers';
import { insertReport } from '../../integration/support/report-rows';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { button, expectFocusReturns, focusedName } from '../support/dialog-focus';
import { freshPages, visit } from '../support/fresh-pages';
import { waitForText } from '../support/page-helpers';
import { headerStatus, press } from '../support/report-page';
import { startRealServer, writeBeforeStart, type RealServer } from '../support/real-server';

/**
 * Retention in the app: a records clerk places a legal hold on an accepted report from the report
 * itself, asked why; an agency administrator sets the agency's schedule (drafts untouched 30 days
 * archived, accepted reports after two years), whose preview lists the old draft and counts the
 * held report apart; Run now archives the draft and leaves the held report as it was. The run's
 * progress, read every two seconds, is retention-runs.test.tsx's: a run of one report may end
 * before the first read here. The two reports are written into the server's database before it
 * starts, each last changed long ago, as the API cannot backdate a report.
 */
let server: RealServer;
let browser: Browser;
const pages = freshPages();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-retention-'));
const ids = { draft: 0, held: 0 };
const DAY = 86_400_000;
const REASON = 'Civil case 49D01-2611-CT-000123';
const DRAFT_CASE = 'RET-OLD-DRAFT';
const HELD_CASE = 'RET-HELD';

beforeAll(async () => {
  await writeBeforeStart(dataDir, async (db) => {
    const officer = await userIdOf(db, 'officer');
    const report = { author: officer, agencyOri: DEMO_AGENCY.ori };
    ids.draft = await insertReport(db, { ...report, status: ReportStatus.Draft, caseNumber: DRAFT_CASE });
    ids.held = await insertReport(db, { ...report, status: ReportStatus.Accepted, caseNumber: HELD_CASE });
    const aged = async (id: number, days: number) =>
      db
        .updateTable('reports')
        .set({ data: JSON.stringify(completeReport()), last_updated: new Date(Date.now() - days * DAY) })
        .where('id', '=', id)
        .execute();
    await aged(ids.draft, 40);
    await aged(ids.held, 3 * 365);
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

/** The id of the control a label names, for page.focus: the keyboard reaches it wherever it has moved to. */
const controlOf = async (page: Page, label: string, scope = 'body') => {
  const id = await page.waitForFunction(
    (s, l) => [...document.querySelectorAll(`${s} label`)].find((x) => x.textContent === l)?.getAttribute('for'),
    { timeout: 15_000 },
    scope,
    label,
  );
  return `[id="${String(await id.jsonValue())}"]`;
};

/** Types `text` into the control `label` names in place of what it held ('' empties it). */
async function typeInto(page: Page, label: string, text: string) {
  await page.focus(await controlOf(page, label));
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** The texts tied to a control by aria-describedby. */
const describedBy = (page: Page, selector: string) =>
  page.$eval(selector, (control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );

/** What the preview says of one action of the demo agency's schedule. */
const previewOf = (page: Page, action: string) =>
  page.$eval(`[data-preview-action="${DEMO_AGENCY.ori}:${action}"]`, (card) => ({
    due: card.querySelector('[data-preview-due]')?.textContent ?? '',
    held: card.querySelector('[data-preview-held]')?.textContent ?? '',
    first: [...card.querySelectorAll('li')].map((li) => ({
      text: li.textContent,
      href: li.querySelector('a')?.getAttribute('href'),
    })),
  }));

const DRAFTS = 'Archive untouched drafts after (days)';
const ACCEPTED = 'Archive accepted reports after (years)';
const ATTACHMENTS = 'Purge attachments of archived reports after (years)';
const PERSONAL = 'Purge personal data of archived reports after (years)';

describe('retention and legal holds in the app', () => {
  let admin: Page;

  it('lets a records clerk place a legal hold on an accepted report from the report, asking why', async () => {
    const page = await pages.signedIn(browser, server.url, 'clerk');
    await visit(page, `/reports/${ids.held}`, 'Vehicle Crash Report');
    await headerStatus(page, 'Accepted');
    await expectFocusReturns(page, { dialog: 'Place a legal hold', opener: button('Place legal hold') });

    await page.focus('#report-action-legal-hold');
    await page.keyboard.press('Enter');
    const reason = await controlOf(page, 'Reason for the hold', 'dialog[open]');
    await expectNoAxeViolations(page, 'the legal hold dialog', 'dialog[open]');
    // Without a reason the hold is refused at the field, before anything is sent.
    await press(page, 'Place legal hold');
    await waitForText(page, 'Say why the report is held (a case, a claim, a court order).');
    expect(await page.$eval(reason, (t) => t.getAttribute('aria-invalid'))).toBe('true');
    expect(await describedBy(page, reason)).toContain('Say why the report is held (a case, a claim, a court order).');
    await expectNoAxeViolations(page, 'the legal hold dialog with its refusal', 'dialog[open]');

    await page.focus(reason);
    await page.keyboard.type(REASON);
    await press(page, 'Place legal hold');
    await page.waitForFunction(
      (r) =>
        document.querySelector('[data-legal-hold]')?.textContent?.startsWith(`On legal hold: ${r}, by Cora Clerk, `),
      { timeout: 15_000 },
      REASON,
    );
    await waitForText(page, 'The legal hold is placed.');
    // The focus is back on the button, which now lifts the hold.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Lift legal hold', { timeout: 15_000 });
    expect(await focusedName(page)).toBe('button#report-action-legal-hold "Lift legal hold"');
  });

  it('lets an agency administrator set a schedule, refused at the field first, whose preview lists the old draft and counts the held report apart', async () => {
    admin = await pages.signedIn(browser, server.url, 'agencyadmin');
    await admin.focus('nav[aria-label="Main navigation"] a[href="/retention"]');
    await admin.keyboard.press('Enter');
    await admin.waitForFunction(() => document.querySelector('h1')?.textContent === 'Retention', { timeout: 15_000 });
    await waitForText(admin, 'No schedule yet: the agency keeps every report as it is.');
    await waitForText(admin, 'No agency has a schedule: a run would change no report.');
    await expectNoAxeViolations(admin, 'the retention screen');

    // Attachments hold personal data: the lib's rule refuses purging them after it, at their field.
    await typeInto(admin, ATTACHMENTS, '5');
    await typeInto(admin, PERSONAL, '3');
    await typeInto(admin, DRAFTS, 'thirty');
    await press(admin, 'Save');
    const attachments = await controlOf(admin, ATTACHMENTS);
    const drafts = await controlOf(admin, DRAFTS);
    await admin.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-invalid') === 'true', {}, drafts);
    expect(await describedBy(admin, drafts)).toContain('Drafts: a whole number of days, or none.');
    // The field's own check comes first; once the drafts' period is a number, the rule across fields speaks.
    await typeInto(admin, DRAFTS, '30');
    await press(admin, 'Save');
    await admin.waitForFunction(
      (s) => document.querySelector(s)?.getAttribute('aria-invalid') === 'true',
      { timeout: 15_000 },
      attachments,
    );
    expect(await describedBy(admin, attachments)).toContain(
      'Attachments hold personal data too: purge them no later than the personal data.',
    );
    await expectNoAxeViolations(admin, 'the retention screen with a refused schedule');

    await typeInto(admin, ATTACHMENTS, '');
    await typeInto(admin, PERSONAL, '');
    await typeInto(admin, ACCEPTED, '2');
    await press(admin, 'Save');
    await waitForText(admin, 'The schedule is saved.');
    await waitForText(admin, 'Schedule last changed');

    // The preview follows the saved schedule: the old draft is due, the held report is not.
    await admin.waitForSelector(`[data-preview-action="${DEMO_AGENCY.ori}:archiveDraft"]`, { timeout: 15_000 });
    expect(await previewOf(admin, 'archiveDraft')).toEqual({
      due: '1 report due.',
      held: '',
      first: [
        {
          text: expect.stringMatching(new RegExp(`^${DRAFT_CASE} Draft, last changed `)),
          href: `/reports/${ids.draft}`,
        },
      ],
    });
    expect(await previewOf(admin, 'archiveAccepted')).toEqual({
      due: 'No report is due.',
      held: '1 on legal hold, left as they are.',
      first: [],
    });
    expect(await admin.$$(`[data-preview-action^="${DEMO_AGENCY.ori}:purge"]`)).toHaveLength(0);
    await expectNoAxeViolations(admin, 'the retention screen with its preview');
  });

  it('runs now: the run archives the old draft and leaves the held report as it was', async () => {
    const runNow = await admin.waitForSelector('::-p-aria([name="Run now"][role="button"])');
    await runNow!.focus();
    await admin.keyboard.press('Enter');
    await admin.waitForFunction(
      () => document.querySelector('[data-run-outcome]')?.textContent?.includes('1 report changed, 0 skipped'),
      { timeout: 30_000 },
    );
    expect(await admin.$eval('tbody tr', (r) => [r.getAttribute('data-run-state'), r.textContent])).toEqual([
      'done',
      expect.stringContaining('Alice Admin'),
    ]);
    // The screen is read again as the run ends: nothing is left due.
    await admin.waitForFunction(
      (ori) =>
        document.querySelector(`[data-preview-action="${ori}:archiveDraft"] [data-preview-due]`)?.textContent ===
        'No report is due.',
      { timeout: 15_000 },
      DEMO_AGENCY.ori,
    );
    expect((await previewOf(admin, 'archiveAccepted')).held).toBe('1 on legal hold, left as they are.');
    await expectNoAxeViolations(admin, 'the retention screen after a run');

    await visit(admin, `/reports/${ids.draft}`, 'Vehicle Crash Report');
    await headerStatus(admin, 'Archived');
    await visit(admin, `/reports/${ids.held}`, 'Vehicle Crash Report');
    await headerStatus(admin, 'Accepted');
    await admin.waitForFunction(
      (r) => document.querySelector('[data-legal-hold]')?.textContent?.includes(r),
      { timeout: 15_000 },
      REASON,
    );
  });
});
