import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, signIn, waitForText } from '../support/page-helpers';

describe('signing in and out of the web app', () => {
  const e2e = useServerAndBrowser();

  it('shows the system-use banner and refuses a wrong password with a clear message', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/`);
    await waitForText(page, 'Restricted system');
    await waitForText(page, 'may be monitored, recorded and audited');
    await waitForText(page, 'you consent');
    await signIn(page, e2e.server.url, 'officer', 'not-the-password');
    await waitForText(page, 'The user name or password is incorrect.');
    await byRole(page, 'button', 'Sign in').click();
    await waitForText(page, 'Enter your password.');
    await context.close();
  });

  it('signs the demo officer in to the dashboard, keeps the night theme over a reload, and signs out', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'officer');
    await waitForText(page, 'My reports');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await waitForText(page, 'You have no reports yet.');
    await waitForText(page, 'Olivia Officer');
    expect(await page.$eval('table caption', (c) => c.textContent)).toBe('My reports');
    await waitForText(page, 'Indiana State Crash Application');

    await byRole(page, 'button', 'Switch to night theme').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await waitForText(page, 'My reports');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await byRole(page, 'button', 'Switch to day theme').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('crash.session') ?? '{}').token as string,
    );
    expect(token).toBeTruthy();
    await byRole(page, 'button', 'Sign out').click();
    await waitForText(page, 'You have signed out.');
    const address = new URL(page.url());
    expect(address.pathname).toBe('/');
    expect(address.searchParams.get('logout')).toBe('true');
    expect(await page.evaluate(() => sessionStorage.getItem('crash.session'))).toBeNull();
    const after = await e2e.server.call('Account/KeepAlive', {}, token);
    expect(after.status).toBe(401);
    await context.close();
  });

  it('tells a user whose account got locked why they cannot sign in', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    for (let i = 0; i < 5; i++) {
      await e2e.server.call('Account/Login', { userName: 'agencyadmin', password: `wrong-${i}` });
    }
    await signIn(page, e2e.server.url, 'agencyadmin');
    await waitForText(page, 'Your account is locked');
    await context.close();
  });
});
