/**
 * The report editor in real Chromium: the gzip sizes of the sign-in/dashboard
 * bundle and of the editor's lazy chunk, each beside its budget (editor-support/budgets.ts), the time to an interactive editor on a report of 30
 * units, 60 passengers and 20 witnesses (target < 500 ms) opened in a new tab (warm and cold) and
 * from the dashboard's link (from the click), and the time from a
 * keystroke to the painted character in fields of that report (target < 16 ms), with the main
 * thread's CPU time per keystroke beside it (a figure that other load on the machine hardly moves).
 * Run alone with `npx tsx bench/editor.ts` (BENCH_APP_DIR=<a vite build with --manifest> skips
 * the build; BENCH_RUNS sets the number of timed opens; BENCH_PROFILE=<folder> writes the CPU
 * profile of one more warm open). Figures go to issues, not to timed tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'puppeteer-core';
import { fieldId } from '../app/editor/controls/field-id';
import { launchChromium } from '../test/e2e/support/chromium';
import { DEMO_PASSWORD } from '../test/e2e/support/page-helpers';
import { startRealServer, type RealServer } from '../test/e2e/support/real-server';
import { judgeBudgets } from './editor-support/budgets';
import { bundleSizes } from './editor-support/bundle-sizes';
import { api, benchApp } from './editor-support/bench-app';
import { keystrokeCpu, startTrace } from './editor-support/main-thread-cpu';
import { sleep, stats, typeTimed } from './editor-support/timed-typing';
import { largeReport, PASSENGERS, UNITS, WITNESSES } from './editor-support/large-report';
import {
  installKeyProbe,
  signedIn,
  watchInAppOpen,
  watchUntilInteractive,
  type KeySample,
  type OpenTimes,
} from './editor-support/page-probes';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** BENCH_PROFILE=<folder>: also write the CPU profile of one warm open there. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const WARM_UPS = 2;
/** A brisk typist: one key every 100 ms, so autosave (after an 800 ms pause) waits for the end of a word run. */
const KEY_GAP_MS = 100;
const INTERACTIVE_TARGET_MS = 500;
const KEY_TARGET_MS = 16;
const LAST_UNIT = `Unit ${UNITS}`;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function seedLargeReport(server: RealServer) {
  const { token } = await api(server, 'Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
  const created = await api(server, 'Report/Create', {}, token);
  const data = largeReport();
  await api(server, 'Report/Save', { id: created.id, version: created.version, data }, token);
  return { token: token as string, id: created.id as number, bytes: JSON.stringify(data).length };
}

/**
 * Opens the report in a new tab of the context and answers what the page recorded; with
 * `profileTo`, the main thread's CPU profile of the open is written there (Chrome DevTools format).
 */
async function openReport(context: BrowserContext, url: string, token: string, profileTo?: string) {
  const page = await context.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  await page.evaluateOnNewDocument(watchUntilInteractive({ token }, LAST_UNIT));
  const cdp = profileTo ? await page.createCDPSession() : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url);
  try {
    // Polled on a timer, not every frame, so the poll itself adds no work to the frames timed.
    await page.waitForFunction('window.__openTimes', { polling: 100, timeout: 30_000 });
  } catch {
    const shown = await page.evaluate('document.body.innerText').catch(() => '');
    throw new Error(`The editor never became interactive. The page shows:\n${String(shown).slice(0, 1500)}`);
  }
  if (cdp && profileTo) {
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(profileTo, JSON.stringify(profile));
    await cdp.detach();
  }
  return { page, times: (await page.evaluate('window.__openTimes')) as OpenTimes };
}

/** Opens the dashboard in a new tab, lets it settle, then clicks the report's link: ms until the editor is interactive. */
async function openFromDashboard(context: BrowserContext, base: string, report: { id: number; token: string }) {
  const page = await context.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  await page.evaluateOnNewDocument(signedIn({ token: report.token }));
  await page.evaluateOnNewDocument(watchInAppOpen(LAST_UNIT));
  await page.goto(`${base}/dashboard`);
  const link = `a[href="/reports/${report.id}"]`;
  await page.waitForSelector(link, { timeout: 30_000 });
  await sleep(500);
  const times = (await page.evaluate(`window.__openInApp(${JSON.stringify(link)})`)) as { readyPainted: number };
  await page.close();
  return times.readyPainted;
}

