import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'puppeteer-core';
import { byRole, waitForText } from '../page-helpers';

/** The code an authenticator app shows now for a base32 secret. */
export const codeNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

/** A one-time sign-in link, pointed at the server under test (the link names the configured address). */
export function linkOn(serverUrl: string, link: string): string {
  const url = new URL(link);
  return `${serverUrl}${url.pathname}${url.search}${url.hash}`;
}

/**
 * Someone opens the one-time sign-in link an administrator gave them in a browser of their own:
 * the DPPA step, the second factor when their role needs one (answers its secret), and the
 * password they choose. Ends on the dashboard.
 */
export async function firstSignIn(
  browser: Browser,
  link: string,
  password: string,
): Promise<{ page: Page; secret: string | null }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  await page.goto(link);
  await waitForText(page, 'Permissible use of driver and vehicle records');
  await page.locator('input[type="radio"]').click();
  await page.locator('input[type="checkbox"]').click();
  await byRole(page, 'button', 'Continue').click();

  const next = await page.waitForFunction(() => {
    const text = document.body.innerText;
    if (text.includes('Set up your second factor')) return 'enrol';
    if (text.includes('Choose your password')) return 'password';
    return false;
  });
  let secret: string | null = null;
  if ((await next.jsonValue()) === 'enrol') {
    await page.waitForSelector('img[alt^="QR code for"]');
    secret = (await page.$eval('[data-testid="totp-secret"]', (el) => el.textContent ?? '')).replace(/\s/g, '');
    await byRole(page, 'textbox', 'Code from your authenticator app').fill(codeNow(secret));
    await byRole(page, 'button', 'Confirm').click();
    await waitForText(page, 'Save these recovery codes now');
    await byRole(page, 'checkbox', 'I saved them').click();
    await byRole(page, 'button', 'Continue').click();
  }
  await waitForText(page, 'Choose your password');
  await byRole(page, 'textbox', 'New password').fill(password);
  await byRole(page, 'textbox', 'Confirm new password').fill(password);
  await byRole(page, 'button', 'Choose password').click();
  await page
    .waitForFunction(() => location.pathname === '/dashboard')
    .catch(async (error: Error) => {
      const shown = await page.evaluate(() => `${location.pathname}: ${document.body.innerText}`);
      throw new Error(`${error.message}; the page shows ${shown}`);
    });
  return { page, secret };
}

/** The main menu's entries, by their titles. */
export const menuLinks = (page: Page) =>
  page.$$eval('nav[aria-label="Main navigation"] a', (links) => links.map((a) => a.getAttribute('title') ?? ''));
