import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { useServerAndBrowser } from '../support/fixture';
import { settled } from '../support/fresh-pages';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';

const CHOSEN = 'Harbor-Lantern-Quartz-58';

describe('user administration in the browser', () => {
  const e2e = useServerAndBrowser();

  it('an agency administrator creates an officer who signs in through the one-time link; disabling ends the officer\u2019s session', async () => {
    const adminContext = await e2e.browser.createBrowserContext();
    const admin = await adminContext.newPage();
    await signIn(admin, e2e.server.url, 'agencyadmin');
    await waitForText(admin, 'My reports');
    await byRole(admin, 'link', 'Users').click();
    await waitForText(admin, 'Olivia');
    // Rows show role names and statuses in words; the state administrator is beyond an agency administrator's reach.
    await waitForText(admin, 'State Administrator');
    await waitForText(admin, 'Active');
    expect(await admin.$$eval('button[aria-label$=" stateadmin"]', (b) => b.length)).toBe(0);
    expect(await admin.$$eval('button[aria-label="Disable agencyadmin"]', (b) => b.length)).toBe(0);
    await byRole(admin, 'button', 'Disable officer').wait();
    await settled(admin);
    await expectNoAxeViolations(admin, 'Users');

    await byRole(admin, 'button', 'New user').click();
    await byRole(admin, 'textbox', 'First name').fill('Nadia');
    await byRole(admin, 'textbox', 'Last name').fill('Newhire');
    await byRole(admin, 'textbox', 'User name').fill('officer');
    await byRole(admin, 'textbox', 'Officer id').fill('6060');
    // Only the roles an agency administrator may grant are offered.
    await settled(admin);
    await expectNoAxeViolations(admin, 'New user dialog');
    const offered = await admin.$$eval('dialog fieldset label', (labels) => labels.map((l) => l.textContent?.trim()));
    expect(offered).toEqual(['Agency Administrator', 'Officer', 'Records Clerk', 'Supervisor']);
    await byRole(admin, 'button', 'Create user').click();
    await waitForText(admin, 'Choose at least one role.');
    await byRole(admin, 'checkbox', 'Officer').click();
    await byRole(admin, 'button', 'Create user').click();
    await waitForText(admin, 'The user name officer is taken.');
    const userNameField = byRole(admin, 'textbox', 'User name');
    await userNameField.fill('nnewhire');
    await byRole(admin, 'button', 'Create user').click();
    await waitForText(admin, 'Give this one-time sign-in link to nnewhire');
    const link = await admin.$eval('dialog input[readonly]', (input) => (input as HTMLInputElement).value);
    expect(new URL(link).origin).toBe(e2e.server.url);
    await byRole(admin, 'button', 'Copy the sign-in link for nnewhire').wait();
    await settled(admin);
    await expectNoAxeViolations(admin, 'One-time sign-in link');
    await byRole(admin, 'button', 'Done').click();

    const officerContext = await e2e.browser.createBrowserContext();
    const officer = await officerContext.newPage();
    await officer.goto(link);
    await waitForText(officer, 'Permissible use of driver and vehicle records');
    await officer.locator('input[type="radio"]').click();
    await officer.locator('input[type="checkbox"]').click();
    await byRole(officer, 'button', 'Continue').click();
    await waitForText(officer, 'Choose your password');
    // No current password: the officer never had one.
    expect(await officer.$$eval('input[type="password"]', (inputs) => inputs.length)).toBe(2);
    await settled(officer);
    await expectNoAxeViolations(officer, 'Choose your password');
    await byRole(officer, 'textbox', 'New password').fill(CHOSEN);
    await byRole(officer, 'textbox', 'Confirm new password').fill(CHOSEN);
    await byRole(officer, 'button', 'Choose password').click();
    await waitForText(officer, 'My reports');
    expect(new URL(officer.url()).pathname).toBe('/dashboard');

    await byRole(admin, 'textbox', 'User name').fill('nnewhire');
    await byRole(admin, 'button', 'Search').click();
    await byRole(admin, 'button', 'Disable nnewhire').click();
    await waitForText(admin, 'User nnewhire was disabled.');
    await waitForText(admin, 'Disabled');

    // The officer's open app: its next call finds the session ended and signs out, saying why. That
    // call may be the app's own (the dashboard readies the editor's code lists while idle), else the
    // table's Refresh.
    await officer.evaluate(() =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Refresh')?.click(),
    );
    await waitForText(officer, 'Your account is disabled. Contact your agency administrator.');
    await waitForText(officer, 'Restricted system');
    expect((await e2e.server.call('Account/Login', { userName: 'nnewhire', password: CHOSEN })).status).toBe(403);

    await byRole(admin, 'button', 'Enable nnewhire').click();
    await waitForText(admin, 'User nnewhire was enabled.');
    expect((await e2e.server.call('Account/Login', { userName: 'nnewhire', password: CHOSEN })).status).toBe(200);
    expect((await e2e.server.call('Account/Login', { userName: 'nnewhire', password: DEMO_PASSWORD })).status).toBe(
      401,
    );
    await officerContext.close();
    await adminContext.close();
  });
});
