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

/**
 * Goes to `path` inside the app, as its own links do (a history entry the router follows), without
 * loading the page again: a signed-in page keeps its session, its scripts and axe, where a goto
 * paid a whole app start and axe's injection each time. Waits for the screen whose title starts
 * with `title` (the router shows the screen it left until the new one's data came).
 */
export async function visit(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction(
    (to, t) => location.pathname === to && document.querySelector('h1')?.textContent?.startsWith(t),
    { timeout: 15_000 },
    path,
    title,
  );
}
