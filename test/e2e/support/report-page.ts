import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { waitForText } from './page-helpers';

/** Clicks the button with this exact text, inside the open dialog when there is one. */
export async function press(page: Page, text: string) {
  await page.waitForFunction(
    (t) => {
      const scope = document.querySelector('dialog[open]') ?? document.body;
      const button = [...scope.querySelectorAll('button')].find(
        // A busy button refuses presses without being disabled (components/button.tsx).
        (b) => b.textContent?.trim() === t && !b.disabled && b.getAttribute('aria-disabled') !== 'true',
      );
      if (!button) return false;
      button.click();
      return true;
    },
    { timeout: 15_000 },
    text,
  );
}

/**
 * Presses Print or Send in the copy dialog (app/workflow/give-copy-dialog.tsx) once it has come:
 * its code loads on first use, and until then `press` would find the ribbon's own Print.
 */
export async function pressInCopyDialog(page: Page, text: 'Print' | 'Send') {
  await page.waitForSelector('dialog[open] form', { timeout: 15_000 });
  await press(page, text);
}

/** Waits until the report's header names this status. */
export const headerStatus = (page: Page, status: string) =>
  page.waitForFunction(
    (s) => {
      const header = document.querySelector('dl[aria-label="Report header"]');
      return [...(header?.querySelectorAll('div') ?? [])].some((d) => d.textContent === `Status:${s}`);
    },
    { timeout: 15_000 },
    status,
  );

/** Opens report `id` in the editor and waits for its header to show `status`. */
export async function openReportPage(page: Page, baseUrl: string, id: number, status: string) {
  await page.goto(`${baseUrl}/reports/${id}`);
  await waitForText(page, `Vehicle Crash Report #${id}`);
  await headerStatus(page, status);
}

/** Lets `page`'s browser context save downloads into `dir` (headless Chromium refuses them otherwise). */
export async function downloadsInto(browser: Browser, page: Page, dir: string) {
  const cdp = await browser.target().createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: dir,
    browserContextId: page.browserContext().id,
  });
}

/** The first file in `dir` whose name ends with `ending`, once the download has finished. */
export async function waitForFile(dir: string, ending: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const done = fs.readdirSync(dir).find((f) => f.endsWith(ending));
    if (done) return path.join(dir, done);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${ending} file was downloaded into ${dir}: ${fs.readdirSync(dir).join(', ') || 'nothing'}`);
}
