/**
 * The crash diagram editor in real Chromium, on a report of six units whose diagram was drafted
 * from them and saved: the time from a click on the Diagram section to its drawing painted and
 * interactive (target < 500 ms, the editor's open), and the time from each pointer move of a unit
 * symbol's drag to the painted frame showing it (target < 16 ms, the editor's keystroke), with the
 * main thread's CPU time per move. Each stands beside a floor: the same SVG markup on a static
 * page without our code, shown and dragged (a transform on the symbol's group) the same way; on a
 * busy machine the ratio to the floor is the figure to compare. Run alone with
 * `npx tsx bench/diagram-editor.ts` (BENCH_APP_DIR=<a vite build with --manifest> skips the build;
 * BENCH_RUNS sets the number of timed opens). Figures go to issues, not to timed tests.
 */
import os from 'node:os';
import type { BrowserContext, Page } from 'puppeteer-core';
import { DIAGRAM_WIDTH, type DiagramContent } from '../lib/forms/diagrams/diagram-elements';
import { GRID, snap } from '../lib/forms/diagrams/diagram-geometry';
import { launchChromium } from '../test/e2e/support/chromium';
import { startRealServer, type RealServer } from '../test/e2e/support/real-server';
import {
  DRAWING_ID,
  floorPage,
  installDragProbe,
  openSectionTimed,
  type MoveSample,
} from './diagram-editor-support/diagram-probes';
import { seedDiagramReport } from './diagram-editor-support/seed-diagram-report';
import { benchApp } from './editor-support/bench-app';
import { keystrokeCpu, startTrace } from './editor-support/main-thread-cpu';
import { signedIn } from './editor-support/page-probes';
import { sleep, stats } from './editor-support/timed-typing';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UPS = 2;
const INTERACTIVE_TARGET_MS = 500;
const FRAME_TARGET_MS = 16;
/** The drag goes this many grid steps out and comes back: one step a move, so each move shows. */
const STEPS_OUT = 30;
/** A pointer reporting at 60 Hz: a move is sent no sooner than this after the one before. */
const MOVE_GAP_MS = 16;
const VIEWPORT = { width: 1400, height: 1000 };

/** The sample at quantile q, as stats() picks it. */
function quantile(samples: number[], q: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
const ratio = (ours: number[], floor: number[]) =>
  `${(quantile(ours, 0.5) / quantile(floor, 0.5)).toFixed(1)}× the floor at p50, ${(quantile(ours, 0.95) / quantile(floor, 0.95)).toFixed(1)}× at p95`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function openEditor(context: BrowserContext, url: string, token: string) {
  const page = await context.newPage();
  await page.setViewport(VIEWPORT);
  await page.evaluateOnNewDocument(signedIn({ token }));
  await page.goto(url);
  try {
    await page.waitForFunction(
      `!!document.querySelector('nav[aria-label="Report sections"]') &&
        !!document.getElementById('section-title')?.textContent.startsWith('General Information')`,
      { polling: 100, timeout: 30_000 },
    );
  } catch {
    const shown = await page.evaluate('document.body.innerText').catch(() => '');
    throw new Error(`The editor never opened. The page shows:\n${String(shown).slice(0, 1500)}`);
  }
  return page;
}

/** Opens `show` WARM_UPS + RUNS times after `hide` and a pause; answers every time, warm-ups first. */
async function timedOpens(page: Page, show: string, hide: string) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UPS + RUNS; i++) {
    await page.evaluate(hide);
    await sleep(300);
    times.push((await page.evaluate(show)) as number);
  }
  return times;
}

/** The drawing's box on the screen, once it is in view. */
async function drawingBox(page: Page) {
  await page.$eval(`#${DRAWING_ID}`, (d) => d.scrollIntoView({ block: 'center' }));
  const box = await (await page.$(`#${DRAWING_ID}`))?.boundingBox();
  if (!box) throw new Error('The diagram drawing is not on the page.');
  return box;
}

/** The unit symbol to drag: the first whose middle is its own (not covered by an arrow or mark). */
async function unitToDrag(page: Page, content: DiagramContent, box: { x: number; y: number; width: number }) {
  const scale = box.width / DIAGRAM_WIDTH;
  for (const element of content.elements) {
    if (element.kind !== 'unit') continue;
    const at = { x: box.x + element.x * scale, y: box.y + element.y * scale };
    const hit = await page.evaluate(
      `document.elementFromPoint(${at.x}, ${at.y})?.closest('[data-element-id]')?.getAttribute('data-element-id')`,
    );
    if (hit === String(element.id)) return { element, at };
  }
  throw new Error('No unit symbol of the drawing can be picked up at its middle.');
}

/**
 * Screen x of each move: whole grid steps of the drawing away from the middle, then back, so
 * each move lands on a new snapped place (the editor snaps to the grid) and every frame changes.
 */
function dragPath(anchorX: number, startX: number, scale: number) {
  const direction = anchorX < DIAGRAM_WIDTH / 2 ? 1 : -1;
  const steps = [
    ...Array.from({ length: STEPS_OUT }, (_, i) => i + 1),
    ...Array.from({ length: STEPS_OUT }, (_, i) => STEPS_OUT - 1 - i),
  ];
  return steps.map((k) => startX + (snap(anchorX) + direction * GRID * k - anchorX) * scale);
}

