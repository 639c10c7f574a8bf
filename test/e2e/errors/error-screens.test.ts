import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { openSection, serverReportOf } from '../support/editor/editor-helpers';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';

const NOTICE = '[data-testid="screen-error"] [role="alert"]';

/**
 * A page whose requests can be made to fail: requests matching a pattern are aborted while it is
 * listed, as a file removed by a new deploy (or a save with no network) would fail. The service
 * worker is bypassed, or it would answer the app's files from the device.
 */
async function faultyPage(browser: Browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  const failing: RegExp[] = [];
  const failed: string[] = [];
  const reports: Record<string, unknown>[] = [];
  const dialogs: string[] = [];
  let loads = 0;
  page.on('request', (request: HTTPRequest) => {
    const url = request.url();
    if (url.endsWith('/API/Log/Exception')) reports.push(JSON.parse(request.postData() ?? '{}').payload);
    if (failing.some((pattern) => pattern.test(url))) {
      failed.push(url);
      void request.abort();
    } else void request.continue();
  });
  page.on('load', () => (loads += 1));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  return { context, page, failing, failed, reports, dialogs, loads: () => loads };
}

/** The exception lines the server logged (LOG_LEVEL=warn writes them). */
const loggedExceptions = (server: RealServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"exception in a browser"'))
    .map((line) => JSON.parse(line) as { reqId: string; exception: Record<string, unknown> });

const locationButton = (page: Page) => page.locator('nav[aria-label="Report sections"] button ::-p-text(Location)');

async function focusedNotice(page: Page) {
  await page.waitForSelector(NOTICE);
  return page.evaluate((selector) => document.activeElement === document.querySelector(selector), NOTICE);
}

describe('errors that reach us', () => {
  let server: RealServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startRealServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reloads once when a screen’s code fails to load, and shows our notice when it fails again', async () => {
    const tab = await faultyPage(browser);
    const { page } = tab;
    await signIn(page, server.url, 'officer');
    await waitForText(page, 'My reports');

    // The search screen's file is gone (a new deploy): the page reloads once and the screen loads.
    tab.failing.push(/\/assets\/search-page-[^/]*\.js$/);
    const loadsBefore = tab.loads();
    await page.locator('nav a[href="/search"]').click();
    await page.waitForFunction(() => window.location.pathname === '/search');
    await page.waitForSelector(NOTICE, { timeout: 30_000 });
    // It failed again after the reload (the file is still gone): one reload, not a loop.
    expect(tab.loads() - loadsBefore).toBe(1);
    expect(tab.failed.length).toBe(2);
    expect(await focusedNotice(page)).toBe(true);
    await waitForText(page, 'Part of the app could not be loaded');
    // The shell stays around the screen's notice.
    expect(await page.$('nav a[href="/search"]')).not.toBeNull();
    await expectNoAxeViolations(page, 'the notice of a screen that could not be loaded');

    // Reported once, as a chunk failure of the screen's route pattern, with the release.
    await expect.poll(() => tab.reports.length).toBe(1);
    expect(tab.reports[0]).toMatchObject({
      kind: 'chunk',
      screen: '/search',
      release: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
    await expect.poll(() => loggedExceptions(server).some((l) => l.exception.screen === '/search')).toBe(true);

    // The file is back: Reload opens the screen.
    tab.failing.length = 0;
    await byRole(page, 'button', 'Reload').click();
    await waitForText(page, 'Quick search');
    expect(await page.$(NOTICE)).toBeNull();
    await tab.context.close();
  });

  it('keeps the report being written when the editor fails to draw, and brings it back after Reload', async () => {
    const tab = await faultyPage(browser);
    const { page } = tab;
    await signIn(page, server.url, 'officer');
    await waitForText(page, 'My reports');
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    const reportPath = new URL(page.url()).pathname;

    // No save reaches the server: the change lives on this device only.
    tab.failing.push(/\/API\/Report\/Save$/);
    await byRole(page, 'textbox', 'Local Code').click();
    await page.keyboard.type('kept-1');

    // The map's code is gone: the first failure reloads the page (without asking to leave it),
    // and the change is still there after it.
    tab.failing.push(/\/assets\/leaflet-map-[^/]*\.js$/);
    const loadsBefore = tab.loads();
    await locationButton(page).click();
    await expect.poll(() => tab.loads() - loadsBefore, { timeout: 30_000 }).toBe(1);
    await waitForText(page, 'Vehicle Crash Report #', 30_000);
    expect(tab.dialogs).toEqual([]);
    await openSection(page, 'General Information');
    expect(await page.$eval('#field-GeneralInformation-LocalCodeTxt', (i) => (i as HTMLInputElement).value)).toBe(
      'KEPT-1',
    );

    // A second failure in the same release: the editor gives way to our notice, no reload.
    await page.$eval('#field-GeneralInformation-LocalCodeTxt', (i) => (i as HTMLInputElement).select());
    await page.keyboard.type('kept-2');
    await locationButton(page).click();
    expect(await focusedNotice(page)).toBe(true);
    await waitForText(page, 'Changes you made to a report are kept on this device');
    expect(tab.loads() - loadsBefore).toBe(1);

    // Everything works again: Reload opens the report with the change, which then reaches the server.
    tab.failing.length = 0;
    await byRole(page, 'button', 'Reload').click();
    await waitForText(page, 'Vehicle Crash Report #');
    expect(new URL(page.url()).pathname).toBe(reportPath);
    await page.waitForFunction(
      () =>
        (document.getElementById('field-GeneralInformation-LocalCodeTxt') as HTMLInputElement | null)?.value ===
        'KEPT-2',
    );
    expect(tab.dialogs).toEqual([]);
    await expect
      .poll(async () => (await serverReportOf(page, server)).data?.GeneralInformation?.LocalCodeTxt, {
        timeout: 30_000,
      })
      .toBe('KEPT-2');
    await tab.context.close();
  });

  it('sends an X-Request-Id with each call, which the server answers with', async () => {
    const tab = await faultyPage(browser);
    const { page } = tab;
    const ids: { sent: string | undefined; answered: string | undefined }[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/API/') || response.request().method() !== 'POST') return;
      ids.push({ sent: response.request().headers()['x-request-id'], answered: response.headers()['x-request-id'] });
    });
    await signIn(page, server.url, 'officer');
    await waitForText(page, 'My reports');
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const { sent, answered } of ids) {
      expect(sent).toMatch(/^[0-9a-f]{32}$/);
      expect(answered).toBe(sent);
    }
    expect(new Set(ids.map((i) => i.sent)).size).toBe(ids.length);
    await tab.context.close();
  });
});
