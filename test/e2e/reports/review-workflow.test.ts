import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { readPdf } from '../../integration/support/pdf-reader';
import { mimeOf, startSmtpListener } from '../../integration/support/smtp-listener';
import { launchChromium } from '../support/chromium';
import { openSection, sessionTokenOf } from '../support/editor/editor-helpers';
import { signIn, waitForText } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';
import {
  downloadsInto,
  headerStatus,
  openReportPage as openPage,
  press,
  pressInCopyDialog,
  waitForFile,
} from '../support/report-page';

/**
 * The review workflow end to end: an officer and a supervisor in two browsers (and an administrator in a
 * third) take one report from submission to acceptance and a supplement, through the screens.
 */
let server: RealServer;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-downloads-'));

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startRealServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Crash Reports <crash@agency.test>' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  fs.rmSync(downloads, { recursive: true, force: true });
});

async function signedIn(user: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, server.url, user);
  await waitForText(page, 'My reports');
  return { context, page };
}

const openReportPage = (page: Page, id: number, status: string) => openPage(page, server.url, id, status);

const NOTE = 'The narrative does not say which way Unit 1 was going.';
const COMMENT = 'Say the direction of travel.';
const FIX = ' UNIT 1 WAS GOING NORTH.';

describe('review workflow in two browsers, from submission to supplement', () => {
  let officer: Page;
  let supervisor: Page;
  let reportId: number;

  it('the officer sends a complete report to the agency review inbox', async () => {
    officer = (await signedIn('officer')).page;
    const token = await sessionTokenOf(officer);
    const created = await server.call('Report/Create', {}, token);
    const saved = await server.call(
      'Report/Save',
      { id: created.body.payload.id, version: created.body.payload.version, data: completeReport() },
      token,
    );
    expect(saved.status).toBe(200);
    reportId = created.body.payload.id;
    await openReportPage(officer, reportId, 'Draft');
    await waitForText(officer, 'Validation (0 errors');
    await press(officer, 'Send to');
    await waitForText(officer, `Send report ${reportId} to`);
    await press(officer, 'Send');
    await headerStatus(officer, 'Pending Review');
  });

  it('the supervisor assigns it, comments on the narrative and rejects it with a note', async () => {
    supervisor = (await signedIn('supervisor')).page;
    await supervisor.goto(`${server.url}/review`);
    await waitForText(supervisor, 'Agency review');
    const caseNumber = String((completeReport().GeneralInformation as Record<string, unknown>).LocalCodeTxt);
    await supervisor.locator(`button[aria-label="Assign to me ${caseNumber}"]`).click();
    await headerStatus(supervisor, 'In Review');
    await openSection(supervisor, 'Narrative');
    await press(supervisor, 'Comment on Narrative');
    await supervisor.locator('textarea[aria-label="Comment on Narrative"]').fill(COMMENT);
    await press(supervisor, 'Keep comment');
    await waitForText(supervisor, `Your comment: ${COMMENT}`);
    await press(supervisor, 'Reject');
    await waitForText(supervisor, 'Note to the author');
    await supervisor.locator('dialog[open] textarea').fill(NOTE);
    await waitForText(supervisor, 'Comments on fields (1)');
    await press(supervisor, 'Reject');
    await headerStatus(supervisor, 'Rejected');
  });

  it('the officer sees the comment on the field, fixes the narrative and sends it again', async () => {
    await openReportPage(officer, reportId, 'Rejected');
    await waitForText(officer, 'Review comments (1)');
    await openSection(officer, 'Narrative');
    const shown = await officer.$eval('[data-review-comment="Narrative.NarrativeTxt"]', (e) => e.textContent ?? '');
    expect(shown).toContain(COMMENT);
    const described = await officer.$eval('#field-Narrative-NarrativeTxt', (e) => e.getAttribute('aria-describedby'));
    expect(described).toContain('field-Narrative-NarrativeTxt-review');
    await officer.focus('#field-Narrative-NarrativeTxt');
    await officer.keyboard.press('End');
    await officer.keyboard.type(FIX);
    await headerStatus(officer, 'Draft');
    await press(officer, 'Send to');
    await press(officer, 'Send');
    await headerStatus(officer, 'Pending Review');
  });

  it('the supervisor takes it again, sees what changed since the rejected submission and approves it', async () => {
    await supervisor.goto(`${server.url}/review`);
    await waitForText(supervisor, 'Agency review');
    await supervisor.locator(`button[aria-label^="Assign to me"]`).click();
    await headerStatus(supervisor, 'In Review');
    await press(supervisor, 'Changes since last submission');
    await supervisor.waitForSelector('tr[data-path="Narrative.NarrativeTxt"]', { timeout: 15_000 });
    const row = await supervisor.$eval('tr[data-path="Narrative.NarrativeTxt"]', (e) => e.textContent ?? '');
    expect(row).toContain(FIX.trim());
    await press(supervisor, 'Approve');
    await headerStatus(supervisor, 'Approved');
  });

  it('an administrator accepts it and the officer starts a supplement', async () => {
    const admin = (await signedIn('agencyadmin')).page;
    await openReportPage(admin, reportId, 'Approved');
    await press(admin, 'Accept');
    await headerStatus(admin, 'Accepted');

    await openReportPage(officer, reportId, 'Accepted');
    await press(officer, 'Supplement');
    await officer.waitForFunction((id) => !location.pathname.endsWith(`/reports/${id}`), {}, reportId);
    await headerStatus(officer, 'Draft');
    const supplementId = Number(/\/reports\/(\d+)$/.exec(officer.url())?.[1]);
    expect(supplementId).toBeGreaterThan(reportId);
  });

  it('the history shows every step with its note', async () => {
    await officer.goto(`${server.url}/reports/${reportId}/history`);
    await press(officer, 'Inbox history');
    await waitForText(officer, 'Alice Admin');
    const text = await officer.$eval('[role="tabpanel"][data-selected]', (e) => (e as HTMLElement).innerText);
    const order = [
      'Send to',
      'Assign to me',
      'Reject',
      'Edited (back to Draft)',
      'Send to',
      'Assign to me',
      'Approve',
      'Accept',
      'Supplement',
    ];
    let at = 0;
    for (const step of order) {
      const found = text.indexOf(step, at);
      expect(found, `"${step}" after position ${at} in:\n${text}`).toBeGreaterThanOrEqual(0);
      at = found + step.length;
    }
    expect(text).toContain(NOTE);
    await press(officer, 'Previous versions');
    await waitForText(officer, 'submission');
  });

  it('the printed PDF holds the report’s fields and the e-mailed one reaches the SMTP listener', async () => {
    await downloadsInto(browser, supervisor, downloads);
    await openReportPage(supervisor, reportId, 'Accepted');
    await press(supervisor, 'Print');
    // The copy for the agency's own work, full for a supervisor, as the dialog offers it first.
    await pressInCopyDialog(supervisor, 'Print');
    const file = await waitForFile(downloads, '.pdf');
    const pdf = await readPdf(new Uint8Array(fs.readFileSync(file)));
    const data = completeReport();
    expect(pdf.text).toContain(String((data.GeneralInformation as Record<string, unknown>).LocalCodeTxt));
    expect(pdf.text).toContain('UNIT 1 WAS GOING NORTH');
    expect(pdf.text).toContain('NARRATIVE');
    expect(pdf.text).toContain('OLIVIA');

    await press(supervisor, 'Export by email');
    await supervisor.locator('dialog[open] input[type="email"]').fill('records@agency.test');
    await pressInCopyDialog(supervisor, 'Send');
    await waitForText(supervisor, `The full copy of report ${reportId} was sent to records@agency.test.`);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['records@agency.test']);
    const attached = mimeOf(smtp.received[0]!.raw).parts.find((p) =>
      p.headers['content-type']?.startsWith('application/pdf'),
    );
    expect(attached).toBeDefined();
    expect((await readPdf(new Uint8Array(attached!.body))).text).toContain('UNIT 1 WAS GOING NORTH');
  });

  it('the audit log names who printed, exported and viewed the report; versions can be read and compared', async () => {
    await supervisor.goto(`${server.url}/reports/${reportId}/history`);
    await press(supervisor, 'Audit');
    await waitForText(supervisor, 'Printed');
    const audit = await supervisor.$eval('[role="tabpanel"][data-selected]', (e) => (e as HTMLElement).innerText);
    expect(audit).toMatch(/supervisor\s+Printed\s+127\.0\.0\.1/);
    expect(audit).toMatch(/supervisor\s+Exported\s+127\.0\.0\.1/);
    expect(audit).toMatch(/officer\s+Viewed/);
    expect(audit).toMatch(/agencyadmin\s+Moved\s+127\.0\.0\.1\s+action: accept/);

    await press(supervisor, 'Previous versions');
    await waitForText(supervisor, 'Kept for');
    // The first submission against the report now: the officer's fix is among the changes.
    const first = await supervisor.$eval('select', (s) => (s as HTMLSelectElement).options[0]!.value);
    await supervisor.select('select', first);
    await press(supervisor, 'Show changes');
    await supervisor.waitForSelector('tr[data-path="Narrative.NarrativeTxt"]', { timeout: 15_000 });
    await supervisor.locator('button[aria-label="View version 1"], button[aria-label^="View version"]').click();
    await waitForText(supervisor, 'Read only.');
    await waitForText(supervisor, 'Unit 1 struck a light pole.');
  });
});
