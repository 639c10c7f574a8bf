import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type LaunchOptions } from 'puppeteer-core';
import { madeAhead, type LeftoverNote } from './made-ahead';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that keep headless Chromium off this machine's closed network and quiet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Chromium 15x's headless window still loads its browser UI's omnibox popup as a WebUI page
  // (chrome://omnibox-popup.top-chrome) in a renderer of its own for each new tab: measured, it
  // kept one of this machine's two cores busy for ~650 ms of a 800 ms editor open. Nothing here
  // uses the omnibox.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];

/** Most browsers are launched without options of their own: the next of those is launched ahead (made-ahead.ts). */
const takeBrowser = madeAhead((note) => launch({}, note));

/**
 * Headless Chromium with a fresh profile that is deleted when the browser closes. One without
 * options of its own may have been launched while the tests before ran; nothing used it.
 */
export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return Object.keys(options).length === 0 ? takeBrowser() : launch(options);
}

async function launch(options: LaunchOptions, note?: LeftoverNote): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" or set CHROME_PATH.`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-chromium-'));
  note?.add({ dirs: [userDataDir] });
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    userDataDir,
    ...options,
    args: [...chromiumArgs, ...(options.args ?? [])],
  });
  // puppeteer starts it as a process group of its own, its renderers in it.
  const pid = browser.process()?.pid;
  if (pid) note?.add({ groups: [pid] });
  browser.once('disconnected', () => {
    // Chromium may still be flushing the profile as it exits; a leftover temp folder is harmless.
    try {
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      /* left for the OS to clean */
    }
  });
  return browser;
}
