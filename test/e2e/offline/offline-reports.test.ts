import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import {
  openNewReport,
  openSection,
  reportIdOf,
  serverReportOf,
  waitForSaveState,
} from '../support/editor/editor-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { rawDeviceText } from '../support/editor/device-rows';
import { byRole, signIn, waitForText, workerReady } from '../support/page-helpers';

const LOCAL_CODE = '#field-GeneralInformation-LocalCodeTxt';

/** A PNG as real ones start (the server checks the content), with a mark found nowhere else. */
const PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from('ochrepelican'.repeat(20)),
]);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-offline-'));
const photoFile = path.join(dir, 'roadside.png');
fs.writeFileSync(photoFile, PHOTO);

/** Waits until this device keeps a published form version (the dashboard brings them at start). */
const formsKept = (page: Page) =>
  page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('crash-report');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const stores = open.result.objectStoreNames;
          if (!stores.contains('forms')) return resolve(false);
          const count = open.result.transaction('forms').objectStore('forms').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result > 0);
          };
        };
      }),
    { timeout: 20_000, polling: 250 },
  );

/** The value of a field once it shows one. */
async function shownValue(page: Page, selector: string) {
  await page.waitForFunction((s) => !!(document.querySelector(s) as HTMLInputElement | null)?.value, {}, selector);
  return page.$eval(selector, (e) => (e as HTMLInputElement).value);
}

async function offline(page: Page) {
  await page.setOfflineMode(true);
  await byRole(page, 'link', 'Search (needs a connection)').wait();
}

/** Answers every Report/Save with a server error, until the answer is called. */
async function failSaves(page: Page) {
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  const fail = (request: HTTPRequest) =>
    new URL(request.url()).pathname === '/API/Report/Save'
      ? void request.respond({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', error: { code: 'internal', message: 'The server failed.' } }),
        })
      : void request.continue();
  page.on('request', fail);
  return async () => {
    page.off('request', fail);
    await page.setRequestInterception(false);
  };
}

