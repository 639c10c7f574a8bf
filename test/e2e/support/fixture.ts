import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { startLookupFakes, type LookupFakes } from '../../fakes/lookup-fakes';
import { startRealServer, type RealServer } from './real-server';

export interface E2eFixture {
  server: RealServer;
  browser: Browser;
}

/**
 * The server and the browser, started side by side; each one that started is on `fixture` (for
 * afterAll to close) before a failure of the other is thrown.
 */
async function startBoth(fixture: E2eFixture, env: Record<string, string>) {
  const [server, browser] = await Promise.allSettled([startRealServer(env), launchChromium()]);
  if (server.status === 'fulfilled') fixture.server = server.value;
  if (browser.status === 'fulfilled') fixture.browser = browser.value;
  for (const started of [server, browser]) if (started.status === 'rejected') throw started.reason;
}

/** Closes the browser and stops the server, side by side. */
async function stopBoth(fixture: E2eFixture) {
  await Promise.all([fixture.browser?.close(), fixture.server?.stop()]);
}

/**
 * One real server and one Chromium for the describe block it is called in; both closed after it.
 * Either may have been started ahead while the files before ran (made-ahead.ts), unused.
 */
export function useServerAndBrowser(env: Record<string, string> = {}): E2eFixture {
  const fixture = {} as E2eFixture;
  beforeAll(() => startBoth(fixture, env));
  afterAll(async () => {
    await stopBoth(fixture);
  });
  return fixture;
}

export interface LookupFixture extends E2eFixture {
  fakes: LookupFakes;
}

/** As useServerAndBrowser, with the local fakes of the lookup services (vPIC, USDOT, geocoder) wired in. */
export function useServerBrowserAndFakes(): LookupFixture {
  const fixture = {} as LookupFixture;
  beforeAll(async () => {
    fixture.fakes = await startLookupFakes();
    await startBoth(fixture, fixture.fakes.env);
  });
  afterAll(async () => {
    await stopBoth(fixture);
    await fixture.fakes?.stop();
  });
  return fixture;
}
