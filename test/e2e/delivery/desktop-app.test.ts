import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP_APP_QUERY } from '../../../app/desktop/desktop-app';
import { webAppManifest } from '../../../app/desktop/web-app-manifest';
import { reportIdOf, waitForSaveState } from '../support/editor/editor-helpers';
import { useServerAndBrowser } from '../support/fixture';
import { byRole, closeAndWaitForQuestion, dismissDialogs, signIn, until, waitForText } from '../support/page-helpers';
import { setSsoLogoutUrl } from '../support/sign-in/sso-logout-fake';
import { mintLoginLink, signInWithLink } from '../support/sign-in/token-link';
import { deliverLaunches, launch, openAppWindow } from './app-window';

/** Width and height a PNG's header states. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const isDesktopApp = (page: Page) => page.evaluate((query) => matchMedia(query).matches, DESKTOP_APP_QUERY);

describe('the desktop app: the web app installed from a Chromium-based browser', () => {
  const e2e = useServerAndBrowser();

  it('installs without an installability error, with the manifest, icons and launch handler the browser reads', async () => {
    // The browser's own profile: an incognito context cannot install apps.
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.server.url}/`);
    await waitForText(page, 'Sign in');
    const cdp = await page.createCDPSession();

    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const read = await cdp.send('Page.getAppManifest');
    expect(read.errors).toEqual([]);
    expect(read.url).toBe(`${e2e.server.url}/manifest.webmanifest`);
    expect(JSON.parse(read.data ?? 'null')).toMatchObject(JSON.parse(JSON.stringify(webAppManifest)));
    // As Chromium understood it: one app at the root, opening in its own window, links focusing it.
    expect(read.manifest).toMatchObject({
      id: `${e2e.server.url}/`,
      startUrl: `${e2e.server.url}/`,
      scope: `${e2e.server.url}/`,
      display: 'kStandalone',
      launchHandler: { clientMode: 'kFocusExisting' },
      name: 'Crash Report',
    });

    // Each icon is served, a PNG of the size the manifest states; one is maskable.
    for (const icon of webAppManifest.icons ?? []) {
      const answer = await fetch(`${e2e.server.url}${icon.src}`);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await answer.arrayBuffer()))).toBe(icon.sizes);
    }
    expect((webAppManifest.icons ?? []).map((i) => i.purpose)).toContain('maskable');
    // A browser tab is not the desktop app.
    expect(await isDesktopApp(page)).toBe(false);
    await page.close();
  });

  describe('running in its own window', () => {
    // Each test has a window of its own, in a browser of its own: nothing one stores reaches the next.
    let app: { browser: Browser; page: Page };
    beforeEach(async () => {
      app = await openAppWindow(e2e.server.url);
    });
    afterEach(async () => {
      await app?.browser.close();
    });

    it('is the desktop app, and signing out there stays on its sign-in page instead of the single sign-on logout', async () => {
      await setSsoLogoutUrl(e2e.server, 'https://sso.example.test/logout');

      const { page } = app;
      expect(await isDesktopApp(page)).toBe(true);
      const toSso: string[] = [];
      const watch = (request: HTTPRequest) => {
        if (request.url().startsWith('https://sso.example.test/')) toSso.push(request.url());
      };
      page.on('request', watch);
      await signIn(page, e2e.server.url, 'officer');
      await waitForText(page, 'My reports');
      await byRole(page, 'button', 'Sign out').click();
      await waitForText(page, 'You have signed out.');
      await byRole(page, 'button', 'Sign in').wait();
      expect(page.url()).toBe(`${e2e.server.url}/?logout=true`);
      expect(toSso).toEqual([]);
      page.off('request', watch);
    });

    it('takes a login link or a report link opened while it runs into its window', async () => {
      const { page } = app;
      await deliverLaunches(page);
      // Opened by a login link: the launch that opened the window is not followed again, so the
      // one-time link is exchanged once and signs in.
      await signInWithLink(page, e2e.server, 'officer');
      await byRole(page, 'button', 'New crash report').click();
      await waitForText(page, 'Vehicle Crash Report #');
      const id = reportIdOf(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const sameDocument = () => page.evaluate(() => '__sameDocument' in window);

      // Another screen, then the report again: the running app goes there, not a new page load.
      await launch(page, `${e2e.server.url}/reports/working`);
      await page.waitForFunction(() => location.pathname === '/reports/working');
      await launch(page, `${e2e.server.url}/reports/${id}`);
      await waitForText(page, `Vehicle Crash Report #${id}`);
      expect(await sameDocument()).toBe(true);
      // The start address only brings the window forward.
      await launch(page, `${e2e.server.url}/`);
      expect(new URL(page.url()).pathname).toBe(`/reports/${id}`);

      // Another officer's login link signs in with it, in this window.
      await launch(page, await mintLoginLink(e2e.server, 'supervisor'));
      await waitForText(page, 'Permissible use of driver and vehicle records');
      expect(await sameDocument()).toBe(false);
      expect(page.url()).not.toContain('token=');
      const shown = await page.evaluate(() => document.body.innerText);
      expect(shown).not.toContain('Token login failed');
      expect(shown).not.toContain('Olivia Officer');
    });

    it('asks before its window closes while the report holds changes the server has not taken', async () => {
      const { page } = app;
      await signIn(page, e2e.server.url, 'officer');
      await waitForText(page, 'My reports');
      await byRole(page, 'button', 'New crash report').click();
      await waitForText(page, 'Vehicle Crash Report #');
      // The save is held back, so the change stays one the server has not taken.
      await page.setRequestInterception(true);
      let release: (() => void) | undefined;
      const held = new Promise<void>((resolve) => {
        page.on('request', (request) => {
          if (request.url().endsWith('/API/Report/Save') && !release) {
            release = () => void request.continue();
            resolve();
          } else void request.continue();
        });
      });
      await page.click('#field-GeneralInformation-LocalCodeTxt');
      await page.keyboard.type('APP1');
      await waitForText(page, 'Unsaved changes');

      const asked = dismissDialogs(page);
      await closeAndWaitForQuestion(page, asked);
      expect(asked).toEqual(['beforeunload']);
      expect(page.isClosed()).toBe(false);

      // Once the server has the change, the window closes without a question.
      // The editor says "saving" before its request goes: the request is released once it is held.
      await waitForSaveState(page, 'saving');
      await held;
      release?.();
      await waitForSaveState(page, 'saved');
      await page.close({ runBeforeUnload: true });
      await until(() => page.isClosed());
      expect(asked).toEqual(['beforeunload']);
    });

    it('asks before its window closes while the form designer holds unsaved changes', async () => {
      const { page } = app;
      await signIn(page, e2e.server.url, 'stateadmin');
      await byRole(page, 'link', 'Form versions').click();
      await page.locator('ul[aria-label="Version list"] button ::-p-text(Vehicle Crash Report 1.0)').click();
      await byRole(page, 'button', 'New minor version').click();
      await page.waitForFunction(
        () => document.getElementById('designer-title')?.textContent === 'Vehicle Crash Report 1.1',
      );
      const label = 'input[aria-label="Label of Photos Taken"]';
      await page.waitForSelector(label);
      await page.focus(label);
      await page.$eval(label, (el) => (el as HTMLInputElement).select());
      await page.keyboard.type('Scene photos taken');
      await page.keyboard.press('Enter');
      await waitForText(page, 'Unsaved changes');

      const asked = dismissDialogs(page);
      await closeAndWaitForQuestion(page, asked);
      expect(asked).toEqual(['beforeunload']);
      expect(page.isClosed()).toBe(false);
    });
  });
});
