import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Target } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { startLookupFakes, type LookupFakes } from '../../fakes/lookup-fakes';
import { launchChromium } from './chromium';
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

const isWorker = (t: Target) => t.type() === 'service_worker' && t.url().endsWith('/background.js');

/**
 * The real web app (`npm start` on a free port), the fixture RMS, and Chromium with the real
 * extension built for that app's address. The RMS host is granted at install
 * (CRASH_RMS_ORIGINS), as a managed build does: headless Chromium cannot answer the browser's
 * permission prompt, so options' Enable goes through without one. With `lookups`, the server
 * uses the local fakes of the VIN decoder, USDOT and geocoder.
 */
export function useAppWithExtension({ lookups = false } = {}): AppWithExtension {
  const fixture = {} as AppWithExtension;
  let rms: Server | undefined;
  let fakes: LookupFakes | undefined;
  beforeAll(async () => {
    rms = await serveRmsFixtures();
    fixture.rmsOrigin = `http://127.0.0.1:${(rms.address() as AddressInfo).port}`;
    if (lookups) fakes = await startLookupFakes();
    fixture.server = await startRealServer(fakes?.env);
    await promisify(execFile)('npx', ['wxt', 'build', '--mode', 'e2eapp'], {
      cwd: root,
      env: { ...process.env, CRASH_APP_URL: `${fixture.server.url}/`, CRASH_RMS_ORIGINS: fixture.rmsOrigin },
    });
    if (!fs.existsSync(path.join(extensionDir, 'manifest.json'))) throw new Error('The extension was not built.');
    fixture.browser = await launchChromium({ enableExtensions: [extensionDir], pipe: true });
    const worker = await fixture.browser.waitForTarget(isWorker, { timeout: 30_000 });
    const extensionRoot = new URL('/', worker.url()).href;
    fixture.extensionUrl = (file) => new URL(file, extensionRoot).href;
    fixture.serviceWorker = () => fixture.browser.waitForTarget(isWorker, { timeout: 30_000 });
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
    await fakes?.stop();
    await new Promise((done) => (rms ? rms.close(done) : done(undefined)));
  });
  return fixture;
}
