import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppSession } from '../../../lib/bridge/session/app-session';
import { appSessionMessage } from '../../../lib/bridge/messages/window-messages';

/**
 * The built extension in real Chromium: a stand-in web app on localhost announces its session
 * exactly as the real app does, and the popup shows it. The extension is built for this app's
 * origin (CRASH_APP_URL) in its own mode, so .output/chrome-mv3 is left as `npm run build:ext` made it.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const EXTENSION_DIR = join(ROOT, '.output/chrome-mv3-e2e');

const session = (userName: string, displayName: string): AppSession => ({
  token: `token-of-${userName}`,
  userName,
  displayName,
  agencyName: 'Demo Police Department',
  agencyOri: 'IN0490000',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
});
const officer = session('officer', 'Demo Officer');
const intruder = session('mallory', 'Mallory Intruder');

/** A page that posts a message on load, as the web app does on sign-in, reload and sign-out. */
function page(title: string, script: string, body = '') {
  return `<!doctype html><html><head><title>${title}</title></head><body>${body}<script>${script}</script></body></html>`;
}
const announce = (message: unknown) => `window.postMessage(${JSON.stringify(message)}, window.location.origin);`;

function pages(ports: { app: number }): Record<string, string> {
  return {
    '/': page('Crash app', ''),
    '/signed-in': page('Signed in', announce(appSessionMessage(officer))),
    '/signed-out': page('Signed out', announce(appSessionMessage(null))),
    // A frame from another origin (127.0.0.1, not localhost) posts a session into the app page.
    '/framed': page(
      'Framed',
      `window.addEventListener('message', (e) => { if (e.data?.session?.userName === 'mallory') document.title = 'intruder posted'; });`,
      `<iframe src="http://127.0.0.1:${ports.app}/intruder"></iframe>`,
    ),
    '/intruder': page('Intruder', `parent.postMessage(${JSON.stringify(appSessionMessage(intruder))}, '*');`),
    // Another localhost port: the content script runs there too (match patterns ignore ports).
    '/other-app': page('Other app', announce(appSessionMessage(intruder)) + `document.title = 'other posted';`),
  };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

function serve(getPages: () => Record<string, string>): Server {
  return createServer((req, res) => {
    const html = getPages()[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html ?? 'not found');
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let browser: Browser;
let popup: Page;
let popupUrl: string;
let appUrl: string;
let otherUrl: string;
let userDataDir: string;
const servers: Server[] = [];

/** Reloads the popup (as reopening it would) and returns its text once the sign-in check is done. */
async function popupText(): Promise<string> {
  // In front, or a background tab's throttled frames stall the locator clicks.
  await popup.bringToFront();
  await popup.goto(popupUrl);
  const status = await popup.waitForFunction(
    () => {
      const text = document.querySelector('[aria-label="Sign-in status"]')?.textContent ?? '';
      return text && !text.startsWith('Checking') ? text : undefined;
    },
    { timeout: 10_000 },
  );
  return (await status.jsonValue()) as string;
}

/** Polls the popup until it shows the expected text (the relay to the background is asynchronous). */
async function expectPopupToShow(expected: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  let text = await popupText();
  while (!text.includes(expected) && Date.now() < deadline) {
    await sleep(200);
    text = await popupText();
  }
  expect(text).toContain(expected);
  return text;
}

const appTabs: Page[] = [];

async function openAppPage(url: string, titleWhenDone?: string) {
  const tab = await browser.newPage();
  appTabs.push(tab);
  await tab.goto(url);
  if (titleWhenDone) await tab.waitForFunction((t) => document.title === t, {}, titleWhenDone);
}

beforeAll(async () => {
  const ports = { app: 0 };
  const appServer = serve(() => pages(ports));
  const otherServer = serve(() => pages(ports));
  servers.push(appServer, otherServer);
  ports.app = await listen(appServer);
  const otherPort = await listen(otherServer);
  appUrl = `http://localhost:${ports.app}/`;
  otherUrl = `http://localhost:${otherPort}/other-app`;

  await promisify(execFile)('npx', ['wxt', 'build', '--mode', 'e2e'], {
    cwd: ROOT,
    env: { ...process.env, CRASH_APP_URL: appUrl },
  });

  userDataDir = await mkdtemp(join(tmpdir(), 'crash-ext-e2e-'));
  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    pipe: true,
    enableExtensions: [EXTENSION_DIR],
    userDataDir,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const worker = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    { timeout: 30_000 },
  );
  popupUrl = new URL('/popup.html', worker.url()).href;
  popup = await browser.newPage();
});

afterEach(async () => {
  await Promise.all(appTabs.splice(0).map((tab) => tab.close()));
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
});

describe('the extension popup and the web app session', () => {
  it('shows "Not signed in" before the app announces a session', async () => {
    expect(await popupText()).toContain('Not signed in');
  });

  it('shows the user and agency once the signed-in app announces its session', async () => {
    await openAppPage(`${appUrl}signed-in`);
    const text = await expectPopupToShow('Demo Officer');
    expect(text).toContain('officer');
    expect(text).toContain('Demo Police Department');
    expect(text).toContain('IN0490000');
  });

  it('refuses a session posted into the app page by a frame of another origin', async () => {
    await openAppPage(`${appUrl}framed`, 'intruder posted');
    await sleep(750); // long enough for an accepted message to reach the background
    const text = await popupText();
    expect(text).toContain('Demo Officer');
    expect(text).not.toContain('Mallory');
  });

  it('refuses a session announced by a page on another localhost port', async () => {
    await openAppPage(otherUrl, 'other posted');
    await sleep(750);
    const text = await popupText();
    expect(text).toContain('Demo Officer');
    expect(text).not.toContain('Mallory');
  });

  it('shows "Not signed in" again after the app signs out', async () => {
    await openAppPage(`${appUrl}signed-out`);
    await expectPopupToShow('Not signed in');
  });

  it('opens the crash app in a new tab from "Open crash app"', async () => {
    await popupText();
    const opened = browser.waitForTarget((t) => t.type() === 'page' && t.url() === appUrl, { timeout: 10_000 });
    await popup.locator('::-p-aria(Open crash app[role="button"])').click();
    const target = await opened;
    expect(target.url()).toBe(appUrl);
    await (await target.page())?.close();
  });
});
