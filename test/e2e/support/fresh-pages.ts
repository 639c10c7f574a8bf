import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { DEMO_PASSWORD, signIn, waitForText } from './page-helpers';

/**
 * Pages each in a browser context of its own (nothing stored by one, such as layout options or a
 * session, reaches the next), closed together when the test file ends.
 */
export function freshPages() {
  const contexts: BrowserContext[] = [];

  async function fresh(browser: Browser, { popupsBlocked = false } = {}): Promise<Page> {
    const context = await browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    // Without window.open the editor shows its windows as panels in the page, as a pop-up blocker makes it.
    if (popupsBlocked)
      await page.evaluateOnNewDocument(() => {
        window.open = () => null;
      });
    page.on('dialog', (d) => void d.accept());
    await page.setViewport({ width: 1400, height: 1000 });
    return page;
  }

  return {
    fresh,
    /** A fresh page signed in as `user`, on the dashboard. */
    async signedIn(
      browser: Browser,
      baseUrl: string,
      user: string,
      { password = DEMO_PASSWORD, popupsBlocked = false }: { password?: string; popupsBlocked?: boolean } = {},
    ): Promise<Page> {
      const page = await fresh(browser, { popupsBlocked });
      await signIn(page, baseUrl, user, password);
      await waitForText(page, 'My reports');
      return page;
    },
    closeAll: () => Promise.all(contexts.map((c) => c.close().catch(() => undefined))),
  };
}

/** Lets the page finish what the last step started (lazy bundles, code lists, a repaint). */
export async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]'), {
    timeout: 15_000,
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
