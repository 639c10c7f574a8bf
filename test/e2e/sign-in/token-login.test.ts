import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, DEMO_PASSWORD, waitForText } from '../support/page-helpers';
import { expectSignInPage, signInWithLink } from '../support/sign-in/token-link';

describe('token login through a minted one-time link', () => {
  const e2e = useServerAndBrowser();

  async function mintLink() {
    const login = await e2e.server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    const link = await e2e.server.call('Account/CreateLoginLink', {}, login.body.payload.token);
    expect(link.status).toBe(200);
    return link.body.payload.url as string;
  }

  it('loads, asks for the DPPA acknowledgement, strips the token from the address and opens the dashboard', async () => {
    const url = await mintLink();
    const linkToken = new URL(url).searchParams.get('token');
    expect(new URL(url).searchParams.get('pid')).toBe('crash');
    expect(new URL(url).searchParams.get('type')).toBe('link');
    expect(new URL(url).searchParams.get('aid')).toBeTruthy();

    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(url);
    expect(page.url()).not.toContain('token=');
    await waitForText(page, 'Permissible use of driver and vehicle records');
    expect(page.url()).not.toContain(linkToken ?? 'missing');
    await waitForText(page, 'Signed in as Olivia Officer');

    await byRole(page, 'button', 'Continue').click();
    await waitForText(page, 'Choose the permissible use for this session.');
    await page.locator('input[type="radio"]').click();
    await byRole(page, 'button', 'Continue').click();
    await waitForText(page, 'You must acknowledge the DPPA terms to continue.');
    await page.locator('input[type="checkbox"]').click();
    await byRole(page, 'button', 'Continue').click();
    await waitForText(page, 'My reports');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(page.url()).not.toContain('token=');
    const history = await page.evaluate(() => window.history.length);
    expect(history).toBeLessThanOrEqual(2);
    await context.close();

    const again = await e2e.browser.createBrowserContext();
    const second = await again.newPage();
    await second.goto(url);
    await waitForText(second, 'Token login failed');
    await waitForText(second, 'already been used');
    await byRole(second, 'button', 'Sign in with your user name and password').click();
    await waitForText(second, 'Restricted system');
    await again.close();
  });

  it('leads to the sign-in page on Sign out after a token-link sign-in, not to the spent link', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signInWithLink(page, e2e.server);
    await byRole(page, 'button', 'Sign out').click();
    await waitForText(page, 'You have signed out.');
    await expectSignInPage(page);
    // The sign-in page works: the same officer signs in again with a password.
    await byRole(page, 'textbox', 'User name').fill('officer');
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await byRole(page, 'button', 'Sign in').click();
    await waitForText(page, 'My reports');
    await context.close();
  });

  it('reports a link with an unknown token as a failed token login', async () => {
    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    // Hold the exchange back so the loading state can be seen, then let it through.
    await page.setRequestInterception(true);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      if (request.url().endsWith('/API/Account/TokenAuthenticate')) void held.then(() => request.continue());
      else void request.continue();
    });
    await page.goto(`${e2e.server.url}/?token=not-a-real-token&pid=crash&type=link&aid=crash-web`);
    await waitForText(page, 'Signing you in');
    expect(await page.$eval('[role="status"]', (s) => s.textContent)).toContain('Signing you in');
    release();
    await waitForText(page, 'Token login failed');
    await waitForText(page, 'This login link is not valid.');
    expect(page.url()).not.toContain('not-a-real-token');
    await context.close();
  });
});
