import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';

const ORI = 'IN0660000';
const NAME = 'Reauth Test Police';

/**
 * A sensitive administration action (disabling an agency) after the last proof of identity is
 * older than REAUTHENTICATE_AFTER_MINUTES (one minute here): the app asks for the password in a
 * dialog and sends the action again; Cancel leaves the server's refusal shown.
 */
describe('the password asked again before a sensitive action', () => {
  const e2e = useServerAndBrowser({ REAUTHENTICATE_AFTER_MINUTES: '1' });

  it('is asked in a dialog, refused at the field when wrong, and the action goes through after it', async () => {
    const api = await e2e.server.call('Account/Login', { userName: 'stateadmin', password: DEMO_PASSWORD });
    const created = await e2e.server.call(
      'Agency/Save',
      { isNew: true, ori: ORI, name: NAME, additionalInfo: {} },
      api.body.payload.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1500, height: 1000 });
    await signIn(page, e2e.server.url, 'stateadmin');
    await byRole(page, 'link', 'Agencies').click();
    await byRole(page, 'button', `Disable ${NAME}`).wait();

    // The sign-in is now more than a minute old.
    await new Promise((resolve) => setTimeout(resolve, 62_000));
    await byRole(page, 'button', `Disable ${NAME}`).click();
    await byRole(page, 'button', 'Disable').click();
    await waitForText(page, 'For this action, confirm your password again.');
    await byRole(page, 'button', 'Cancel').click();
    // Cancelled: the refusal is the action's answer, shown by the screen that asked.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="alert"]')].some((a) =>
        a.textContent?.includes('For this action, confirm your password again.'),
      ),
    );

    await byRole(page, 'button', 'Disable').click();
    await waitForText(page, 'You signed in a while ago');
    await expectNoAxeViolations(page, 'the password asked again');
    await page.locator('dialog[open] input[type="password"]').fill('not-the-password');
    await byRole(page, 'button', 'Confirm').click();
    await waitForText(page, 'The password is incorrect.');
    expect(await page.$eval('dialog[open] input[type="password"]', (i) => i.getAttribute('aria-invalid'))).toBe('true');
    await page.locator('dialog[open] input[type="password"]').fill(DEMO_PASSWORD);
    await byRole(page, 'button', 'Confirm').click();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('table tbody tr')].some(
          (r) => r.textContent?.includes(name) && r.textContent.includes('Disabled'),
        ),
      {},
      NAME,
    );
    await context.close();
  });
});
