import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { startLookupFakes, type LookupFakes } from '../../fakes/lookup-fakes';
import { startRealServer, type RealServer } from './real-server';

export interface E2eFixture {
  server: RealServer;
  browser: Browser;
}

/** One real server and one Chromium for the describe block it is called in; both closed after it. */
export function useServerAndBrowser(env: Record<string, string> = {}): E2eFixture {
  const fixture = {} as E2eFixture;
  beforeAll(async () => {
    fixture.server = await startRealServer(env);
    fixture.browser = await launchChromium();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
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
    fixture.server = await startRealServer(fixture.fakes.env);
    fixture.browser = await launchChromium();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
    await fixture.fakes?.stop();
  });
  return fixture;
}
