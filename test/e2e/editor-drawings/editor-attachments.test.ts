import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleCrashDiagram } from '../../../lib/forms/diagrams/crash-diagram-sample';
import { completeReport } from '../../../lib/validation/report-checks/test-reports';
import { openNewReport, openSection } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { attachmentFolder, fileInput, pngBytes, waitForFile } from '../support/editor/attachment-file-fixtures';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';

const PNG = pngBytes(37);
const TXT = Buffer.from('Witness statement: the blue car ran the red light.\n');

const { downloads, fileOf, remove } = attachmentFolder('crash-e2e-attachments-');

const attachedNames = (page: Page) =>
  page.$$eval('ul[aria-label="Attached files"] > li > span:first-child', (spans) => spans.map((s) => s.textContent));

describe('attachments in the report editor', () => {
  const e2e = useServerAndBrowser();
  afterAll(() => remove());

  const login = async () => {
    const res = await e2e.server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    return res.body.payload.token as string;
  };
  const listed = async (token: string, reportId: number) => {
    const res = await e2e.server.call('Attachment/List', { reportId }, token);
    return (res.body.payload.attachments as { fileName: string }[]).map((a) => a.fileName);
  };

  it('attaches, refuses with reasons, downloads the same bytes, deletes, and keeps autosave working', async () => {
    const token = await login();
    const { context, page } = await openNewReport(e2e.browser, e2e.server.url, 'officer', downloads);
    const reportId = Number(/\/reports\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

    await openSection(page, 'Attachments');
    await waitForText(page, 'No files are attached to this report.');
    await waitForText(page, 'Choose a type first.');
    await page.select('#field-Attachments-Documents-type', '001');
    await (await fileInput(page)).uploadFile(fileOf('scene.png', PNG));
    await waitForText(page, '1 of 1 file attached.');
    await page.waitForFunction(() =>
      document.querySelector('ul[aria-label="Attached files"]')?.textContent?.includes('scene.png'),
    );
    await waitForText(page, '001 Diagram (public)');
    await waitForText(page, 'Uploaded by Olivia Officer');

    // Too large and a wrong extension are refused here; a fake PNG by the server, each with its reason.
    await (
      await fileInput(page)
    ).uploadFile(
      fileOf('big.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5_000_001 - 9, 0x20)])),
      fileOf('setup.exe', Buffer.from('MZ\x90\x00 not allowed')),
      fileOf('fake.png', Buffer.from('This is text, not a picture.')),
    );
    await waitForText(page, '0 of 3 files attached; 3 not attached.');
    await waitForText(page, 'Not sent: big.pdf is larger than 5,000,000 bytes.');
    await waitForText(page, 'Not sent: setup.exe: only txt, doc, docx, pdf, jpg, png, zip, bmp files can be attached.');
    await waitForText(page, 'Refused by the server: fake.png is not a PNG image.');
    expect(await listed(token, reportId)).toEqual(['scene.png']);
    expect(await attachedNames(page)).toEqual(['scene.png']);

    await byRole(page, 'button', 'Download scene.png').click();
    expect((await waitForFile(path.join(downloads, 'scene.png'))).equals(PNG)).toBe(true);

    // The upload left the report's version alone: an edit after it saves without a conflict.
    await openSection(page, 'General Information');
    await byRole(page, 'textbox', 'Local Code').click();
    await page.keyboard.type('att-1');
    await page.waitForFunction(
      () => document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
      { timeout: 15_000 },
    );
    const saved = await e2e.server.call('Report/Get', { id: reportId }, token);
    expect(saved.body.payload.data.GeneralInformation.LocalCodeTxt).toBe('ATT-1');

    await page.reload();
    await waitForText(page, 'Vehicle Crash Report #');
    await openSection(page, 'Attachments');
    await page.waitForSelector('ul[aria-label="Attached files"]');
    expect(await attachedNames(page)).toEqual(['scene.png']);

    await byRole(page, 'button', 'Delete scene.png').click();
    await waitForText(page, 'Delete scene.png from this report?');
    await page.locator('dialog button ::-p-text(Delete)').click();
    await waitForText(page, 'No files are attached to this report.');
    expect(await listed(token, reportId)).toEqual([]);
    expect(await page.$eval('[data-save-state]', (e) => e.getAttribute('data-save-state'))).toBe('saved');
    await context.close();
  });

  it('lists and downloads but offers no upload or delete once the report is sent for review', async () => {
    const token = await login();
    const created = await e2e.server.call('Report/Create', {}, token);
    const reportId = created.body.payload.id as number;
    const form = new FormData();
    form.append('reportId', String(reportId));
    form.append('type', '004');
    form.append('files', new Blob([TXT]), 'statement.txt');
    const uploaded = await fetch(`${e2e.server.url}/API/Attachment/Upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    // The upload left the version at 1. The sample diagram stands in for test-reports' placeholder,
    // which the diagram's schema refuses.
    const data = { ...completeReport(), Diagram: { CrashDiagram: sampleCrashDiagram() } };
    const saved = await e2e.server.call('Report/Save', { id: reportId, version: 1, data }, token);
    expect(saved.body.error?.message ?? saved.status).toBe(200);
    const sent = await e2e.server.call('Workflow/SendTo', { id: reportId, version: 2 }, token);
    expect(sent.body.payload.status).toBe(1);

    const context = await e2e.browser.createBrowserContext({
      downloadBehavior: { policy: 'allow', downloadPath: downloads },
    });
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, e2e.server.url, 'officer');
    await waitForText(page, 'My reports');
    await page.goto(`${e2e.server.url}/reports/${reportId}`);
    await waitForText(page, 'Vehicle Crash Report #');
    await openSection(page, 'Attachments');
    await waitForText(
      page,
      'Attachments can only be changed while the report is a Draft; this report is Pending Review. The files can still be downloaded.',
    );
    await page.waitForSelector('ul[aria-label="Attached files"]');
    expect(await attachedNames(page)).toEqual(['statement.txt']);
    await waitForText(page, '004 Support Documentation Public (public)');
    expect(await page.$('input[type=file]')).toBeNull();
    expect(await page.$('::-p-aria([name="Delete statement.txt"][role="button"])')).toBeNull();

    await byRole(page, 'button', 'Download statement.txt').click();
    expect((await waitForFile(path.join(downloads, 'statement.txt'))).equals(TXT)).toBe(true);
    await context.close();
  });
});
