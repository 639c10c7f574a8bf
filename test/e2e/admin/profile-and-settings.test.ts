import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { openSection, serverReportOf, sessionTokenOf } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { choose, fieldValue } from '../support/editor/labelled-fields';
import { byRole, DEMO_PASSWORD, signIn, waitForText } from '../support/page-helpers';
import { setSsoLogoutUrl } from '../support/sign-in/sso-logout-fake';

const MAP = '[aria-roledescription="map"]';

/** Replaces the text of the field labelled `label`. */
async function retype(page: Page, label: string, text: string) {
  const field = byRole(page, 'textbox', label);
  await field.click({ count: 3 });
  await field.fill(text);
}

async function freshPage(fixture: ReturnType<typeof useServerAndBrowser>) {
  const context = await fixture.browser.createBrowserContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.setViewport({ width: 1400, height: 1000 });
  return { context, page };
}

describe('profile, user settings and application settings', () => {
  const fixture = useServerAndBrowser();

  it('an officer sets a default location on the profile; a new report opens there with their name and officer id', async () => {
    const { context, page } = await freshPage(fixture);
    await signIn(page, fixture.server.url, 'officer');
    await waitForText(page, 'My reports');
    await page.locator('header a ::-p-text(My profile)').click();
    await waitForText(page, 'Default location of new reports');

    await retype(page, 'First name', 'Oriana');
    await retype(page, 'Officer ID', '4799');
    await choose(page, 'County', '097');
    await choose(page, 'City or town', '36003');
    // Enter on the map sets the point at its centre (the state's middle at first).
    await page.waitForSelector(MAP);
    await page.focus(MAP);
    await page.keyboard.press('Enter');
    const latitude = await fieldValue(page, 'Latitude');
    const longitude = await fieldValue(page, 'Longitude');
    expect(Number(latitude)).toBeCloseTo(39.41, 1);
    expect(Number(longitude)).toBeCloseTo(-86.42, 1);
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, 'Your profile is saved.');
    // The header's name follows at once.
    await waitForText(page, 'Oriana Officer');

    await page.goto(`${fixture.server.url}/dashboard`);
    await waitForText(page, 'My reports');
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    await waitForText(page, 'ORIANA OFFICER');
    await waitForText(page, '4799');

    const report = await serverReportOf(page, fixture.server);
    expect(report.data.Location).toMatchObject({
      CountyCde: '097',
      CityCde: '36003',
      LatDecimalNmb: latitude,
      LongDecimalNmb: longitude,
    });
    expect(report.data.GeneralInformation.InvestigativeOfficer).toMatchObject({
      OfficerNameFiTxt: 'ORIANA',
      OfficerIdTxt: '4799',
    });
    // The editor's map opens at the point.
    await openSection(page, 'Location');
    const title = `Crash location ${Number(latitude).toFixed(6)}, ${Number(longitude).toFixed(6)}`;
    await page.waitForSelector(`${MAP} .leaflet-marker-icon[title="${title}"]`);
    await context.close();
  });

  it('refuses a bad phone at its field and links to the password change, with no axe findings', async () => {
    const { context, page } = await freshPage(fixture);
    await signIn(page, fixture.server.url, 'officer');
    await waitForText(page, 'My reports');
    await page.goto(`${fixture.server.url}/profile`);
    await waitForText(page, 'Default location of new reports');
    await retype(page, 'Phone', '3175550100');
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, 'Enter the phone number as ddd-ddd-dddd');
    const invalid = await page.$eval('input[type="tel"]', (i) => i.getAttribute('aria-invalid'));
    expect(invalid).toBe('true');
    expect(await page.$eval('a[href="/profile/password"]', (a) => a.textContent)).toBe('Change your password');
    await expectNoAxeViolations(page, 'Profile with a field message');
    await context.close();
  });

  it('a state administrator changes the application name and session time-out; they apply without a restart', async () => {
    const { context, page } = await freshPage(fixture);
    await signIn(page, fixture.server.url, 'stateadmin');
    await waitForText(page, 'My reports');
    await page.locator('nav[aria-label="Main navigation"] a ::-p-text(Application settings)').click();
    await waitForText(page, 'Session time-out (minutes)');
    await retype(page, 'Application name', 'Hoosier Crash Reports');
    await retype(page, 'Session time-out (minutes)', '10');
    await byRole(page, 'button', 'Save').click();
    await waitForText(page, 'The settings are saved.');
    await expectNoAxeViolations(page, 'Application settings');
    await page.waitForFunction(() => document.querySelector('header')?.textContent?.includes('Hoosier Crash Reports'));

    // Another browser, on the same running server: the sign-in page and the header use the new name.
    const other = await freshPage(fixture);
    await other.page.goto(`${fixture.server.url}/`);
    await other.page.waitForFunction(() => document.title === 'Hoosier Crash Reports');
    expect(await other.page.$eval('main header', (h) => h.textContent)).toContain('Hoosier Crash Reports');
    // A new session lasts the new time-out.
    const login = await fixture.server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    expect(login.body.payload.user.additionalInfo.sessionTimeoutMs).toBe(600_000);
    const expiresIn = new Date(login.body.payload.user.additionalInfo.sessionExpiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(590_000);
    expect(expiresIn).toBeLessThanOrEqual(600_000);
    await other.context.close();
    await context.close();
  });

  it('the theme and layout options follow the user to a second browser', async () => {
    const first = await freshPage(fixture);
    await signIn(first.page, fixture.server.url, 'supervisor');
    await waitForText(first.page, 'My reports');
    // The save of the night theme (sign-in may first save the browser's own settings as the user's).
    const saved = first.page.waitForResponse(
      (r) =>
        r.url().endsWith('/API/Account/SaveUserSettings') && (r.request().postData() ?? '').includes('"theme":"night"'),
    );
    await byRole(first.page, 'button', 'Switch to night theme').click();
    expect((await saved).status()).toBe(200);

    const second = await freshPage(fixture);
    await signIn(second.page, fixture.server.url, 'supervisor');
    await waitForText(second.page, 'My reports');
    await second.page.waitForFunction(() => document.documentElement.dataset.theme === 'night');
    expect(await byRole(second.page, 'button', 'Switch to day theme').wait()).toBeTruthy();
    await first.context.close();
    await second.context.close();
  });

  it('sign-out saves the open report’s unsaved change, ends the session and goes to the single sign-on logout', async () => {
    await setSsoLogoutUrl(fixture.server, 'https://sso.example.test/logout');

    const { context, page } = await freshPage(fixture);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().startsWith('https://sso.example.test/'))
        void request.respond({ status: 200, contentType: 'text/html', body: '<p>Signed out of single sign-on</p>' });
      else void request.continue();
    });
    await signIn(page, fixture.server.url, 'officer');
    await waitForText(page, 'My reports');
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    const token = await sessionTokenOf(page);
    const id = Number(/\/reports\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

    await page.click('#field-GeneralInformation-LocalCodeTxt');
    await page.keyboard.type('LOGOUT1');
    // At once, before the editor's own autosave (0.8 s after the last key).
    await byRole(page, 'button', 'Sign out').click();
    await waitForText(page, 'Signed out of single sign-on');
    expect(page.url()).toBe('https://sso.example.test/logout');

    expect((await fixture.server.call('Account/KeepAlive', {}, token)).status).toBe(401);
    const officer = await fixture.server.call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
    const report = await fixture.server.call('Report/Get', { id }, officer.body.payload.token);
    expect(report.body.payload.data.GeneralInformation.LocalCodeTxt).toBe('LOGOUT1');
    await context.close();
  });
});
