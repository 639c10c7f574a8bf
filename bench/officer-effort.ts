/**
 * Officer effort (docs/rules/report-editor.md, "Officer effort"): the scripted two-vehicle injury crash
 * (test/e2e/support/editor/scripted-crash.ts) written through the real UI in Chromium until the
 * validation panel shows 0 errors, five ways: with the four licence and registration returns sent
 * by the built extension from the fixture RMS page, without the aids (as before them: counts, unit
 * 2's owner, the passenger's address and the narrative typed, the diagram drawn by hand) and with
 * them; and without returns (their values typed, the sections filled in order as a new officer
 * meets them) without the aids, with only what the screen fills unasked (no aid pressed), and with
 * the aids. Prints for each the values typed or picked, the values found already filled, the other
 * clicks, the keys typed and the wall time, beside the figures before (231 values with returns as
 * an officer tried them before the aids, 221 without returns as a new officer tried them) and the
 * targets (120 with returns, 170 without), and the fields that still cost the most values. Run
 * alone with `npx tsx bench/officer-effort.ts` (BENCH_APP_DIR=<a vite build> skips the build). The
 * wall time is the script's, not an officer's: it types at machine speed, so it measures the app's
 * waits, not the officer's.
 */
import { benchApp } from './editor-support/bench-app';
import type { EffortTally } from '../test/e2e/support/editor/counting-officer';
import { enableRms, startAppWithExtension, type StartedAppWithExtension } from '../test/e2e/support/extension-app';
import { saveDefaultLocation, writeScriptedCrash, type CrashOptions } from '../test/e2e/support/editor/scripted-crash';

/** The figures tried by hand before, and the targets: with the returns, with the aids; without them, unasked. */
const BEFORE_WITH_RETURNS = 231;
const BEFORE_WITHOUT_RETURNS = 221;
const TARGET_WITH_RETURNS = 120;
const TARGET_WITHOUT_RETURNS = 170;
const TOP = 10;

interface Run {
  name: string;
  options: CrashOptions;
}

const RUNS: Run[] = [
  { name: 'returns, without the aids', options: { aids: 'none', returns: true } },
  { name: 'returns, with the aids', options: { aids: 'all', returns: true } },
  { name: 'no returns, without aids', options: { aids: 'none', returns: false } },
  { name: 'no returns, unasked only', options: { aids: 'unasked', returns: false } },
  { name: 'no returns, with the aids', options: { aids: 'all', returns: false } },
];

interface Measured {
  run: Run;
  tally: EffortTally;
  ms: number;
}

async function measure(e2e: StartedAppWithExtension, run: Run): Promise<Measured> {
  const { tally, ms, page } = await writeScriptedCrash(e2e, run.options);
  await page.close();
  return { run, tally, ms };
}

/** "Units.*.Driver.PHONETXT" -> "Units.*.Driver"; "records window: Apply to driver" -> "records window". */
const sectionOf = (field: string) => (field.includes(':') ? field.split(':')[0]! : field.replace(/\.[^.]+$/, ''));

function bySection(tally: EffortTally): [string, number][] {
  const sections = new Map<string, number>();
  for (const [field, count] of tally.byField)
    sections.set(sectionOf(field), (sections.get(sectionOf(field)) ?? 0) + count);
  return [...sections].sort((x, y) => y[1] - x[1]);
}

const cell = (v: number | string) => String(v).padStart(9);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const met = (values: number, target: number) => (values <= target ? 'met' : 'NOT met');

function top(counts: Map<string, number>, n = TOP): string[] {
  return [...counts]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, n)
    .map(([field, count]) => `    ${String(count).padStart(3)}  ${field}`);
}

function print(runs: Measured[]) {
  const [returnsNone, returnsAll, , unasked, noReturnsAll] = runs as [Measured, Measured, Measured, Measured, Measured];
  console.log(`\nThe scripted two-vehicle injury crash (2 drivers, 1 passenger, 1 witness), to 0 errors:`);
  console.log(`  ${''.padEnd(28)}${['values', 'found', 'clicks', 'keys', 'time'].map(cell).join('')}`);
  for (const { run, tally, ms } of runs) {
    const row = [tally.values, tally.found, tally.clicks, tally.keys, secs(ms)];
    console.log(`  ${run.name.padEnd(28)}${row.map(cell).join('')}`);
  }
  console.log(`  (values: typed or picked; found: already filled on the screen and left as they were)`);
  console.log(
    `\n  With the returns: ${BEFORE_WITH_RETURNS} values before the aids; target ≤ ${TARGET_WITH_RETURNS}: ` +
      `${met(returnsAll.tally.values, TARGET_WITH_RETURNS)} with the aids (${returnsAll.tally.values}).`,
  );
  console.log(
    `  Without the returns: ${BEFORE_WITHOUT_RETURNS} values as a new officer tried it; target ≤ ${TARGET_WITHOUT_RETURNS}: ` +
      `${met(unasked.tally.values, TARGET_WITHOUT_RETURNS)} with what the screen fills unasked (${unasked.tally.values}), ` +
      `${met(noReturnsAll.tally.values, TARGET_WITHOUT_RETURNS)} with the aids (${noReturnsAll.tally.values}).`,
  );
  for (const m of [returnsAll, unasked]) {
    console.log(`\n  The fields that cost the most values, ${m.run.name} (units, passengers and witnesses together):`);
    for (const line of top(m.tally.byField)) console.log(line);
    console.log(`  Values by section:`);
    for (const [section, count] of bySection(m.tally)) console.log(`    ${String(count).padStart(3)}  ${section}`);
    console.log(`  Values found already filled:`);
    for (const line of top(m.tally.foundByField, 40)) console.log(line);
  }
  const saved = [...returnsNone.tally.byField]
    .map(([field, count]) => [field, count - (returnsAll.tally.byField.get(field) ?? 0)] as const)
    .filter(([, n]) => n > 0)
    .sort((x, y) => y[1] - x[1]);
  console.log(`\n  Values the aids saved with the returns, by field:`);
  for (const [field, count] of saved) console.log(`    ${String(count).padStart(3)}  ${field}`);
}

const app = benchApp();
process.env.APP_DIR = app.dir;
let e2e: StartedAppWithExtension | undefined;
try {
  console.log('starting the app, building the extension for it, starting Chromium…');
  e2e = await startAppWithExtension({ lookups: true });
  await saveDefaultLocation(e2e);
  await enableRms(e2e);
  const measured: Measured[] = [];
  for (const run of RUNS) measured.push(await measure(e2e, run));
  print(measured);
} finally {
  await e2e?.stop();
  app.remove();
}
