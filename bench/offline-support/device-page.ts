/**
 * Driving the app in a tab as an officer who works offline. In-page scripts are strings, as in
 * bench/editor-support/page-probes.ts (tsx's name-keeping helpers do not exist in the page).
 */
import type { Browser, Page } from 'puppeteer-core';
import { signIn, waitForText } from '../../test/e2e/support/page-helpers';

export const LOCAL_CODE = '#field-GeneralInformation-LocalCodeTxt';

/** A new tab of a new browser profile, signed in as the officer with the password (the device keeps their key). */
export async function signedInTab(browser: Browser, baseUrl: string) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await signIn(page, baseUrl, 'officer');
  await waitForText(page, 'My reports', 30_000);
  // The app's files are on the device once a service worker controls the page.
  await page.waitForFunction('navigator.serviceWorker.controller !== null', { timeout: 30_000 });
  return { context, page };
}

/** The session the tab keeps (session storage `crash.session`): its token, stage and officer. */
export async function storedSession(page: Page): Promise<{ token: string; stage: string; userId: number }> {
  return JSON.parse(String(await page.evaluate(`sessionStorage.getItem('crash.session')`)));
}

/**
 * How many of the reports this device keeps no copy of (`missing`) and how many of those it keeps
 * still hold changes the server has not taken (`dirty`), with the Local Code each copy holds.
 * The copies are sealed: they are opened with the device key the tab keeps, as the app does.
 */
export async function deviceCopies(page: Page, ids: number[]) {
  return (await page.evaluate(`(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('crash-report');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => resolve(open.result);
    });
    try {
      const tabKey = JSON.parse(sessionStorage.getItem('crash.deviceKey') ?? 'null');
      if (!tabKey) throw new Error('The tab holds no device key');
      const raw = Uint8Array.from(atob(tabKey.key), (c) => c.charCodeAt(0));
      const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
      const rows = await new Promise((resolve, reject) => {
        const store = db.transaction('drafts').objectStore('drafts');
        const found = [];
        let left = ${ids.length};
        for (const id of ${JSON.stringify(ids)}) {
          const get = store.get(id);
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            found.push(get.result);
            if (--left === 0) resolve(found);
          };
        }
        if (left === 0) resolve(found);
      });
      const result = { missing: 0, dirty: 0, localCodes: {} };
      for (const row of rows) {
        if (!row) { result.missing++; continue; }
        const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: row.iv }, key, row.ciphertext);
        const draft = JSON.parse(new TextDecoder().decode(plain));
        if (draft.dirty) result.dirty++;
        result.localCodes[draft.id] = draft.data?.GeneralInformation?.LocalCodeTxt ?? null;
      }
      return result;
    } finally {
      db.close();
    }
  })()`)) as { missing: number; dirty: number; localCodes: Record<string, string | null> };
}

/** Waits until the device keeps a copy of the report, dirty (with this Local Code) or not. */
export async function untilKept(page: Page, id: number, dirtyWith?: string, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const copies = await deviceCopies(page, [id]);
    const kept =
      copies.missing === 0 && (dirtyWith === undefined || (copies.dirty === 1 && copies.localCodes[id] === dirtyWith));
    if (kept) return;
    if (Date.now() > deadline)
      throw new Error(
        `The device never kept report ${id}${dirtyWith ? ` with "${dirtyWith}"` : ''}: ${JSON.stringify(copies)}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the editor shows the report's Local Code, enabled, in this save state. */
export async function untilEditorShows(page: Page, saveState: string, timeout = 30_000) {
  try {
    await page.waitForFunction(
      `(() => {
        const field = document.querySelector(${JSON.stringify(LOCAL_CODE)});
        return !!field && !field.disabled && field.value !== '' &&
          document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === ${JSON.stringify(saveState)};
      })()`,
      { polling: 50, timeout },
    );
  } catch {
    const shown = await page.evaluate('document.body.innerText').catch(() => '');
    throw new Error(
      `The editor never showed the report (${saveState}). The page shows:\n${String(shown).slice(0, 1500)}`,
    );
  }
}

/** Follows a link of the page as the officer would (a click: the app navigates without reloading). */
export async function clickLink(page: Page, selector: string) {
  const link = await page.waitForSelector(selector, { timeout: 15_000 });
  await link!.click();
}

/** The Dashboard link of the main navigation (it stays enabled offline). */
export const DASHBOARD_LINK = 'nav[aria-label="Main navigation"] a[href="/dashboard"]';

/** The rows of the dashboard's device panel, and how many of them say they wait to sync. */
export const deviceRows = (page: Page) =>
  page.evaluate(`({
    rows: document.querySelectorAll('[data-device-report]').length,
    waiting: document.querySelectorAll('[data-device-report] [data-sync-state="waiting"]').length,
    heading: document.getElementById('device-reports')?.textContent ?? null,
  })`) as Promise<{ rows: number; waiting: number; heading: string | null }>;

/** The app's question to sessions opened offline when the server answers again. */
export const BACK_ONLINE_DIALOG = 'You are back online';
