import type { Page } from 'puppeteer-core';

export const DEMO_PASSWORD = 'Crash-Demo-2026';

/** Waits until the page shows this text anywhere. */
export async function waitForText(page: Page, text: string, timeout = 15_000) {
  try {
    await page.waitForFunction((t) => document.body?.innerText.includes(t), { timeout }, text);
  } catch {
    const shown = await page.evaluate(() => document.body?.innerText ?? '');
    // Dialogs and panels are portaled to the end of the body: the end is shown too.
    const excerpt = shown.length > 2000 ? `${shown.slice(0, 1000)}\n[…]\n${shown.slice(-1000)}` : shown;
    throw new Error(`"${text}" did not appear. The page shows:\n${excerpt}`);
  }
}

/** Finds a control by its role and accessible name, as a user (or a screen reader) would. */
export function byRole(page: Page, role: string, name: string) {
  return page.locator(`::-p-aria([name="${name}"][role="${role}"])`);
}

export async function signIn(page: Page, baseUrl: string, userName: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/`);
  await byRole(page, 'textbox', 'User name').fill(userName);
  await page.locator('input[type="password"]').fill(password);
  await byRole(page, 'button', 'Sign in').click();
}

/** Waits until `done` holds: for what arrives as an event (a dialog, a close), not as a page change. */
export async function until(done: () => boolean, timeout = 10_000) {
  const end = Date.now() + timeout;
  while (!done()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Dismisses every dialog the page opens (the browser's leave-page question among them); answers their types as they come. */
export function dismissDialogs(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  return asked;
}

/** Closes the page as its window's close button would, and waits for the leave-page question `asked` collects. */
export async function closeAndWaitForQuestion(page: Page, asked: string[]) {
  const before = asked.length;
  await page.close({ runBeforeUnload: true });
  await until(() => asked.length > before);
}

/**
 * Waits until a service worker controls this page and has finished activating: the app's files
 * are on the device by then, and no later claim of the page (which Chromium answers by evicting a
 * page from its back-forward cache) is still to come.
 */
export async function workerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
  // clientsClaim makes the worker the page's controller while it is still activating: a page that
  // draws sooner sees that moment, so the state is read once the activation has ended.
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker?.state === 'activating') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
    return worker?.state;
  });
}
