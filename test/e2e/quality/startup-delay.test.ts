import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { waitForText } from '../support/page-helpers';

/**
 * Before any script of the page runs: notes when the app first renders into #root and when each
 * call to the server starts, on the page's own clock.
 */
function recordStartup() {
  const w = window as unknown as { startup: { rendered: number | null; calls: { path: string; at: number }[] } };
  w.startup = { rendered: null, calls: [] };
  new MutationObserver((_, observer) => {
    if (document.getElementById('root')?.firstChild) {
      w.startup.rendered = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/API/'))
      w.startup.calls.push({ path: new URL(url, location.href).pathname, at: performance.now() });
    return fetch(input, init);
  };
}

describe('the app at start', () => {
  const e2e = useServerAndBrowser();

  it('runs its startup tasks (settings, session restore) 100 ms after its first screen, not before', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.evaluateOnNewDocument(recordStartup);
    await page.goto(e2e.server.url);
    await waitForText(page, 'Sign in');
    const startup = await page.evaluate(
      () => (window as unknown as { startup: { rendered: number; calls: { path: string; at: number }[] } }).startup,
    );
    expect(startup.rendered).not.toBeNull();
    expect(startup.calls.length).toBeGreaterThan(0);
    for (const call of startup.calls) expect(call.at - startup.rendered, call.path).toBeGreaterThanOrEqual(100);
    await context.close();
  });
});
