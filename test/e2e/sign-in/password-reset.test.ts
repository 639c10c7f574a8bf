import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';

describe('temporary password set by an administrator', () => {
  const e2e = useServerAndBrowser();

  it('must be changed at the next sign-in, refusing a common password', async () => {
    const admin = await e2e.server.call('Account/Login', { userName: 'agencyadmin', password: DEMO_PASSWORD });
    const officer = await e2e.server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    const reset = await e2e.server.call(
      'User/ResetPassword',
      { userId: officer.body.payload.user.id, temporaryPassword: 'Temporary-Pass-77' },
      admin.body.payload.token,
    );
    expect(reset.status).toBe(200);

    const context = await e2e.browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, e2e.server.url, 'officer', 'Temporary-Pass-77');
    await waitForText(page, 'Change your password');
    await page.$$eval('input[type="password"]', (inputs) => inputs.length).then((n) => expect(n).toBe(3));
    const inputs = await page.$$('input[type="password"]');
    await waitForText(page, 'At least 8 characters; common or compromised passwords');
    // The rules speak at the field as soon as it is left, before anything is sent.
    let changeCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/API/Account/ChangePassword')) changeCalls++;
    });
    await inputs[1]?.type('          ');
    await page.keyboard.press('Tab');
    await waitForText(page, 'The password must not be blank or only spaces.');
    const described = await inputs[1]?.evaluate((input) => ({
      invalid: input.getAttribute('aria-invalid'),
      text: (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    }));
    expect(described?.invalid).toBe('true');
    expect(described?.text).toContain('The password must not be blank or only spaces.');
    await inputs[1]?.click({ count: 3 });
    await inputs[1]?.type('zzzzzzzzzz');
    await waitForText(page, 'The password must not be one character repeated.');
    await inputs[1]?.click({ count: 3 });
    await inputs[1]?.type('p@ssw0rd');
    await waitForText(page, 'This password is on a list of common or compromised passwords. Choose another.');
    await inputs[1]?.click({ count: 3 });
    await inputs[1]?.type('Shorty1');
    await waitForText(page, 'The password must be at least 8 characters long.');
    await byRole(page, 'button', 'Change password').click();
    expect(changeCalls).toBe(0);
    await inputs[1]?.click({ count: 3 });
    await page.keyboard.press('Backspace');

    await inputs[0]?.type('Temporary-Pass-77');
    await inputs[1]?.type('baseball');
    await inputs[2]?.type('baseball');
    await byRole(page, 'button', 'Change password').click();
    await waitForText(page, 'list of common or compromised passwords');

    await inputs[1]?.click({ count: 3 });
    await inputs[1]?.type('Brand-New-Secret-42');
    await inputs[2]?.click({ count: 3 });
    await inputs[2]?.type('Brand-New-Secret-43');
    await byRole(page, 'button', 'Change password').click();
    await waitForText(page, 'The two new passwords do not match.');
    await inputs[2]?.click({ count: 3 });
    await inputs[2]?.type('Brand-New-Secret-42');
    await byRole(page, 'button', 'Change password').click();
    await waitForText(page, 'My reports');
    await context.close();

    const relogin = await e2e.server.call('Account/Login', { userName: 'officer', password: 'Brand-New-Secret-42' });
    expect(relogin.status).toBe(200);
    expect(relogin.body.payload.user.additionalInfo.mustChangePassword).toBe(false);
  });
});
