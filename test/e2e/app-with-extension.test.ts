import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { byRole, signIn, waitForText } from './support/page-helpers';
import { startRealServer, type RealServer } from './support/real-server';

const root = path.resolve(import.meta.dirname, '../..');
const extensionDir = path.join(root, '.output/chrome-mv3-e2eapp');

/** The real web app and the real extension built for its address: the popup follows the app's sign-in. */
describe('the extension beside the signed-in web app', () => {
  let server: RealServer;
  let browser: Browser;
  let popupUrl: string;

  async function popupStatus(popup: Page) {
    await popup.goto(popupUrl);
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

  beforeAll(async () => {
    server = await startRealServer();
    await promisify(execFile)('npx', ['wxt', 'build', '--mode', 'e2eapp'], {
      cwd: root,
      env: { ...process.env, CRASH_APP_URL: `${server.url}/` },
    });
    expect(fs.existsSync(path.join(extensionDir, 'manifest.json'))).toBe(true);
    browser = await launchChromium({ enableExtensions: [extensionDir], pipe: true });
    const worker = await browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
      {
        timeout: 30_000,
      },
    );
    popupUrl = new URL('/popup.html', worker.url()).href;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the signed-in officer and agency after sign-in, and "Not signed in" after sign-out', async () => {
    const popup = await browser.newPage();
    expect(await popupStatus(popup)).toContain('Not signed in');

    const app = await browser.newPage();
    await signIn(app, server.url, 'officer');
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
