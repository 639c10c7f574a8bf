import { describe, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { settled } from '../support/fresh-pages';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import { expectSignInPage, signInWithLink } from '../support/sign-in/token-link';

/**
 * The real 30 min / 60 s are configuration; a short session shows the same behaviour in seconds.
 * The warning comes 5 s after the last activity and leaves 15 s to answer it: a loaded machine
 * can take several seconds between showing the dialog and the click landing.
 * The two sessions time out side by side, each in a browser context of its own: most of each
 * test is waiting for the clock. The warning and the sign-in page it leads to are checked with axe
 * here too (the other screens' checks are in quality/), as the session waits its seconds anyway.
 */
describe.concurrent('session time-out warning and auto-logout', () => {
  const e2e = useServerAndBrowser({ SESSION_TIMEOUT_MS: '20000', SESSION_WARNING_MS: '15000' });

  it('warns before expiry, renews on "Stay signed in", then signs out when left idle', async ({ expect }) => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'officer');
    await waitForText(page, 'My reports');
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('crash.session') ?? '{}').token as string,
    );

    await waitForText(page, 'Your session is about to expire', 10_000);
    await waitForText(page, 'You will be signed out in');
    await byRole(page, 'button', 'Stay signed in').click();
    await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 5000 });
    expect(await page.evaluate(() => document.body.innerText.includes('My reports'))).toBe(true);

    await waitForText(page, 'Your session is about to expire', 10_000);
    await expectNoAxeViolations(page, 'Session time-out warning');
    await waitForText(page, 'You were signed out after 20 seconds without activity.', 30_000);
    expect(new URL(page.url()).searchParams.get('logout')).toBe('true');
    await settled(page);
    await expectNoAxeViolations(page, 'Sign-in after a time-out');
    const after = await e2e.server.call('Account/KeepAlive', {}, token);
    expect(after.status).toBe(401);
    await context.close();
  });

  it('leads to the sign-in page when a token-link session times out, not to the spent link', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signInWithLink(page, e2e.server);
    await waitForText(page, 'You were signed out after 20 seconds without activity.', 40_000);
    await expectSignInPage(page);
    await context.close();
  });
});