function printOpens(label: string, opens: OpenTimes[]) {
  console.log(
    `${label}: ${stats(
      opens.map((o) => o.readyPainted),
      INTERACTIVE_TARGET_MS,
    )}`,
  );
  const at = (name: string, end: 'start' | 'end') =>
    median(opens.map((o) => o.responses[name]?.[end] ?? NaN)).toFixed(0);
  const parts = [
    `DOMContentLoaded ${median(opens.map((o) => o.domContentLoaded)).toFixed(0)}`,
    ...Object.keys(opens[0]?.responses ?? {}).map((name) => `${name} ${at(name, 'start')}→${at(name, 'end')}`),
    `first usable frame ${median(opens.map((o) => o.ready)).toFixed(0)}`,
  ];
  console.log(`  p50 ms from navigation start: ${parts.join(', ')}`);
  console.log(
    `  tasks over 50 ms before it: p50 ${median(opens.map((o) => o.longTasks))} tasks, ${median(opens.map((o) => o.longTaskMs)).toFixed(0)} ms`,
  );
}

/**
 * Clicks a button of the navigation tree by its label (inside a unit's branch when `unit` is
 * given: the unit is opened first, which lists its sections).
 */
async function openSection(page: Page, label: string, unit?: string) {
  if (unit) {
    await page.evaluate(`(() => {
      const nav = document.querySelector('nav[aria-label="Report sections"]');
      const span = [...nav.querySelectorAll('button > span:first-child')].find((s) => s.textContent === ${JSON.stringify(unit)});
      if (!span) throw new Error(${JSON.stringify(`No "${unit}" in the navigation tree`)});
      span.closest('button').click();
    })()`);
    await page.waitForFunction(
      `(() => { const nav = document.querySelector('nav[aria-label="Report sections"]');
        const span = [...nav.querySelectorAll('button > span:first-child')].find((s) => s.textContent === ${JSON.stringify(unit)});
        return !!span && !!span.closest('li').querySelector('ul button'); })()`,
    );
  }
  await page.evaluate(`(() => {
    const spans = (root) => [...root.querySelectorAll('button > span:first-child')];
    const nav = document.querySelector('nav[aria-label="Report sections"]');
    const unitLabel = ${JSON.stringify(unit ?? null)};
    const root = unitLabel ? spans(nav).find((s) => s.textContent === unitLabel)?.closest('li') : nav;
    const button = root && spans(root).find((s) => s.textContent === ${JSON.stringify(label)})?.closest('button');
    if (!button) throw new Error(${JSON.stringify(`No "${label}"${unit ? ` under "${unit}"` : ''} in the navigation tree`)});
    button.click();
  })()`);
}

interface Target {
  name: string;
  section: string;
  unit?: string;
  path: string;
  text: string;
  /** The field's maximum length: the field is emptied (unmeasured) before it would be reached. */
  clearEvery?: number;
}

const targets: Target[] = [
  {
    name: `${LAST_UNIT} Driver, Last Name`,
    section: 'Driver',
    unit: LAST_UNIT,
    path: `Units.${UNITS - 1}.Driver.NAMELASTTXT`,
    text: 'ABCDEFGHIJKLMNOPQRSTUVWXYABCDEFGHIJKLMNOPQRSTUVWXY',
    clearEvery: 25,
  },
  {
    name: 'General Information, Local Code (the section that opens first)',
    section: 'General Information',
    path: 'GeneralInformation.LocalCodeTxt',
    text: 'CASE-2026-0001-ABCDECASE-2026-0002-ABCDECASE-20260',
    clearEvery: 20,
  },
  {
    name: `Witnesses (${WITNESSES} items, the largest section), Location of Witness ${WITNESSES}`,
    section: 'Witnesses',
    path: `Witnesses.${WITNESSES - 1}.LOCATIONTXT`,
    text: ' LOOKING NORTH FROM THE BUS STOP AT THE SOUTHWEST ',
  },
  {
    name: 'Narrative (a 3,200-character text area)',
    section: 'Narrative',
    path: 'Narrative.NarrativeTxt',
    text: ' The driver of Unit 12 said the brakes felt soft..',
  },
];

async function waitUntilSaved(page: Page) {
  await page.waitForFunction(
    `document.querySelector('[data-save-state]')?.getAttribute('data-save-state') === 'saved'`,
    { polling: 100, timeout: 30_000 },
  );
}

