import type { Page } from 'puppeteer-core';
import { byRole } from './page-helpers';

/**
 * Runs `action` on `page` and returns the child window (window.open) it opened: a new target
 * whose opener is the page, not one that was there before.
 */
export async function childWindowOpenedBy(page: Page, action: () => Promise<void>): Promise<Page> {
  const context = page.browserContext();
  const before = new Set(context.targets());
  const opened = context.waitForTarget((t) => t.opener() === page.target() && !before.has(t), { timeout: 15_000 });
  await action();
  const child = await (await opened).page();
  if (!child) throw new Error('The child window opened, but puppeteer could not attach to its page.');
  return child;
}

/**
 * Clicks a button that closes its own window and waits for the close. A locator's click retries
 * until its timeout when the window goes away between the press and the release's answer (more
 * likely on a busy machine); here the close is the check, and the click's own answer may be lost.
 */
export async function clickToClose(win: Page, role: string, name: string): Promise<void> {
  const closed = closingOf(win);
  const button = await byRole(win, role, name).waitHandle();
  await Promise.race([button.click().catch(() => undefined), closed]);
  await closed;
}

/** Waits until a page or child window closes (puppeteer's 'close' event, or already closed). */
export function closingOf(page: Page): Promise<void> {
  return new Promise((resolve) => {
    if (page.isClosed()) resolve();
    else page.once('close', () => resolve());
  });
}

/**
 * Counts the calls that reach a child window's focus(): headless Chromium reports every window as
 * focused, so "switched to" is seen as the main window calling focus() on the right child.
 */
export async function countFocusCalls(child: Page): Promise<() => Promise<number>> {
  await child.evaluate(() => {
    const w = window as Window & { focusCalls?: number };
    const focus = w.focus.bind(w);
    w.focusCalls = 0;
    w.focus = () => {
      w.focusCalls = (w.focusCalls ?? 0) + 1;
      focus();
    };
  });
  return () => child.evaluate(() => (window as Window & { focusCalls?: number }).focusCalls ?? 0);
}

/** Puts text into a textarea as pasting would (one input event, React sees the change). */
export async function pasteInto(page: Page, selector: string, text: string) {
  // A child window draws its form a moment after it opens.
  await page.waitForSelector(selector);
  await page.$eval(
    selector,
    (area, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(area, value);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    },
    text,
  );
}

/** The names of the windows the main window's Windows control lists (opening the list if need be). */
export async function listedWindows(page: Page, count: number): Promise<string[]> {
  const toggle = await byRole(page, 'button', `Windows (${count})`).waitHandle();
  if ((await toggle.evaluate((b) => b.getAttribute('aria-expanded'))) !== 'true') await toggle.click();
  await page.waitForSelector('ul[aria-label="Open windows"]');
  return page.$$eval('ul[aria-label="Open windows"] li > span', (spans) => spans.map((s) => s.textContent ?? ''));
}