/** Drags from `start` along `xs`, each move once the one before was painted; answers the probe's samples. */
async function timedDrag(page: Page, elementId: number, start: { x: number; y: number }, xs: number[]) {
  await page.evaluate(installDragProbe(elementId));
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Picking the symbol up selects it; that frame is not a move's.
  await sleep(300);
  await startTrace(page);
  await page.evaluate('window.__drag.samples = []; window.__drag.failures = []; window.__drag.armed = true');
  let sent = 0;
  for (const x of xs) {
    const at = Date.now();
    await page.mouse.move(x, start.y);
    sent++;
    await page.waitForFunction(`window.__drag.samples.length + window.__drag.failures.length >= ${sent}`, {
      polling: 10,
      timeout: 10_000,
    });
    await sleep(Math.max(0, MOVE_GAP_MS - (Date.now() - at)));
  }
  await page.evaluate('window.__drag.armed = false');
  const cpu = await keystrokeCpu(page, 'pointermove');
  await page.mouse.up();
  const { samples, failures } = (await page.evaluate(
    '({ samples: window.__drag.samples, failures: window.__drag.failures })',
  )) as { samples: MoveSample[]; failures: string[] };
  if (failures.length) throw new Error(failures.join('; '));
  return { samples, cpu };
}

let app: ReturnType<typeof benchApp> | undefined;
let server: RealServer | undefined;
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  app = benchApp();
  console.log(`load average ${load()} on ${os.cpus().length} CPUs (wall times grow with other work on the machine)`);
  server = await startRealServer({ APP_DIR: app.dir, LOG_LEVEL: 'warn' });
  browser = await launchChromium();
  const report = await seedDiagramReport(server, browser);
  const { elements } = report.content;
  const units = elements.filter((e) => e.kind === 'unit').length;
  console.log(
    `report #${report.id}: a drafted diagram of ${units} units, ${elements.length} elements, ${report.content.road?.template ?? 'no'} road` +
      (report.missing.length ? ` (the draft could not use: ${report.missing.join('; ')})` : ''),
  );
  const context = await browser.createBrowserContext();
  const page = await openEditor(context, `${server.url}/reports/${report.id}`, report.token);

  const opens = await timedOpens(
    page,
    openSectionTimed('Diagram', elements.length),
    openSectionTimed('General Information', elements.length),
  );
  console.log(`Diagram section, click to the drawing painted and interactive (from General Information):`);
  console.log(
    `  the first in the page ${opens[0]?.toFixed(1)} ms; then ${stats(opens.slice(WARM_UPS), INTERACTIVE_TARGET_MS)}`,
  );
  const box = await drawingBox(page);
  const markup = await page.$eval(`#${DRAWING_ID}`, (d) => d.outerHTML);
  const floor = await context.newPage();
  await floor.setViewport(VIEWPORT);
  // Headless pages paint in the background too; brought to the front all the same, as a user's tab would be.
  await floor.bringToFront();
  await floor.setContent(floorPage(markup, box.width));
  const floorOpens = (await timedOpens(floor, 'window.__showFloor()', 'window.__hideFloor()')).slice(WARM_UPS);
  console.log(`  floor, the same SVG markup put into a static page without our code: ${stats(floorOpens)}`);
  console.log(`  ours: ${ratio(opens.slice(WARM_UPS), floorOpens)}`);

  const { element, at } = await unitToDrag(page, report.content, box);
  const scale = box.width / DIAGRAM_WIDTH;
  const xs = dragPath(element.x, at.x, scale);
  await page.bringToFront();
  const drag = await timedDrag(page, element.id, at, xs);
  await page.waitForFunction(
    `document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved'`,
    { polling: 100, timeout: 30_000 },
  );
  const median = (pick: (s: MoveSample) => number) => quantile(drag.samples.map(pick), 0.5).toFixed(1);
  console.log(
    `drag of unit ${element.unit}'s symbol (${xs.length} moves of one grid step, one every ≥ ${MOVE_GAP_MS} ms), pointer move to painted frame:`,
  );
  console.log(
    `  ${stats(
      drag.samples.map((s) => s.moveToPaint),
      FRAME_TARGET_MS,
    )}`,
  );
  console.log(
    `    p50 ms from the move: listener ran ${median((s) => s.queued)}, DOM changed ${median((s) => s.changed)}; main-thread CPU per move ${stats(drag.cpu)}`,
  );
  const floorBox = await (await floor.$('#floor svg'))?.boundingBox();
  if (!floorBox) throw new Error('The floor page shows no drawing.');
  await floor.bringToFront();
  const floorAt = { x: floorBox.x + element.x * scale, y: floorBox.y + element.y * scale };
  const floorDrag = await timedDrag(floor, element.id, floorAt, dragPath(element.x, floorAt.x, scale));
  console.log(
    `  floor, the same drag moving the symbol's group on the static page: ${stats(floorDrag.samples.map((s) => s.moveToPaint))}`,
  );
  console.log(`    main-thread CPU per move ${stats(floorDrag.cpu)}`);
  console.log(
    `  ours: ${ratio(
      drag.samples.map((s) => s.moveToPaint),
      floorDrag.samples.map((s) => s.moveToPaint),
    )}; CPU ${ratio(drag.cpu, floorDrag.cpu)}`,
  );
  console.log(`load average at the end ${load()}`);
} finally {
  await browser?.close();
  await server?.stop();
  app?.remove();
}
