import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCrashPoints, type CrashPoint } from '../../../lib/analysis/crash-point-encoding';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { startTileFake, type TileFake } from '../../fakes/tile-fake';
import { addAgency, addUser, userIdOf } from '../../integration/support/db-helpers';
import { insertReport } from '../../integration/support/report-rows';
import { useServerAndBrowser } from '../support/fixture';
import { visit } from '../support/fresh-pages';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import { writeBeforeStart } from '../support/real-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-map-'));
const MAP = '[aria-roledescription="map"]';
const OTHER = 'IN0450000';
const CLUSTER =
  'Cluster of 3 crashes: 1 Fatal (K), 1 Suspected minor injury (B), 1 Severity not coded. Press Enter to zoom in.';

/** The demo agency's crashes with a point: three along a downtown street (50 m apart), one in the north. */
const DOWNTOWN = [39.7684, 39.7689, 39.7694].map((latitude) => ({ latitude, longitude: -86.158 }));
const NORTH = { latitude: 39.91, longitude: -86.1 };

/**
 * The crash data screen's map (docs/rules/crash-data.md, "Map") in Chromium: accepted reports
 * written straight into the database (their crash facts by the trigger), the tiles from a local fake.
 */
describe('the crash map', () => {
  let tiles: TileFake;
  let tilesStopped = false;
  const ids = { demo: [] as number[], other: [] as number[] };
  const env: Record<string, string> = { DATA_DIR: dataDir, MAP_TILE_ATTRIBUTION: 'Test tiles' };
  beforeAll(async () => {
    tiles = await startTileFake();
    env.MAP_TILE_URL = tiles.template;
    await writeBeforeStart(dataDir, async (db) => {
      const author = await userIdOf(db, 'officer');
      const accepted = { author, status: ReportStatus.Accepted };
      const levels = [4, 2, null, 0];
      for (const [i, at] of [...DOWNTOWN, NORTH].entries())
        ids.demo.push(
          await insertReport(db, {
            ...accepted,
            agencyOri: DEMO_AGENCY.ori,
            caseNumber: `MAP-${i}`,
            ...at,
            severity: levels[i],
          }),
        );
      await insertReport(db, { ...accepted, agencyOri: DEMO_AGENCY.ori, caseNumber: 'MAP-NOPOINT', severity: 1 });
      await addAgency(db, OTHER, 'Lake County Sheriff (test)');
      const lake = await addUser(db, { userName: 'lakeofficer', agencyOri: OTHER, role: 'Officer' });
      for (const at of [DOWNTOWN[0]!, { latitude: 41.59, longitude: -87.34 }])
        ids.other.push(
          await insertReport(db, { ...accepted, author: lake, agencyOri: OTHER, caseNumber: 'LAKE', ...at }),
        );
    });
  });
  afterAll(async () => {
    if (!tilesStopped) await tiles?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const fixture = useServerAndBrowser(env);

  /** A supervisor's new page at the map tab, its points read; answers the points the server sent. */
  async function openMap(browser: Browser) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1300, height: 1100 });
    const sent: CrashPoint[] = [];
    page.on('response', async (r) => {
      if (!r.url().endsWith('/API/CrashData/Points')) return;
      const body = (await r.json().catch(() => null)) as { payload?: { points: string } } | null;
      sent.push(...decodeCrashPoints(body?.payload?.points ?? ''));
    });
    await signIn(page, fixture.server.url, 'supervisor');
    await page.waitForFunction(() => !document.querySelector('input[type="password"]') && document.querySelector('h1'));
    await visit(page, '/crash-data', 'Crash data');
    await byRole(page, 'link', 'Map').click();
    await waitForText(page, '4 crashes are on the map. 1 crash has no point and is not on the map.');
    await page.waitForSelector(`${MAP} .crash-cluster`);
    return { context, page, sent };
  }

  const zoomOf = (page: Page) => page.$eval(MAP, (m) => Number(m.getAttribute('data-zoom')));

  it('clusters the agency’s crashes, zooms a cluster down to one crash and opens its report', async () => {
    const { context, page, sent } = await openMap(fixture.browser);

    // Only the agency's own crashes reach the page, and only those are drawn.
    expect(sent.map((p) => p[0]).sort()).toEqual(ids.demo.slice(0, 4).sort());
    const drawn = await page.$$eval(`${MAP} .leaflet-marker-icon`, (icons) =>
      icons.map((i) => i.getAttribute('title')),
    );
    expect(drawn).toHaveLength(2);
    expect(drawn).toContain(CLUSTER);
    expect(drawn).toContain(`Report #${ids.demo[3]}, No apparent injury (O). Press Enter for the report's link.`);
    await waitForText(page, 'Test tiles');
    await page.waitForSelector(`${MAP} img.leaflet-tile-loaded`);
    expect(await page.$('[role="status"] ::-p-text(background could not be loaded)')).toBeNull();

    // The keyboard zooms the focused map.
    const fitted = await zoomOf(page);
    await page.focus(MAP);
    await page.keyboard.press('Minus');
    await page.waitForFunction(
      (m, z) => Number(document.querySelector(m)?.getAttribute('data-zoom')) < z,
      {},
      MAP,
      fitted,
    );

    // The cluster takes the focus (a button named by its crashes, as a screen reader finds it); Enter zooms into it.
    const zoomedOut = await zoomOf(page);
    await (await byRole(page, 'button', CLUSTER).waitHandle()).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (m, z) => Number(document.querySelector(m)?.getAttribute('data-zoom')) > z,
      {},
      MAP,
      zoomedOut,
    );
    await page.waitForNetworkIdle({ idleTime: 200 });
    expect(await page.evaluate((m) => document.activeElement === document.querySelector(m), MAP)).toBe(true);

    // Choosing the cluster zooms in until its crashes stand apart.
    for (let step = 0; (await page.$(`${MAP} .crash-cluster`)) && step < 8; step++) {
      const was = await zoomOf(page);
      await page.click(`${MAP} .crash-cluster`);
      await page.waitForFunction(
        (m, z) => Number(document.querySelector(m)?.getAttribute('data-zoom')) > z,
        {},
        MAP,
        was,
      );
      await page.waitForNetworkIdle({ idleTime: 200 });
    }
    const fatal = `${MAP} .crash-point[title^="Report #${ids.demo[0]},"]`;
    await page.waitForSelector(fatal);
    expect(await page.$$(`${MAP} .crash-point`)).toHaveLength(3);

    await page.click(fatal);
    await page.waitForSelector('.leaflet-popup-content');
    expect(
      await page.$eval('.leaflet-popup-content', (p) => [...p.querySelectorAll('p, a')].map((e) => e.textContent)),
    ).toEqual([`Report #${ids.demo[0]}`, 'Fatal (K)', 'Open report']);
    await page.click('.leaflet-popup-content a');
    await page.waitForFunction((id) => location.pathname === `/reports/${id}`, {}, ids.demo[0]);
    await page.waitForFunction((id) => document.querySelector('h1')?.textContent?.includes(`#${id}`), {}, ids.demo[0]);
    await context.close();
  });

  it('shows the crashes on a plain background, with a notice, when the tile server is down', async () => {
    await tiles.stop();
    tilesStopped = true;
    const { context, page } = await openMap(fixture.browser);
    await waitForText(page, "The map's background could not be loaded; the crashes are shown on a plain background.");
    expect(await page.$$(`${MAP} .leaflet-marker-icon`)).toHaveLength(2);
    expect(await page.$(`${MAP} img.leaflet-tile-loaded`)).toBeNull();
    expect(await page.$eval(MAP, (m) => getComputedStyle(m).backgroundColor)).toBe('rgb(241, 245, 249)');

    // A new filter reads the points again: the fatal crashes alone.
    await page.locator('label ::-p-text(Fatal (K))').click();
    await byRole(page, 'button', 'Show').click();
    await waitForText(page, '1 crash is on the map.');
    await page.waitForSelector(`${MAP} .crash-point[title^="Report #${ids.demo[0]},"]`);
    expect(await page.$$(`${MAP} .leaflet-marker-icon`)).toHaveLength(1);
    await context.close();
  });
});
