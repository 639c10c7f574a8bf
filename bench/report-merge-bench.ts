/**
 * The field-level merge the editor runs when a report's copy on this device was based on an
 * older server version (lib/forms/merge/report-merge.ts): two versions of a 30-unit report, each
 * changed in fields of its own and in some of the same fields, with a unit added on one side and
 * one removed on the other (target: under 20 ms, so opening the report or retrying a refused save
 * does not wait on it).
 */
import { performance } from 'node:perf_hooks';
import { newItem, withItemIds } from '../lib/forms/definition/item-ids';
import { setAt, type ReportData } from '../lib/forms/definition/paths';
import { mergeReports } from '../lib/forms/merge/report-merge';
import { vehicleCrashReport } from '../lib/forms/vehicle-crash-report';
import { largeReport, UNITS } from './editor-support/large-report';
import { stats } from './editor-support/timed-typing';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TARGET_MS = 20;

const base = withItemIds(vehicleCrashReport, largeReport());
let mine: ReportData = structuredClone(base);
let theirs: ReportData = structuredClone(base);
for (let i = 0; i < UNITS; i++) {
  // Each side edits fields of its own in every unit...
  mine = setAt(mine, `Units.${i}.Driver.PHONETXT`, `317-555-${String(2000 + i)}`);
  theirs = setAt(theirs, `Units.${i}.VehicleInformation.INSPOLICYNBRTXT`, `NEW-${i}`);
  // ...and both change the same field in every fifth unit, to different values.
  if (i % 5 === 0) {
    mine = setAt(mine, `Units.${i}.VehicleInformation.VEHCOLORTXT`, 'BLK');
    theirs = setAt(theirs, `Units.${i}.VehicleInformation.VEHCOLORTXT`, 'WHI');
  }
}
mine = setAt(mine, `Units.${UNITS}`, { ...newItem(), UnitInformation: { UNITTYPECDE: '20' } });
theirs = { ...theirs, Units: (theirs.Units as unknown[]).slice(1) };
mine = structuredClone(mine);
theirs = structuredClone(theirs);

const samples: number[] = [];
let conflicts = 0;
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  conflicts = mergeReports(vehicleCrashReport, base, mine, theirs).conflicts.length;
  samples.push(performance.now() - t0);
}
console.log(
  `merge of two ${UNITS}-unit versions (different and same fields, ${conflicts} conflicts): ${stats(samples, TARGET_MS)}`,
);
