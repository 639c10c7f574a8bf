import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page, Target } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { startLookupFakes, type LookupFakes } from '../../fakes/lookup-fakes';
import { launchChromium } from './chromium';
import { byRole, waitForText } from './page-helpers';
import { startRealServer, type RealServer } from './real-server';

const root = path.resolve(import.meta.dirname, '../../..');
const extensionDir = path.join(root, '.output/chrome-mv3-e2eapp');
const rmsFixtures = path.join(root, 'test/fixtures/rms');

export interface AppWithExtension {
  server: RealServer;
  browser: Browser;
  /** The origin the fixture RMS pages are served from (127.0.0.1, another host than the app's). */
  rmsOrigin: string;
  /** An address inside the extension (popup.html, options.html). */
  extensionUrl: (file: string) => string;
  /** The extension's service worker target, waiting for it to be running. */
  serviceWorker: () => Promise<Target>;
}

/** Serves test/fixtures/rms/*.html as an RMS would, on 127.0.0.1 at a free port. */
async function serveRmsFixtures(): Promise<Server> {
  const server = createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(rmsFixtures, name);
    if (!name.endsWith('.html') || !fs.existsSync(file)) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/** The fixture RMS site enabled in the extension's options, as an officer does once. */
export async function enableRms(e2e: AppWithExtension) {
  const options = await e2e.browser.newPage();
  await options.goto(e2e.extensionUrl('options.html'));
  await options.locator('#rms-origin').fill(e2e.rmsOrigin);
  await byRole(options, 'button', 'Enable').click();
  await waitForText(options, `${e2e.rmsOrigin} is enabled.`);
  await options.close();
}

/** The control the extension puts beside each return it finds on an RMS page (in a shadow root). */
export const SEND_TO_REPORT = '>>> button[aria-label^="Send to report"]';

/** Opens a fixture RMS page and waits for its control; the script registration can trail the options change. */
export async function openRmsPage(e2e: AppWithExtension, name: string): Promise<Page> {
  const page = await e2e.browser.newPage();
  await page.goto(`${e2e.rmsOrigin}/${name}`);
  const deadline = Date.now() + 20_000;
  while (!(await page.waitForSelector(SEND_TO_REPORT, { timeout: 2_000 }).catch(() => null))) {
    if (Date.now() > deadline) throw new Error(`No "Send to report" appeared on ${name}.`);
    await page.reload();
  }
  return page;
}

/** The app address the extension is built for once (extensionFor); no app runs there. */
const BUILT_FOR = 'http://localhost:65535/';
/** The build for BUILT_FOR, made by the first fixture of the process and kept for the rest. */
let built: Promise<string> | undefined;

/**
 * Puts in extensionDir the extension built for `appUrl`, granted the RMS host at install. A build
 * takes 8 to 15 s here and the e2e files need one per app, each on its own port; the address is
 * compiled in as a string (wxt.config.ts's define) and match patterns hold no port, so one build
 * for BUILT_FOR, with that string then written as `appUrl` in a copy, is the build for `appUrl`.
 */
async function extensionFor(appUrl: string, rmsOrigin: string) {
  built ??= buildOnce(rmsOrigin).catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  const template = await built;
  fs.rmSync(extensionDir, { recursive: true, force: true });
  fs.cpSync(template, extensionDir, { recursive: true });
  let written = 0;
  for (const file of fs.readdirSync(extensionDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(extensionDir, file);
    const code = fs.readFileSync(full, 'utf8');
    if (!code.includes(BUILT_FOR)) continue;
    fs.writeFileSync(full, code.replaceAll(BUILT_FOR, appUrl));
    written++;
  }
  if (written === 0) throw new Error(`The extension's build no longer names its app as ${BUILT_FOR}.`);
}

async function buildOnce(rmsOrigin: string): Promise<string> {
  await promisify(execFile)('npx', ['wxt', 'build', '--mode', 'e2eapp'], {
    cwd: root,
    env: { ...process.env, CRASH_APP_URL: BUILT_FOR, CRASH_RMS_ORIGINS: rmsOrigin },
  });
  if (!fs.existsSync(path.join(extensionDir, 'manifest.json'))) throw new Error('The extension was not built.');
  // Only the host of the RMS reaches the build (a match pattern); its port would differ per app.
  for (const file of fs.readdirSync(extensionDir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(extensionDir, file);
    if (fs.statSync(full).isFile() && fs.readFileSync(full, 'utf8').includes(rmsOrigin))
      throw new Error(`The extension's build names the RMS origin ${rmsOrigin} (${file}): it fits one app only.`);
  }
  const template = `${extensionDir}-built`;
  fs.rmSync(template, { recursive: true, force: true });
  fs.renameSync(extensionDir, template);
  return template;
}

const isWorker = (t: Target) => t.type() === 'service_worker' && t.url().endsWith('/background.js');

/** AppWithExtension with the means to stop all it started. */
export type StartedAppWithExtension = AppWithExtension & { stop: () => Promise<void> };

/**
 * The real web app (`npm start` on a free port), the fixture RMS, and Chromium with the real
 * extension built for that app's address. The RMS host is granted at install
 * (CRASH_RMS_ORIGINS), as a managed build does: headless Chromium cannot answer the browser's
 * permission prompt, so options' Enable goes through without one. With `lookups`, the server
 * uses the local fakes of the VIN decoder, USDOT and geocoder. Benchmarks start it themselves;
 * tests use useAppWithExtension.
 */
export async function startAppWithExtension({ lookups = false } = {}): Promise<StartedAppWithExtension> {
  const fixture = {} as StartedAppWithExtension;
  let fakes: LookupFakes | undefined;
  const rms = await serveRmsFixtures();
  fixture.stop = async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
    await fakes?.stop();
    await new Promise((done) => rms.close(done));
  };
  try {
    fixture.rmsOrigin = `http://127.0.0.1:${(rms.address() as AddressInfo).port}`;
    if (lookups) fakes = await startLookupFakes();
    fixture.server = await startRealServer(fakes?.env);
    await extensionFor(`${fixture.server.url}/`, fixture.rmsOrigin);
    fixture.browser = await launchChromium({ enableExtensions: [extensionDir], pipe: true });
    const worker = await fixture.browser.waitForTarget(isWorker, { timeout: 30_000 });
    const extensionRoot = new URL('/', worker.url()).href;
    fixture.extensionUrl = (file) => new URL(file, extensionRoot).href;
    fixture.serviceWorker = () => fixture.browser.waitForTarget(isWorker, { timeout: 30_000 });
  } catch (error) {
    await fixture.stop();
    throw error;
  }
  return fixture;
}

/** startAppWithExtension for the tests of one file: started before them, stopped after. */
export function useAppWithExtension({ lookups = false } = {}): AppWithExtension {
  const fixture = {} as AppWithExtension;
  let started: StartedAppWithExtension | undefined;
  beforeAll(async () => {
    started = await startAppWithExtension({ lookups });
    Object.assign(fixture, started);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return fixture;
}
