import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCrashDiagram } from '../../../lib/forms/diagrams/crash-diagram-sample';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { pngBytes } from '../support/editor/attachment-file-fixtures';
import { openSection } from '../support/editor/editor-helpers';
import { button, expectFocusReturns, type DialogCase } from '../support/dialog-focus';
import { useServerAndBrowser } from '../support/fixture';
import { freshPages, visit } from '../support/fresh-pages';
import { DEMO_PASSWORD, waitForText } from '../support/page-helpers';
import type { RealServer } from '../support/real-server';

/**
 * Every dialog returns the focus to what opened it, walked in Chromium: the report tables' row
 * actions and the editor's dialogs (the list of every dialog of the app is in dialog-focus-admin).
 * A new dialog is one entry in its screen's table.
 */

/** The button of the Diagram section's tools, with the section open. */
const diagramTool = (name: string) => async (page: Page) => {
  await openSection(page, 'Diagram');
  return button(name)(page);
};

async function tokenOf(server: RealServer, userName: string) {
  const login = await server.call('Account/Login', { userName, password: DEMO_PASSWORD });
  return login.body.payload.token as string;
}

/** A complete report with a diagram and an attached photo, left a Draft or sent for review. */
async function seedReport(server: RealServer, token: string, caseNumber: string, send: boolean) {
  const { id } = (await server.call('Report/Create', {}, token)).body.payload as { id: number };
  const form = new FormData();
  form.append('reportId', String(id));
  form.append('type', '001');
  form.append('files', new Blob([pngBytes(11)]), 'scene.png');
  const uploaded = await fetch(`${server.url}/API/Attachment/Upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const report = completeReport();
  (report.GeneralInformation as Record<string, unknown>).LocalCodeTxt = caseNumber;
  const data = { ...report, Diagram: { CrashDiagram: sampleCrashDiagram() } };
  const saved = await server.call('Report/Save', { id, version: 1, data }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  if (send) {
    const sent = await server.call('Workflow/SendTo', { id, version: saved.body.payload.version }, token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  return id;
}

/** Opens the report inside the app (visit), on the page signed in already: no second app start. */
async function openEditor(page: Page, id: number) {
  await visit(page, `/reports/${id}`, `Vehicle Crash Report #${id}`);
  await waitForText(page, `Vehicle Crash Report #${id}`);
  await page.waitForFunction(() => document.querySelector('[data-save-state]')?.getAttribute('data-save-state'));
}

describe('focus returns to what opened each report dialog', () => {
  const e2e = useServerAndBrowser();
  const pages = freshPages();
  afterAll(() => pages.closeAll());
  const reports = { draft: 0, sent: 0, inReview: 0 };
  // The officer signs in once for the report table and the draft's editor. Without pop-ups the
  // records window is a panel in the page: role="dialog", not components/dialog; the table opens none.
  let officerPage: Promise<Page> | undefined;
  const officer = () =>
    (officerPage ??= pages.signedIn(e2e.browser, e2e.server.url, 'officer', { popupsBlocked: true }));

  beforeAll(async () => {
    const officer = await tokenOf(e2e.server, 'officer');
    reports.draft = await seedReport(e2e.server, officer, 'FOCUS-DRAFT', false);
    reports.sent = await seedReport(e2e.server, officer, 'FOCUS-SENT', true);
    reports.inReview = await seedReport(e2e.server, officer, 'FOCUS-REVIEW', true);
    const supervisor = await tokenOf(e2e.server, 'supervisor');
    const taken = await e2e.server.call('Workflow/AssignToMe', { id: reports.inReview, version: 3 }, supervisor);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  });

  it('the row actions of the report tables: Send to, Delete, Print and Reassign', async () => {
    const page = await officer();
    await visit(page, '/reports/working', 'Working reports');
    const officerRows: DialogCase[] = [
      { dialog: `Send report ${reports.draft} to`, opener: button('Send to FOCUS-DRAFT') },
      { dialog: `Send report ${reports.sent} to`, opener: button('Send to FOCUS-SENT'), closeWith: 'Cancel' },
      { dialog: 'Delete FOCUS-DRAFT?', opener: button('Delete FOCUS-DRAFT') },
      { dialog: 'Delete FOCUS-DRAFT?', opener: button('Delete FOCUS-DRAFT'), open: 'click', closeWith: 'Keep it' },
      { dialog: 'Print a copy of FOCUS-SENT', opener: button('Print FOCUS-SENT') },
    ];
    for (const c of officerRows) await expectFocusReturns(page, c);

    const admin = await pages.signedIn(e2e.browser, e2e.server.url, 'agencyadmin');
    await visit(admin, '/admin/pending', 'Administration: pending reports');
    await expectFocusReturns(admin, {
      dialog: 'Move the report to another inbox',
      opener: button('Reassign FOCUS-SENT'),
    });
  });

  it('the editor of a draft: Send to, the records panel, Delete attachment and the diagram’s questions', async () => {
    const page = await officer();
    await openEditor(page, reports.draft);
    const records = `Driver licence and registration records, report #${reports.draft}`;
    const editorDialogs: DialogCase[] = [
      { dialog: `Send report ${reports.draft} to`, opener: button('Send to') },
      { dialog: records, opener: button('Records') },
      { dialog: records, opener: button('Records'), closeWith: 'Close panel' },
      {
        dialog: 'Delete attachment',
        opener: async (p) => {
          await openSection(p, 'Attachments');
          return button('Delete scene.png')(p);
        },
      },
      { dialog: 'Clear the diagram?', opener: diagramTool('Clear'), closeWith: 'Cancel' },
      { dialog: 'Replace the diagram with a draft?', opener: diagramTool('Draft from the report') },
    ];
    for (const c of editorDialogs) await expectFocusReturns(page, c);
  });

  it('the editor of a reviewer: Reject, Print and Export by email', async () => {
    const page = await pages.signedIn(e2e.browser, e2e.server.url, 'supervisor');
    await openEditor(page, reports.inReview);
    const reviewDialogs: DialogCase[] = [
      { dialog: 'Reject the report', opener: button('Reject') },
      { dialog: `Print a copy of report ${reports.inReview}`, opener: button('Print') },
      { dialog: 'Export report by email', opener: button('Export by email'), closeWith: 'Cancel' },
    ];
    for (const c of reviewDialogs) await expectFocusReturns(page, c);
  });
});