async function typeInto(page: Page, target: Target) {
  await openSection(page, target.section, target.unit);
  const selector = `#${fieldId(target.path)}`;
  await page.waitForSelector(selector, { timeout: 15_000 });
  await page.focus(selector);
  await page.$eval(selector, (el) => {
    const field = el as HTMLInputElement | HTMLTextAreaElement;
    field.setSelectionRange(field.value.length, field.value.length);
  });
  await page.evaluate('window.__keys.samples = []; window.__keys.failures = []');
  const size = target.clearEvery ?? target.text.length;
  const cpu: number[] = [];
  let typed = 0;
  for (let at = 0; at < target.text.length; at += size) {
    if (target.clearEvery) {
      // Emptying the field is not timed: the probe only times character keys while armed.
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await sleep(KEY_GAP_MS);
    }
    await startTrace(page);
    await page.evaluate('window.__keys.armed = true');
    typed = await typeTimed(page, target.text.slice(at, at + size), typed, KEY_GAP_MS);
    await page.evaluate('window.__keys.armed = false');
    cpu.push(...(await keystrokeCpu(page)));
  }
  const result = (await page.evaluate('({ samples: window.__keys.samples, failures: window.__keys.failures })')) as {
    samples: KeySample[];
    failures: string[];
  };
  await waitUntilSaved(page);
  return { ...result, cpu };
}

let app: ReturnType<typeof benchApp> | undefined;
let server: RealServer | undefined;
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  app = benchApp();
  const appDir = app.dir;
  console.log('bundles (each file gzipped at level 9, as served compressed):');
  const bundles = bundleSizes(appDir);
  for (const b of bundles) {
    console.log(
      `  ${b.name.padEnd(22)} ${kB(b.bytes).padStart(9)} → ${kB(b.gzipBytes).padStart(8)} gzip  (${b.files.join(', ')})`,
    );
  }
  for (const v of judgeBudgets(bundles)) {
    console.log(`  budget ${v.name} < ${kB(v.budget)} gzip: ${kB(v.gzipBytes)}, ${v.met ? 'met' : 'MISSED'}`);
  }

  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`load average ${load()} on ${os.cpus().length} CPUs (figures grow with other work on the machine)`);
  server = await startRealServer({ APP_DIR: appDir, LOG_LEVEL: 'warn' });
  const report = await seedLargeReport(server);
  const url = `${server.url}/reports/${report.id}`;
  console.log(
    `report #${report.id}: ${UNITS} units, ${PASSENGERS} passengers, ${WITNESSES} witnesses (${kB(report.bytes)} of JSON)`,
  );
  const gets: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await api(server, 'Report/Get', { id: report.id }, report.token);
    gets.push(performance.now() - t0);
  }
  console.log(`Report/Get of it from Node (server time plus local HTTP): ${stats(gets)}`);
  browser = await launchChromium();

  const warm = await browser.createBrowserContext();
  const warmOpens: OpenTimes[] = [];
  for (let i = 0; i < WARM_UPS + RUNS; i++) {
    const { page, times } = await openReport(warm, url, report.token);
    if (i >= WARM_UPS) warmOpens.push(times);
    await page.close();
  }
  printOpens('open to interactive, warm cache (a new tab of the same profile)', warmOpens);
  if (PROFILE_DIR) {
    const file = path.join(PROFILE_DIR, 'editor-open-warm.cpuprofile');
    await (await openReport(warm, url, report.token, file)).page.close();
    console.log(`  CPU profile of one more warm open: ${file}`);
  }

  const fromDashboard: number[] = [];
  for (let i = 0; i < WARM_UPS + RUNS; i++) fromDashboard.push(await openFromDashboard(warm, server.url, report));
  console.log(
    `open to interactive from the dashboard (its link, as officers open reports; timed from the click): ${stats(
      fromDashboard.slice(WARM_UPS),
      INTERACTIVE_TARGET_MS,
    )}`,
  );

  const coldOpens: OpenTimes[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cold = await browser.createBrowserContext();
    coldOpens.push((await openReport(cold, url, report.token)).times);
    await cold.close();
  }
  printOpens('open to interactive, cold cache (a new profile each time)', coldOpens);

  const { page } = await openReport(warm, url, report.token);
  await page.evaluate(installKeyProbe);
  console.log(`keystroke to painted character (one key every ${KEY_GAP_MS} ms):`);
  for (const target of targets) {
    const { samples, failures, cpu } = await typeInto(page, target);
    if (failures.length) throw new Error(`${target.name}: ${failures.join('; ')}`);
    console.log(
      `  ${target.name}: ${stats(
        samples.map((s) => s.keyToPaint),
        KEY_TARGET_MS,
      )}`,
    );
    console.log(
      `    p50 ms from the key: keydown ran ${median(samples.map((s) => s.queued)).toFixed(1)}, ` +
        `input handled (React committed, store subscribers run) ${median(samples.map((s) => s.handled)).toFixed(1)}; ` +
        `main-thread CPU per key ${stats(cpu)}`,
    );
  }
  await page.close();
  console.log(`load average at the end ${load()}`);
} finally {
  await browser?.close();
  await server?.stop();
  app?.remove();
}
