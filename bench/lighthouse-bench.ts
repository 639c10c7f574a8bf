/**
 * Lighthouse 12.2.3 (the devDependency, pinned) on three pages of the built app served by the real
 * server: the sign-in page, the dashboard signed in as the demo officer, and the editor on the
 * 30-unit report of bench/editor.ts. Desktop config, simulated throttling (Lighthouse's default),
 * a cold cache for each page. It prints each page's performance, accessibility and best-practices
 * scores beside their targets (performance ≥ 95, accessibility 100, best practices 100) with the
 * load average, FCP, LCP, TBT, CLS and Speed Index, the failing accessibility and best-practices
 * audits, and the performance audits that cost the most. Run alone with
 * `npx tsx bench/lighthouse-bench.ts` (BENCH_APP_DIR=<a vite build> skips the build; BENCH_LIGHTHOUSE_JSON=<folder>
 * writes each page's full report there as JSON). Figures go to issues, not to timed tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { launchChromium } from '../test/e2e/support/chromium';
import { categoryScore, failingAudits, runLighthouse } from '../test/e2e/support/lighthouse-run';
import { DEMO_PASSWORD } from '../test/e2e/support/page-helpers';
import { startRealServer, type RealServer } from '../test/e2e/support/real-server';
import { api, benchApp } from './editor-support/bench-app';
import { largeReport, UNITS } from './editor-support/large-report';
import { signedIn } from './editor-support/page-probes';

const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON;
/** The lowest score each category is held to, out of 100. */
const TARGETS: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 100 };
/** How many of the performance audits that cost the most are listed. */
const TOP_OPPORTUNITIES = 6;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Target {
  name: string;
  path: string;
  /** The session the page starts signed in with (sessionStorage, before any of its scripts run). */
  token?: string;
}

/**
 * One Lighthouse run on a tab of a new browser context (no cache, no IndexedDB or service worker
 * left by the page before), signed in as bench/editor.ts signs its pages in when `token` is given.
 */
async function audit(browser: Awaited<ReturnType<typeof launchChromium>>, url: string, token?: string) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // About:blank, where Lighthouse starts, has no sessionStorage; the app's own document has.
    if (token) await page.evaluateOnNewDocument(`try { ${signedIn({ token })} } catch {}`);
    return await runLighthouse(page, url);
  } finally {
    await context.close();
  }
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? 'n/a';

/** The performance audits that did not pass, by the time they say they would save (then by score). */
function opportunities(lhr: Result) {
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => !ref.group || !['metrics', 'hidden'].includes(ref.group))
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is NonNullable<typeof a> => !!a && a.score !== null && a.score < 0.9)
    .map((a) => {
      const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      return {
        id: a.id,
        title: a.title,
        ms: details?.overallSavingsMs ?? 0,
        bytes: details?.overallSavingsBytes ?? 0,
        shown: a.displayValue ?? '',
      };
    })
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .slice(0, TOP_OPPORTUNITIES);
}

function print(name: string, lhr: Result) {
  console.log(
    `\n${name} (${lhr.finalDisplayedUrl}, Lighthouse ${lhr.lighthouseVersion}, desktop, simulated throttling)`,
  );
  const verdicts = Object.entries(TARGETS).map(([id, target]) => {
    const value = categoryScore(lhr, id);
    return `${id} ${value} (target ${target === 100 ? '100' : `≥ ${target}`}: ${value >= target ? 'met' : 'MISSED'})`;
  });
  // Lighthouse's own measure of the machine's speed during the run (lower on a busy machine).
  console.log(`  ${verdicts.join(', ')}; load average ${load()}, benchmarkIndex ${lhr.environment.benchmarkIndex}`);
  console.log(
    `  FCP ${metric(lhr, 'first-contentful-paint')}, LCP ${metric(lhr, 'largest-contentful-paint')}, ` +
      `TBT ${metric(lhr, 'total-blocking-time')}, CLS ${metric(lhr, 'cumulative-layout-shift')}, ` +
      `Speed Index ${metric(lhr, 'speed-index')}`,
  );
  for (const category of ['accessibility', 'best-practices']) {
    const failed = failingAudits(lhr, category);
    if (failed.length === 0) continue;
    console.log(`  ${category} audits failing:`);
    for (const f of failed) {
      console.log(`    ${f.id} (weight ${f.weight}): ${f.title}`);
      for (const found of f.found) console.log(`      ${found}`);
    }
  }
  for (const warning of lhr.runWarnings) console.log(`  Lighthouse warns: ${warning}`);
  // Lighthouse 12.2.3 predates this Chromium: audits whose trace reading fails show here, unscored.
  const errored = Object.values(lhr.audits).filter((a) => a.scoreDisplayMode === 'error');
  if (errored.length) console.log(`  audits Lighthouse could not run: ${errored.map((a) => a.id).join(', ')}`);
  const costs = opportunities(lhr);
  if (costs.length) {
    console.log('  performance audits that cost the most:');
    for (const o of costs) {
      const savings = [o.ms ? `${Math.round(o.ms)} ms` : '', o.bytes ? `${(o.bytes / 1024).toFixed(0)} KiB` : '']
        .filter(Boolean)
        .join(', ');
      console.log(`    ${o.id}: ${o.title}${savings ? ` (saves ${savings})` : o.shown ? ` (${o.shown})` : ''}`);
    }
  }
}

async function seedLargeReport(server: RealServer) {
  const { token } = await api(server, 'Account/Login', { userName: 'officer', password: DEMO_PASSWORD });
  const created = await api(server, 'Report/Create', {}, token);
  await api(server, 'Report/Save', { id: created.id, version: created.version, data: largeReport() }, token);
  return { token: token as string, id: created.id as number };
}

let app: ReturnType<typeof benchApp> | undefined;
let server: RealServer | undefined;
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  app = benchApp();
  console.log(`load average ${load()} on ${os.cpus().length} CPUs (simulated throttling scales what it observes)`);
  server = await startRealServer({ APP_DIR: app.dir, LOG_LEVEL: 'warn' });
  const report = await seedLargeReport(server);
  const targets: Target[] = [
    { name: 'sign-in page', path: '/' },
    { name: 'dashboard (the demo officer)', path: '/dashboard', token: report.token },
    { name: `editor (report #${report.id}, ${UNITS} units)`, path: `/reports/${report.id}`, token: report.token },
  ];
  browser = await launchChromium();
  const missed: string[] = [];
  for (const target of targets) {
    const lhr = await audit(browser, `${server.url}${target.path}`, target.token);
    if (JSON_DIR) {
      fs.mkdirSync(JSON_DIR, { recursive: true });
      const file = path.join(JSON_DIR, `${target.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'sign-in'}.json`);
      fs.writeFileSync(file, JSON.stringify(lhr));
    }
    print(target.name, lhr);
    for (const [id, min] of Object.entries(TARGETS))
      if (categoryScore(lhr, id) < min) missed.push(`${target.name} ${id}`);
  }
  console.log(
    `\n${missed.length ? `MISSED: ${missed.join('; ')}` : 'every target met'}; load average at the end ${load()}`,
  );
} finally {
  await browser?.close();
  await server?.stop();
  app?.remove();
}