describe('reports written without a connection', () => {
  const fixture = useServerAndBrowser();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts a report offline, keeps it through a reload, and creates it once when the connection returns', async () => {
    const context = await fixture.browser.createBrowserContext();
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, fixture.server.url, 'officer');
    await waitForText(page, 'My reports');
    await workerReady(page);
    await formsKept(page);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="signed-in-user"]')?.textContent?.endsWith(' · Officer'),
    );

    await offline(page);
    await byRole(page, 'button', 'New crash report').click();
    await page.waitForFunction(() => /\/reports\/-\d+$/.test(location.pathname));
    await waitForSaveState(page, 'savingDisabled');
    await page.click(LOCAL_CODE);
    await page.keyboard.type('ROADSIDE1');
    await page.waitForFunction(
      (s) => (document.querySelector(s) as HTMLInputElement | null)?.value === 'ROADSIDE1',
      {},
      LOCAL_CODE,
    );

    // The browser reopens it from the device, without the network.
    await new Promise((r) => setTimeout(r, 300));
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await shownValue(page, LOCAL_CODE)).toBe('ROADSIDE1');
    await waitForSaveState(page, 'savingDisabled');

    // The dashboard lists it among the reports on this device, waiting for the connection.
    await page.goto(`${fixture.server.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'Reports on this device');
    await waitForText(page, 'Waiting for the connection');
    await expectNoAxeViolations(page, 'the reports kept on the device', 'section[aria-labelledby="device-reports"]');
    // The kept report is named and shown as the table online shows one, from its values on the
    // device; the header is the one online, from what the device last heard (a reload offline).
    const headers = await page.$$eval('section[aria-labelledby="device-reports"] th', (ths) =>
      ths.map((th) => th.textContent),
    );
    expect(headers).toEqual([
      'Case number',
      'Date of crash',
      'Time',
      'Location',
      'Status',
      'Locked by',
      'Last updated',
      'Changed on this device',
      'Sync',
    ]);
    const row = await page.$$eval('[data-device-report] td', (tds) => tds.map((td) => td.textContent));
    expect(row.slice(0, 1)).toEqual(['ROADSIDE1']);
    expect(row[4]).toBe('Draft');
    expect(await page.$eval('[data-testid="signed-in-user"]', (e) => e.textContent)).toMatch(/ · Officer$/);
    expect(await page.$eval('header', (e) => e.textContent)).toContain('Indiana State Crash Application');
    await page.locator('a ::-p-text(ROADSIDE1)').click();
    expect(await shownValue(page, LOCAL_CODE)).toBe('ROADSIDE1');

    // Back online: created on the server, numbered, saved; the address follows it.
    await page.setOfflineMode(false);
    await page.waitForFunction(() => /\/reports\/\d+$/.test(location.pathname), { timeout: 30_000 });
    await waitForSaveState(page, 'saved', 30_000);
    const saved = await serverReportOf(page, fixture.server);
    expect(saved.data.GeneralInformation.LocalCodeTxt).toBe('ROADSIDE1');
    expect(await page.$eval(LOCAL_CODE, (e) => (e as HTMLInputElement).value)).toBe('ROADSIDE1');

    // Exactly one report was created for it.
    await page.goto(`${fixture.server.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'My reports');
    await page.waitForSelector(`a[href="/reports/${saved.id}"]`);
    expect(await page.$$eval('table a[href^="/reports/"]', (links) => links.length)).toBe(1);
    // The device's copy leaves its table once the outbox has finished with it (under load, after
    // the server's table has drawn).
    await page.waitForFunction(() => !document.querySelector('[data-device-report]'), { timeout: 15_000 });
    await context.close();
  });

  it('opens a kept report offline, and syncs its changes from the outbox when the connection returns', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    await workerReady(page);
    const id = reportIdOf(page);
    await page.click(LOCAL_CODE);
    await page.keyboard.type('FIRST');
    await waitForSaveState(page, 'saved');

    await page.goto(`${fixture.server.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'My reports');
    await offline(page);
    await waitForText(page, 'Reports on this device');
    await page.click(`[data-device-report="${id}"] a`);
    expect(await shownValue(page, LOCAL_CODE)).toBe('FIRST');
    await waitForSaveState(page, 'savingDisabled');
    await page.click(LOCAL_CODE, { count: 3 });
    await page.keyboard.type('SECOND');
    await new Promise((r) => setTimeout(r, 300));

    // Closed before the connection returns: the background sync sends it.
    await page.goto(`${fixture.server.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`[data-device-report="${id}"] [data-sync-state="waiting"]`);
    await page.setOfflineMode(false);
    await waitForText(page, 'My reports');
    await page.waitForFunction(() => !document.querySelector('[data-device-report]'), { timeout: 30_000 });
    await page.goto(`${fixture.server.url}/reports/${id}`, { waitUntil: 'domcontentloaded' });
    expect(await shownValue(page, LOCAL_CODE)).toBe('SECOND');
    expect((await serverReportOf(page, fixture.server)).data.GeneralInformation.LocalCodeTxt).toBe('SECOND');
    await context.close();
  });

  it('says a save failed and why, keeps the change, and sends it again on Retry', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    const id = reportIdOf(page);
    const restore = await failSaves(page);
    await page.click(LOCAL_CODE);
    await page.keyboard.type('KEPT');
    await waitForSaveState(page, 'failed');
    expect(await page.$eval('[data-save-state]', (e) => e.textContent)).toMatch(
      /Sync failed: The server failed\. Your changes are kept on this device and sent again automatically\./,
    );
    await restore();
    await byRole(page, 'button', 'Retry').click();
    await waitForSaveState(page, 'saved');
    expect(await page.$$eval('button', (buttons) => buttons.some((b) => b.textContent === 'Retry'))).toBe(false);
    expect((await serverReportOf(page, fixture.server)).data.GeneralInformation.LocalCodeTxt).toBe('KEPT');
    expect(id).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps a photo attached offline on the device, sealed, and uploads it once when the connection returns', async () => {
    const { context, page } = await openNewReport(fixture.browser, fixture.server.url);
    await workerReady(page);
    const id = reportIdOf(page);
    await openSection(page, 'Attachments');
    await waitForText(page, 'No files are attached to this report.');

    await offline(page);
    await waitForText(page, 'the files already attached are listed when the connection returns');
    await page.select('#field-Attachments-Documents-type', '001');
    const input = (await page.waitForSelector('input[type=file]:not([disabled])')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(photoFile);
    await waitForText(page, '0 of 1 file attached; 1 kept on this device to upload.');
    await page.waitForSelector('[data-kept-file="roadside.png"]');
    await expectNoAxeViolations(page, 'a file kept on the device', 'ul[aria-label="Files waiting to upload"]');
    // On the device, sealed: the photo's bytes are nowhere readable.
    expect(await rawDeviceText(page)).not.toContain('ochrepelican');

    // A reload offline still has it waiting.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await openSection(page, 'Attachments');
    await page.waitForSelector('[data-kept-file="roadside.png"]');

    await page.setOfflineMode(false);
    await page.waitForFunction(
      () => document.querySelector('ul[aria-label="Attached files"]')?.textContent?.includes('roadside.png'),
      { timeout: 30_000 },
    );
    expect(await page.$('[data-kept-file]')).toBeNull();
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('crash.session') ?? '{}').token as string,
    );
    const listed = await fixture.server.call('Attachment/List', { reportId: id }, token);
    expect(
      (listed.body.payload.attachments as { fileName: string; size: number }[]).map((a) => [a.fileName, a.size]),
    ).toEqual([['roadside.png', PHOTO.length]]);
    await context.close();
  });
});
