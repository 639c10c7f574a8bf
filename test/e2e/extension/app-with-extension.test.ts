import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useAppWithExtension } from '../support/extension-app';
import { byRole, signIn, waitForText } from '../support/page-helpers';

/** The real web app and the real extension built for its address: the popup follows the app's sign-in. */
describe('the extension beside the signed-in web app', () => {
  const e2e = useAppWithExtension();

  async function popupStatus(popup: Page) {
    await popup.goto(e2e.extensionUrl('popup.html'));
    const handle = await popup.waitForFunction(
      () => {
        const text = document.querySelector('[aria-label="Sign-in status"]')?.textContent ?? '';
        return text && !text.startsWith('Checking') ? text : undefined;
      },
      { timeout: 10_000 },
    );
    return (await handle.jsonValue()) as string;
  }

  async function expectStatus(popup: Page, expected: string) {
    const deadline = Date.now() + 10_000;
    let text = await popupStatus(popup);
    while (!text.includes(expected) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      text = await popupStatus(popup);
    }
    expect(text).toContain(expected);
    return text;
  }

  it('shows the signed-in officer and agency after sign-in, and "Not signed in" after sign-out', async () => {
    const popup = await e2e.browser.newPage();
    expect(await popupStatus(popup)).toContain('Not signed in');

    const app = await e2e.browser.newPage();
    await signIn(app, e2e.server.url, 'officer');
    await waitForText(app, 'My reports');
    await popup.bringToFront();
    const text = await expectStatus(popup, 'Olivia Officer');
    expect(text).toContain('Indianapolis Metropolitan Police Department (demo)');

    await app.bringToFront();
    await byRole(app, 'button', 'Sign out').click();
    await waitForText(app, 'You have signed out.');
    await popup.bringToFront();
    await expectStatus(popup, 'Not signed in');
  });
});
