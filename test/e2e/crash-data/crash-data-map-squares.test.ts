import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCrashCells } from '../../../lib/analysis/crash-map-cells';
import { decodeCrashPoints } from '../../../lib/analysis/crash-point-encoding';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { userIdOf } from '../../integration/support/db-helpers';
import { insertReport } from '../../integration/support/report-rows';
import { useServerAndBrowser } from '../support/fixture';
import { visit } from '../support/fresh-pages';
import { byRole, signIn, waitForText } from '../support/page-helpers';
import { writeBeforeStart } from '../support/real-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-e2e-squares-'));
const MAP = '[aria-roledescription="map"]';

/** Three crashes along a downtown street (50 m apart) and one 16 km north: more than the server's three points. */
const DOWNTOWN = [39.7684, 39.7689, 39.7694].map((latitude) => ({ latitude, longitude: -86.158 }));
const NORTH = { latitude: 39.91, longitude: -86.1 };

/** What each answer of CrashData/Points held: squares (their crashes) or points. */
interface Answer {
  view: boolean;
  squares: number[];
  points: number;
}

/**
 * The crash map of a filter with more crashes than the server sends as points (a state's year):
 * squares counted by the server, drawn as clusters, until the part of the map shown holds few
 * enough for points. The limit is three here (CRASH_MAP_POINT_LIMIT), so four crashes are too many.
 */
describe('the crash map in squares', () => {
  const ids: number[] = [];
  beforeAll(async () => {
    await writeBeforeStart(dataDir, async (db) => {
      const author = await userIdOf(db, 'officer');
      for (const [i, at] of [...DOWNTOWN, NORTH].entries())
        ids.push(
          await insertReport(db, {
            author,
            status: ReportStatus.Accepted,
            agencyOri: DEMO_AGENCY.ori,
            caseNumber: `SQUARE-${i}`,
            ...at,
            severity: [4, 2, null, 0][i],
          }),
        );
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const fixture = useServerAndBrowser({ DATA_DIR: dataDir, CRASH_MAP_POINT_LIMIT: '3' });

  const zoomOf = (page: Page) => page.$eval(MAP, (m) => Number(m.getAttribute('data-zoom')));

  it('counts the crashes in squares, zooms a square down to its points and opens a crash', async () => {
    const context = await fixture.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1300, height: 1100 });
    const answers: Answer[] = [];
    page.on('response', async (r) => {
      if (!r.url().endsWith('/API/CrashData/Points')) return;
      const sent = JSON.parse(r.request().postData() ?? '{}') as { payload?: { view?: unknown } };
      const body = (await r.json().catch(() => null)) as { payload?: { points: string; cells: string } } | null;
      if (!body?.payload) return;
      answers.push({
        view: !!sent.payload?.view,
        squares: decodeCrashCells(body.payload.cells).map((c) => c.counts.reduce((a, b) => a + b, 0)),
        points: decodeCrashPoints(body.payload.points).length,
      });
    });
    await signIn(page, fixture.server.url, 'supervisor');
    await page.waitForFunction(() => !document.querySelector('input[type="password"]') && document.querySelector('h1'));
    await visit(page, '/crash-data', 'Crash data');
    await byRole(page, 'link', 'Map').click();
    await waitForText(page, '4 crashes are on the map.');
    await waitForText(page, 'they are counted in squares; zoom in to see each crash.');

    // The first answer is the filter's squares; the map then asks for what it shows.
    await page.waitForSelector(`${MAP} .crash-cluster`);
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(answers[0]).toMatchObject({ view: false, points: 0 });
    expect(answers[0]!.squares.reduce((a, b) => a + b, 0)).toBe(4);
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.slice(1).every((a) => a.view)).toBe(true);
    const square = await page.$eval(`${MAP} .crash-cluster`, (c) => c.getAttribute('aria-label'));
    expect(square).toMatch(/^Cluster of (4|3) crashes: .*Press Enter to zoom in\.$/);

    // Choosing a square (by keyboard, as a screen reader user does) zooms in until the crashes stand apart.
    const fatal = `${MAP} .crash-point[title^="Report #${ids[0]},"]`;
    for (let step = 0; !(await page.$(fatal)) && step < 10; step++) {
      const was = await zoomOf(page);
      const downtown = await page.$$eval(`${MAP} .crash-cluster`, (clusters) =>
        clusters.findIndex((c) => !c.getAttribute('aria-label')?.startsWith('Cluster of 1 ')),
      );
      const handles = await page.$$(`${MAP} .crash-cluster`);
      await handles[Math.max(downtown, 0)]!.focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (m, z) => Number(document.querySelector(m)?.getAttribute('data-zoom')) > z,
        {},
        MAP,
        was,
      );
      await page.waitForNetworkIdle({ idleTime: 300 });
    }
    await page.waitForSelector(fatal);
    // Zoomed in, the part of the map shown holds three crashes: they came as points.
    expect(answers.at(-1)).toMatchObject({ view: true, squares: [] });
    expect(answers.some((a) => a.view && a.squares.length > 0)).toBe(true);
    expect(await page.$$(`${MAP} .crash-point`)).toHaveLength(3);

    await page.click(fatal);
    await page.waitForSelector('.leaflet-popup-content a');
    await page.click('.leaflet-popup-content a');
    await page.waitForFunction((id) => location.pathname === `/reports/${id}`, {}, ids[0]);
    await context.close();
  });
});
