import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { serverReportOf, valueOf, waitForSaveState } from '../support/editor/editor-helpers';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';
import { LOCAL_DATABASE_NAME } from '../../../app/storage-keys';

const LOCAL_CODE = 'field-GeneralInformation-LocalCodeTxt';
/**
 * Each change's copy is written once its frame is painted, by the row writer's worker: the browser
 * is killed as soon as the device holds the copy of the last key, which must be within this.
 */
const WRITTEN_WITHIN_MS = 2_000;

/** Resolves once the device's copy of report `id` was made at or after `since` (its clear savedAt column). */
function deviceCopySince(page: Page, id: number, since: number) {
  return page.waitForFunction(
    (database, id, since) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open(database);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('drafts', 'readonly').objectStore('drafts').get(id);
          read.onsuccess = () => {
            db.close();
            resolve(((read.result as { savedAt?: number } | undefined)?.savedAt ?? 0) >= since);
          };
          read.onerror = () => (db.close(), resolve(false));
        };
      }),
    { timeout: WRITTEN_WITHIN_MS, polling: 20 },
    LOCAL_DATABASE_NAME,
    id,
    since,
  );
}

/** Saves never reach the server while `work` runs: what the tab keeps is on the device alone. */
async function withSavesRefused(page: Page, work: () => Promise<void>) {
  await page.setRequestInterception(true);
  const refuse = (request: HTTPRequest) =>
    request.url().endsWith('/API/Report/Save') ? void request.abort() : void request.continue();
  page.on('request', refuse);
  try {
    await work();
  } finally {
    page.off('request', refuse);
    await page.setRequestInterception(false);
  }
}

/** The browser killed as by kill -9: no pagehide, no unload, nothing the page can still do. */
async function kill(browser: Browser) {
  const gone = new Promise((resolve) => browser.once('disconnected', resolve));
  browser.process()?.kill('SIGKILL');
  await gone;
}

async function pageOf(browser: Browser) {
  const page = await browser.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  return page;
}

describe('a browser killed right after typing', () => {
  let server: RealServer;
  beforeAll(async () => {
    server = await startRealServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['online', false],
    ['offline', true],
  ])('keeps what was typed %s on the device, restores it after a restart and saves it', async (_, offline) => {
    // The profile outlives the browser, as a laptop's does.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-killed-'));
    const browser = await launchChromium({ userDataDir: profile });
    const page = await pageOf(browser);
    await signIn(page, server.url, 'officer');
    await waitForText(page, 'My reports');
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    await waitForSaveState(page, 'saved');
    const url = page.url();
    await withSavesRefused(page, async () => {
      if (offline) await page.setOfflineMode(true);
      await page.click(`#${LOCAL_CODE}`);
      // A burst of typing, the browser killed soon after its last key.
      await page.keyboard.type('KILLED-');
      const lastKeyAt = await page.evaluate(() => Date.now());
      await page.keyboard.press('7');
      await deviceCopySince(page, Number(new URL(url).pathname.split('/').pop()), lastKeyAt);
      expect(await valueOf(page, LOCAL_CODE)).toBe('KILLED-7');
      // The copy was sealed and written by the row writer's worker, not on the page.
      expect(page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(
        expect.stringMatching(/row-writer\.worker-[\w-]+\.js$/),
      );
      await kill(browser);
    });

    const restarted = await launchChromium({ userDataDir: profile });
    try {
      const again = await pageOf(restarted);
      await signIn(again, server.url, 'officer');
      await waitForText(again, 'My reports');
      await again.goto(url);
      await waitForText(again, 'Vehicle Crash Report #');
      // The sign-in's sync may save the kept copy while the editor opens the report: either way the
      // editor shows what was typed (report-open.ts loads again when the device knows a newer version).
      await again.waitForFunction(
        (id) => (document.getElementById(id) as HTMLInputElement | null)?.value === 'KILLED-7',
        { timeout: 15_000 },
        LOCAL_CODE,
      );
      await waitForSaveState(again, 'saved');
      expect((await serverReportOf(again, server)).data.GeneralInformation.LocalCodeTxt).toBe('KILLED-7');
    } finally {
      await restarted.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});
