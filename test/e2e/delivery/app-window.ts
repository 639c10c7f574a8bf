import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from '../support/chromium';
import { waitForText } from '../support/page-helpers';

/**
 * The web app in Chromium's app window (`--app`), the window an installed web app runs in: its
 * display mode is standalone, as in the desktop app. (This Chromium cannot install an app through
 * the DevTools protocol: it has no PWA domain.) The window is the browser's first page.
 */
export async function openAppWindow(baseUrl: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchChromium({ args: [`--app=${baseUrl}/`] });
  const target = await browser.waitForTarget((t) => t.type() === 'page' && t.url().startsWith(baseUrl), {
    timeout: 30_000,
  });
  const page = await target.page();
  if (!page) throw new Error('The app window has no page.');
  await page.setViewport({ width: 1400, height: 1000 });
  await waitForText(page, 'Sign in');
  return { browser, page };
}

/**
 * Chromium's launch queue as it behaves for an installed app, in each document of the page: the
 * launch that opened the document is queued first (Chromium queues it too), and the test makes
 * further launches with window.__launch(url), as Chromium does when a link is opened while the
 * app runs with launch_handler focus-existing. Installed as the page's own before its scripts run.
 */
export async function deliverLaunches(page: Page) {
  await page.evaluateOnNewDocument(() => {
    type Params = { targetURL: string };
    const waiting: Params[] = [{ targetURL: location.href }];
    let consumer: ((params: Params) => void) | null = null;
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: {
        setConsumer(next: (params: Params) => void) {
          consumer = next;
          for (const params of waiting.splice(0)) next(params);
        },
      },
    });
    Object.assign(window, {
      __launch: (targetURL: string) => (consumer ? consumer({ targetURL }) : waiting.push({ targetURL })),
    });
  });
}

/** A launch of the installed app with this address, while it runs. */
export const launch = (page: Page, url: string) =>
  page.evaluate((u) => (window as unknown as { __launch: (url: string) => void }).__launch(u), url);
