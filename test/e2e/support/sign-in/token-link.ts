import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { byRole, DEMO_PASSWORD, waitForText } from '../page-helpers';
import type { RealServer } from '../real-server';

/** A one-time login link minted for a user, as the extension or an RMS would get one. */
export async function mintLoginLink(server: RealServer, userName = 'officer'): Promise<string> {
  const login = await server.call('Account/Login', { userName, password: DEMO_PASSWORD });
  const link = await server.call('Account/CreateLoginLink', {}, login.body.payload.token);
  expect(link.status).toBe(200);
  return link.body.payload.url as string;
}

/** Opens a login link and goes through the DPPA step to the dashboard. */
export async function signInWithLink(page: Page, server: RealServer, userName = 'officer') {
  await page.goto(await mintLoginLink(server, userName));
  await waitForText(page, 'Permissible use of driver and vehicle records');
  await byRole(page, 'button', 'Continue').click();
  await page.locator('input[type="radio"]').click();
  await page.locator('input[type="checkbox"]').click();
  await byRole(page, 'button', 'Continue').click();
  await waitForText(page, 'My reports');
}

/** The sign-in page, and not the token-login page saying the link was used. */
export async function expectSignInPage(page: Page) {
  await byRole(page, 'button', 'Sign in').wait();
  const shown = await page.evaluate(() => document.body.innerText);
  expect(shown).toContain('Restricted system');
  expect(shown).not.toContain('Token login failed');
  expect(shown).not.toContain('already been used');
}
