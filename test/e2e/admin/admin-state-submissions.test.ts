import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { submissionRepository } from '../../../server/repositories/submissions/submission-repository';
import { insertReport } from '../../integration/support/report-rows';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { writeBeforeStart } from '../support/real-server';
import { freshPages, settled } from '../support/fresh-pages';
import { byRole, waitForText } from '../support/page-helpers';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-submissions-'));
const CASE_NUMBER = 'SUB-E2E-1';
let submissionId = 0;

/** The status cell of the submission's row. */
const statusOf = (page: import('puppeteer-core').Page) =>
  page.$eval(`tr[data-submission="${submissionId}"] td`, (td) => td.textContent ?? '');

describe('the state submissions queue', () => {
  // An accepted report whose submission failed after its retries, written before the server opens the database.
  beforeAll(async () => {
    await writeBeforeStart(dataDir, async (db) => {
      const author = await db
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', 'officer')
        .executeTakeFirstOrThrow();
      const reportId = await insertReport(db, {
        author: author.id,
        agencyOri: DEMO_AGENCY.ori,
        status: 4,
        caseNumber: CASE_NUMBER,
      });
      const repo = submissionRepository(db);
      const made = await repo.create({
        reportId,
        agencyOri: DEMO_AGENCY.ori,
        idempotencyKey: 'e2e-submission-1',
        reportVersion: 3,
        replacesSubmissionId: null,
        replacesCaseNumber: null,
        status: 'failed',
        holdReason: null,
      });
      submissionId = made.id;
      // The document already built, so a retry goes straight to the state (which is not there: it stays queued, retrying).
      await repo.update(made.id, {
        attempts: 21,
        lastError: 'The state repository did not answer in time.',
        document: '<Crash/>',
      });
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const e2e = useServerAndBrowser({
    DATA_DIR: dataDir,
    STATE_REPOSITORY_URL: 'http://127.0.0.1:9/crash/v1',
    STATE_REPOSITORY_TOKEN: 'e2e-token',
    STATE_REPOSITORY_TIMEOUT_MS: '1000',
  });
  const pages = freshPages();
  afterAll(() => pages.closeAll());

  it('lets a state administrator retry a failed submission and see it queued, and read who did it', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'stateadmin');
    await byRole(page, 'link', 'State submissions').click();
    await waitForText(page, CASE_NUMBER);
    await settled(page);
    expect(await statusOf(page)).toContain('Failed after retries');
    expect(await page.$eval(`tr[data-submission="${submissionId}"]`, (tr) => tr.textContent)).toContain(
      'The state repository did not answer in time.',
    );
    // Only what a failed submission allows.
    expect(await page.$(`::-p-aria([name="Hold submission ${submissionId}"][role="button"])`)).toBeNull();
    await expectNoAxeViolations(page, 'State submissions');

    await byRole(page, 'button', `Retry submission ${submissionId}`).click();
    await waitForText(page, `Submission ${submissionId} of report ${CASE_NUMBER} retried: Queued for the state.`);
    expect(await page.$eval('p[role="status"]', (p) => p.textContent)).toContain('retried');
    await page.waitForFunction(
      (id) => document.querySelector(`tr[data-submission="${id}"]`)?.getAttribute('data-status') === 'queued',
      { timeout: 15_000 },
      submissionId,
    );
    expect(await statusOf(page)).toContain('Queued for the state');
    expect(await page.$(`::-p-aria([name="Retry submission ${submissionId}"][role="button"])`)).toBeNull();
    // The pressed button is gone with the failed status: the keyboard's place is the row's Events button.
    await page.waitForFunction(
      (name) => document.activeElement?.getAttribute('aria-label') === name,
      { timeout: 15_000 },
      `Events of submission ${submissionId}`,
    );

    await page.keyboard.press('Enter');
    await waitForText(page, 'Retried by an administrator');
    const rows = await page.$$eval('dialog tbody tr', (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    expect(rows.some((cells) => cells[1] === 'Stanley Stateadmin' && cells[2] === 'Retried by an administrator')).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Events of submission ${submissionId}`,
    );
  });

  it('is not offered to an officer', async () => {
    const officer = await pages.signedIn(e2e.browser, e2e.server.url, 'officer');
    const links = await officer.$$eval('nav[aria-label="Main navigation"] a', (as) => as.map((a) => a.textContent));
    expect(links.join(' ')).toContain('Dashboard');
    expect(links.join(' ')).not.toContain('State submissions');
  });
});
