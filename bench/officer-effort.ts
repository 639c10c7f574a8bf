/**
 * Officer effort (docs/rules/report-editor.md, "Officer effort"): the scripted two-vehicle injury crash
 * (test/e2e/support/editor/scripted-crash.ts) written through the real UI in Chromium, with the four
 * licence and registration returns sent by the built extension from the fixture RMS page, until
 * the validation panel shows 0 errors. Written twice: without the aids (as before those aids: counts,
 * unit 2's owner, the passenger's address and the narrative typed, the diagram drawn by hand) and
 * with them. Prints for each the values typed or picked, the other clicks, the keys typed and the
 * wall time, beside the figure before the issue (231 values) and the target (120), and the fields
 * that still cost the most values. Run alone with `npx tsx bench/officer-effort.ts`
 * (BENCH_APP_DIR=<a vite build> skips the build). The wall time is the script's, not an
 * officer's: it types at machine speed, so it measures the app's waits, not the officer's.
 */
import { benchApp } from './editor-support/bench-app';
import type { EffortTally } from '../test/e2e/support/editor/counting-officer';
import { enableRms, startAppWithExtension, type StartedAppWithExtension } from '../test/e2e/support/extension-app';
import { saveDefaultLocation, writeScriptedCrash } from '../test/e2e/support/editor/scripted-crash';

/** The issue's figures: values before it (tried as an officer would), and its target. */
const BEFORE_ISSUE = 231;
const TARGET = 120;
const TOP = 10;

interface Measured {
  tally: EffortTally;
  ms: number;
}

async function measure(e2e: StartedAppWithExtension, aids: boolean): Promise<Measured> {
  const { tally, ms, page } = await writeScriptedCrash(e2e, { aids });
  await page.close();
  return { tally, ms };
}

/** "Units.*.Driver.PHONETXT" -> "Units.*.Driver"; "records window: Apply to driver" -> "records window". */
const sectionOf = (field: string) => (field.includes(':') ? field.split(':')[0]! : field.replace(/\.[^.]+$/, ''));

function bySection(tally: EffortTally): [string, number][] {
  const sections = new Map<string, number>();
  for (const [field, count] of tally.byField)
    sections.set(sectionOf(field), (sections.get(sectionOf(field)) ?? 0) + count);
  return [...sections].sort((x, y) => y[1] - x[1]);
}

const row = (name: string, without: number | string, withAids: number | string, ratio: string) =>
  `  ${name.padEnd(26)}${String(without).padStart(16)}${String(withAids).padStart(14)}${ratio.padStart(10)}`;
const times = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');

function print(without: Measured, withAids: Measured) {
  const w = without.tally;
  const a = withAids.tally;
  console.log(
    `\nThe scripted two-vehicle injury crash (2 drivers, 1 passenger, 1 witness, 4 RMS returns), to 0 errors:`,
  );
  console.log(row('', 'without the aids', 'with the aids', 'ratio'));
  console.log(row('values typed or picked', w.values, a.values, times(w.values, a.values)));
  console.log(row('other clicks', w.clicks, a.clicks, times(w.clicks, a.clicks)));
  console.log(row('keys typed', w.keys, a.keys, times(w.keys, a.keys)));
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(row('wall time', secs(without.ms), secs(withAids.ms), times(without.ms, withAids.ms)));
  console.log(
    `\n  Before the aids: ${BEFORE_ISSUE} values typed or picked (no time recorded); target ≤ ${TARGET}: ` +
      `${a.values <= TARGET ? 'met' : 'NOT met'} with the aids (${a.values}, ${times(BEFORE_ISSUE, a.values)} fewer than before).`,
  );
  console.log(
    `\n  The fields that cost the most values with the aids (both units, passengers and witnesses together):`,
  );
  const top = [...a.byField].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).slice(0, TOP);
  for (const [field, count] of top) console.log(`    ${String(count).padStart(3)}  ${field}`);
  const saved = [...w.byField]
    .map(([field, count]) => [field, count - (a.byField.get(field) ?? 0)] as const)
    .filter(([, n]) => n > 0)
    .sort((x, y) => y[1] - x[1]);
  console.log(`\n  Values with the aids by section (both units together):`);
  for (const [section, count] of bySection(a)) console.log(`    ${String(count).padStart(3)}  ${section}`);
  console.log(`\n  Values the aids saved, by field:`);
  for (const [field, count] of saved) console.log(`    ${String(count).padStart(3)}  ${field}`);
}

const app = benchApp();
process.env.APP_DIR = app.dir;
let e2e: StartedAppWithExtension | undefined;
try {
  console.log('starting the app, building the extension for it, starting Chromium…');
  e2e = await startAppWithExtension();
  await saveDefaultLocation(e2e);
  await enableRms(e2e);
  const without = await measure(e2e, false);
  const withAids = await measure(e2e, true);
  print(without, withAids);
} finally {
  await e2e?.stop();
  app.remove();
}
