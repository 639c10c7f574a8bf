/**
 * The crash data screen's map (app/crash-data/map/) in real Chromium with 100,000 crashes: the
 * frame times while the map is panned (mouse drags and arrow keys) and zoomed (+ and −, the mouse
 * wheel) by a fixed script, measured with requestAnimationFrame (target p95 < 50 ms), beside a
 * floor: the same map, the same script, in the same run, with no crashes. Also the time from the
 * points' answer to the clusters drawn, and the frames with the heat layer on. The server is real;
 * CrashData/Points is answered by the page's request interception with generated points, as a
 * state's year of crashes would be, so no database of 100,000 reports is needed. Run alone with
 * `npx tsx bench/crash-data/crash-map.ts` (BENCH_APP_DIR=dist/app after `npm run build` skips the build;
 * BENCH_POINTS sets the number of crashes). Figures go to docs/rules/crash-data.md, not to tests.
 */
import os from 'node:os';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { KABCO_LEVELS } from '../../lib/analysis/crash-severity';
import { encodeCrashPoints, type CrashPoint } from '../../lib/analysis/crash-point-encoding';
import { startTileFake } from '../../test/fakes/tile-fake';
import { DEMO_PASSWORD } from '../../test/e2e/support/page-helpers';
import { launchChromium } from '../../test/e2e/support/chromium';
import { startRealServer, type RealServer } from '../../test/e2e/support/real-server';
import { api, benchApp } from '../editor-support/bench-app';
import { signedIn } from '../editor-support/page-probes';
import { sleep, stats } from '../editor-support/timed-typing';

const POINTS = Number(process.env.BENCH_POINTS ?? 100_000);
const FRAME_TARGET_MS = 50;
const MAP = '[aria-roledescription="map"]';
const VIEWPORT = { width: 1400, height: 1000 };

/** Indiana's towns, where most crashes are: [latitude, longitude, share of the crashes]. */
const TOWNS: [number, number, number][] = [
  [39.7684, -86.158, 0.3],
  [41.0793, -85.1394, 0.08],
  [41.6764, -86.252, 0.06],
  [37.9716, -87.5711, 0.06],
  [41.5934, -87.3464, 0.08],
  [40.4167, -86.8753, 0.04],
  [39.1653, -86.5264, 0.04],
  [40.1934, -85.3864, 0.04],
];

/** A seeded generator, so each run draws the same map. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/** `n` crashes: most around the towns (normal, ~5 km), the rest anywhere in the state; KABCO as crashes run. */
function generatePoints(n: number) {
  const next = random(20_261_130);
  const normal = () => Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
  const levels = [...KABCO_LEVELS, null];
  const shares = [0.005, 0.03, 0.09, 0.15, 0.7, 0.025];
  const level = () => {
    let r = next();
    for (let i = 0; i < shares.length; i++) if ((r -= shares[i]!) < 0) return levels[i]!;
    return null;
  };
  const points: CrashPoint[] = [];
  for (let id = 1; id <= n; id++) {
    let r = next();
    const town = TOWNS.find(([, , share]) => (r -= share) < 0);
    const [latitude, longitude] = town
      ? [town[0] + normal() * 0.05, town[1] + normal() * 0.06]
      : [37.8 + next() * 3.9, -88 + next() * 3.2];
    points.push([id, Number(latitude.toFixed(6)), Number(longitude.toFixed(6)), level()]);
  }
  return points;
}

/** Frame times by requestAnimationFrame while armed: window.__frames. */
const FRAME_PROBE = `
window.__frames = [];
window.__armed = false;
let last = 0;
const tick = (now) => {
  if (window.__armed && last) window.__frames.push(now - last);
  last = now;
  requestAnimationFrame(tick);
};
requestAnimationFrame(tick);
`;

/** The map's box on the screen. */
async function mapBox(page: Page) {
  const box = await (await page.$(MAP))?.boundingBox();
  if (!box) throw new Error('The map is not on the page.');
  return box;
}

/** The pans and zooms every map gets, in the same order: drags, arrow keys, keyboard and wheel zooms. */
async function panAndZoom(page: Page) {
  const box = await mapBox(page);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const drag = async (dx: number, dy: number) => {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 20 });
    await page.mouse.up();
    await sleep(400);
  };
  const key = async (k: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Equal' | 'Minus', times: number) => {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(k);
      await sleep(k === 'Equal' || k === 'Minus' ? 500 : 150);
    }
  };
  const wheel = async (deltaY: number, times: number) => {
    await page.mouse.move(centre.x, centre.y);
    for (let i = 0; i < times; i++) {
      await page.mouse.wheel({ deltaY });
      await sleep(400);
    }
  };
  for (let round = 0; round < 2; round++) {
    await drag(300, 150);
    await drag(-300, -150);
    await page.focus(MAP);
    await key('ArrowRight', 6);
    await key('ArrowDown', 6);
    await key('Equal', 3);
    await drag(-250, 200);
    await key('ArrowLeft', 6);
    await key('ArrowUp', 6);
    await wheel(100, 2);
    await key('Minus', 2);
    await wheel(-100, 3);
    await drag(200, -200);
    await key('Minus', 3);
  }
}

