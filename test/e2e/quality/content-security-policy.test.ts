import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTileFake, type TileFake } from '../../fakes/tile-fake';
import { launchChromium } from '../support/chromium';
import { openSection } from '../support/editor/editor-helpers';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import { startRealServer, type RealServer } from '../support/real-server';

/** Everything the page's policy refused, and every error the page logged, from its first script on. */
async function watchForRefusals(page: Page) {
  const refused: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => refused.push(text));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { refused, errors };
}

describe('the web app under its Content-Security-Policy', () => {
  let tiles: TileFake;
  let server: RealServer;
  let browser: Browser;

  beforeAll(async () => {
    tiles = await startTileFake();
    server = await startRealServer({ MAP_TILE_URL: tiles.template });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await tiles?.stop();
  });

  it('opens the editor with its map tiles, diagram and attachments, and a report by its address, refusing nothing', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewport({ width: 1400, height: 1000 });
    const { refused, errors } = await watchForRefusals(page);
    const scripts: HTTPResponse[] = [];
    page.on('response', (response) => {
      if (/\/assets\/index-[^/]+\.js$/.test(response.url())) scripts.push(response);
    });

    await signIn(page, server.url, 'officer');
    await waitForText(page, 'My reports');
    await byRole(page, 'button', 'New crash report').click();
    await waitForText(page, 'Vehicle Crash Report #');
    const reportUrl = page.url();

    await openSection(page, 'Location');
    await page.waitForSelector('[aria-roledescription="map"] img.leaflet-tile-loaded');
    expect(tiles.requests.length).toBeGreaterThan(0);
    await openSection(page, 'Diagram');
    await page.waitForSelector('svg#field-Diagram-CrashDiagram');
    // Choosing a road saves the diagram with its picture, drawn from SVG through an image: allowed too.
    await byRole(page, 'button', 'Straight').click();
    await page.waitForFunction(
      () => window.document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved',
      { timeout: 15_000 },
    );
    await openSection(page, 'Attachments');
    await waitForText(page, 'No files are attached to this report.');

    // Loaded by its address, the page runs index.html's early script, which asks for the report.
    await page.goto(`${server.url}/dashboard`);
    await waitForText(page, 'My reports');
    const document = await page.goto(reportUrl);
    await waitForText(page, 'Vehicle Crash Report #');
    expect(await page.evaluate(() => '__crashEarlyReport' in window)).toBe(true);
    // Its second inline script asks for the editor's code beside the app's bundle (app/build/route-preloads.ts).
    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    expect(preloaded.some((p) => /^\/assets\/editor-page-[\w-]+\.js$/.test(p))).toBe(true);

    expect(document?.headers()['content-security-policy']).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'/,
    );
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    // The bundle came as the build's brotli copy, and Chromium ran it.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map((s) => s.headers()['content-encoding'])).toContain('br');
    await context.close();
  });
});
