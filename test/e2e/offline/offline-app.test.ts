import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { byRole, signIn, waitForText, workerReady } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';

const builtApp = path.resolve(__dirname, '../../../dist/app');

describe('the app on a device without a network', () => {
  // A copy of the built app, so one test can publish a new version of it under the running server.
  let appDir = '';
  let server: RealServer;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-app-'));
    fs.cpSync(builtApp, appDir, { recursive: true });
    server = await startRealServer({ APP_DIR: appDir });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  /** An officer signed in on a new browser profile, once the app's files are on the device. */
  async function officerWithTheAppKept() {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 1000 });
    await signIn(page, server.url, 'officer');
    await waitForText(page, 'My reports');
    expect(await workerReady(page)).toBe('activated');
    return { context, page };
  }

  it('keeps the whole app on the device: it reloads offline, and the screens that need the server say so', async () => {
    const { context, page } = await officerWithTheAppKept();

    // Every file of the built app (each screen's code, the editor's among them, and the barcode
    // reader's WebAssembly) is on the device.
    const built = fs
      .readdirSync(path.join(appDir, 'assets'))
      .filter((f) => /\.(js|css|wasm)$/.test(f))
      .map((f) => `/assets/${f}`);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toEqual(expect.arrayContaining([...built, '/index.html']));

    await page.setOfflineMode(true);
    // The connection is gone: a screen that needs the server is disabled in the menu, saying why.
    await byRole(page, 'link', 'Search (needs a connection)').wait();
    expect(
      await page.$eval('nav[aria-label="Main navigation"] [aria-disabled="true"]', (s) => s.getAttribute('title')),
    ).toMatch(/offline/i);
    await expectNoAxeViolations(page, 'the menu offline', 'nav[aria-label="Main navigation"]');

    // A reload without a network opens the app from the device, not the browser's offline page.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, {
      timeout: 15_000,
    });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    // The API is never answered from the device.
    expect(
      await page.evaluate(() =>
        fetch('/API/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await page.setOfflineMode(false);
    await context.close();
  });

  it('offers a new version of the app once it is on the device, and takes it only when asked', async () => {
    const { context, page } = await officerWithTheAppKept();
    await page.evaluate(() => ((window as Window & { sameLoad?: boolean }).sameLoad = true));

    // A new build is published: its service worker differs from the one on the device.
    fs.appendFileSync(path.join(appDir, 'sw.js'), '\n// the next version\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await waitForText(page, 'A new version of the app is ready.');
    await expectNoAxeViolations(page, 'the update offer', 'div[role="status"]');
    // Offered, not forced: the page the officer is on was not reloaded.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await page.evaluate(() => (window as Window & { sameLoad?: boolean }).sameLoad)).toBe(true);

    await Promise.all([page.waitForNavigation(), byRole(page, 'button', 'Update now').click()]);
    await waitForText(page, 'My reports');
    expect(await page.evaluate(() => (window as Window & { sameLoad?: boolean }).sameLoad)).toBeUndefined();
    expect(await page.$$eval('div[role="status"]', (s) => s.some((e) => e.textContent?.includes('new version')))).toBe(
      false,
    );
    await context.close();
  });

  it('warns while the device is running out of storage for reports, before a write is refused', async () => {
    const { context, page } = await officerWithTheAppKept();
    // A nearly full device: the browser's own estimate, with the quota 5 MB above what is used.
    // (Chromium's quota override over the DevTools protocol does not reach estimate() headless.)
    await page.evaluateOnNewDocument(() => {
      const estimate = navigator.storage.estimate.bind(navigator.storage);
      navigator.storage.estimate = async () => {
        const real = await estimate();
        return { ...real, quota: (real.usage ?? 0) + 5 * 1024 * 1024 };
      };
    });
    await page.reload();
    await waitForText(page, 'This device is almost out of storage for reports (5 MB left)');
    await expectNoAxeViolations(page, 'the storage warning', 'div[role="alert"]');
    await context.close();
  });
});