interface MapRun {
  /** From the points' answer arriving to the map drawn with its clusters (the index built), in ms. */
  drawn: number;
  frames: number[];
  heatFrames: number[];
  items: number;
}

/** A supervisor's page on the map tab, its points answered with `points`; the script run with and without the heat layer. */
async function runMap(browser: Browser, server: RealServer, token: string, body: unknown): Promise<MapRun> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(VIEWPORT);
  await page.evaluateOnNewDocument(signedIn({ token }));
  await page.evaluateOnNewDocument(FRAME_PROBE);
  await page.setRequestInterception(true);
  const text = JSON.stringify(body);
  let answered = 0;
  page.on('request', (request: HTTPRequest) => {
    if (!request.url().endsWith('/API/CrashData/Points')) return void request.continue();
    answered = Date.now();
    void request.respond({ status: 200, contentType: 'application/json', body: text });
  });
  await page.goto(`${server.url}/crash-data?view=map`);
  await page.waitForFunction(`document.querySelector('${MAP}')?.hasAttribute('data-items')`, {
    polling: 'raf',
    timeout: 120_000,
  });
  const drawn = Date.now() - answered;
  const items = Number(await page.$eval(MAP, (m) => m.getAttribute('data-items')));
  await sleep(1500);
  await page.evaluate('window.__frames = []; window.__armed = true');
  await panAndZoom(page);
  const frames = (await page.evaluate('window.__armed = false; window.__frames')) as number[];
  await page.locator('::-p-aria([name="Heat layer"][role="checkbox"])').click();
  await sleep(1500);
  await page.evaluate('window.__frames = []; window.__armed = true');
  await panAndZoom(page);
  const heatFrames = (await page.evaluate('window.__armed = false; window.__frames')) as number[];
  await context.close();
  return { drawn, frames, heatFrames, items };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

let app: ReturnType<typeof benchApp> | undefined;
let server: RealServer | undefined;
let browser: Browser | undefined;
const tiles = await startTileFake();
try {
  app = benchApp();
  console.log(`load average ${load()} on ${os.cpus().length} CPUs (frame times grow with other work on the machine)`);
  server = await startRealServer({ APP_DIR: app.dir, LOG_LEVEL: 'warn', MAP_TILE_URL: tiles.template });
  browser = await launchChromium();
  const { token } = (await api(server, 'Account/Login', { userName: 'supervisor', password: DEMO_PASSWORD })) as {
    token: string;
  };
  // The server's own answer for the envelope and the dates; its points replaced.
  const real = await server.call('CrashData/Points', { filter: {} }, token);
  if (real.status !== 200) throw new Error(`CrashData/Points: ${real.status} ${JSON.stringify(real.body)}`);
  const answer = (points: readonly CrashPoint[]) => ({
    ...real.body,
    payload: { ...real.body.payload, points: encodeCrashPoints(points), withoutPoint: 0 },
  });
  const points = generatePoints(POINTS);

  const floor = await runMap(browser, server, token, answer([]));
  const ours = await runMap(browser, server, token, answer(points));
  const floorAgain = await runMap(browser, server, token, answer([]));
  console.log(`crash map, ${POINTS.toLocaleString('en-US')} crashes (the same pans and zooms on each map):`);
  console.log(
    `  points answered to clusters drawn: ${ours.drawn} ms, ${ours.items} clusters and crashes at the fitted view`,
  );
  console.log(`  frames, panning and zooming: ${stats(ours.frames, FRAME_TARGET_MS)}`);
  console.log(
    `  floor, the same map with no crashes: ${stats(floor.frames)}; again after: ${stats(floorAgain.frames)}`,
  );
  console.log(`  with the heat layer on: ${stats(ours.heatFrames, FRAME_TARGET_MS)}`);
  console.log(`  floor with the (empty) heat layer on: ${stats(floor.heatFrames)}`);
  console.log(`load average at the end ${load()}`);
} finally {
  await browser?.close();
  await server?.stop();
  await tiles.stop();
  app?.remove();
}
