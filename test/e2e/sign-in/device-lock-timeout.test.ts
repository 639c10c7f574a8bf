import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, DEMO_PASSWORD, signIn, waitForText, workerReady } from '../support/page-helpers';

/** A short session shows in seconds what the real 30 minutes do. */
describe('the idle time-out without the network', () => {
  const e2e = useServerAndBrowser({ SESSION_TIMEOUT_MS: '12000', SESSION_WARNING_MS: '6000' });

  it('locks the device instead of signing out, and the password unlocks it', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'officer');
    await waitForText(page, 'My reports');
    const session = await page.evaluate(() => sessionStorage.getItem('crash.session'));
    // Offline, the lock screen's code comes from the worker's copy: a chunk the network cannot
    // give reloads the page, which offline is the browser's error page.
    await workerReady(page);

    await page.setOfflineMode(true);
    await waitForText(page, 'This device will lock in', 15_000);
    await waitForText(page, 'Unlock', 15_000);
    expect(await page.$eval('[data-testid="locked-officer"]', (e) => e.textContent)).toBe('officer');
    // Locked, not signed out: the session stays, the key does not.
    expect(await page.evaluate(() => sessionStorage.getItem('crash.session'))).toBe(session);
    expect(await page.evaluate(() => sessionStorage.getItem('crash.deviceKey'))).toBeNull();
    await waitForText(page, 'Signing in as someone else needs the network.');

    await page.locator('input[type="password"]').fill('Not-The-Password-1');
    await byRole(page, 'button', 'Unlock').click();
    await waitForText(page, 'The password is not right.');
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await byRole(page, 'button', 'Unlock').click();
    // Offline, the dashboard lists the reports kept on the device.
    await waitForText(page, 'Reports on this device');
    expect(await page.evaluate(() => sessionStorage.getItem('crash.deviceKey'))).not.toBeNull();
    await context.close();
  });
});
