/**
 * The completeness check and the schema on a large report: 30 units, 60 passengers, 20
 * witnesses (target: the complete check under 5 ms on this machine, since it runs on every keystroke).
 */
import { performance } from 'node:perf_hooks';
import { vehicleCrashReport } from '../lib/forms/vehicle-crash-report';
import { checkCompleteness } from '../lib/validation/report-checks/completeness';
import { buildReportSchema } from '../lib/validation/report-checks/report-schema';
import { valueIssues } from '../lib/validation/report-checks/value-issues';
import { completeReport } from '../lib/validation/report-checks/test-reports';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

function largeReport() {
  const data = completeReport();
  const [template] = data.Units as Record<string, unknown>[];
  const passenger = { NAMELASTTXT: 'DOE', NAMEFIRSTTXT: 'JANE', INJSTATUSCDE: '0', POSINVEHCDE: '3' };
  data.Units = Array.from({ length: 30 }, (_, i) => ({
    ...structuredClone(template),
    UnitInformation: {
      UNITTYPECDE: '20',
      COMMVEHIND: i % 3 === 0 ? '0' : '1',
      TRAILERIND: '1',
      VEHICLENMB: String(i + 1),
    },
    CMVInformation: { GVWRCDE: '1' },
    Passengers: [passenger, passenger],
  }));
  (data.CrashDetails as Record<string, unknown>).WitnessesInd = '0';
  data.Witnesses = Array.from({ length: 20 }, (_, i) => ({
    TYPECDE: 'W',
    NAMETXT: `WITNESS ${i}`,
    ADDRESSTXT: '1 MAIN ST',
    PHONETEXT: '317-555-0100',
    LOCATIONTXT: i % 2 ? 'CORNER' : '',
  }));
  return data;
}

function median(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0 };
}

const data = largeReport();
const schema = buildReportSchema(vehicleCrashReport);
const checks: number[] = [];
const parses: number[] = [];
const refusals: number[] = [];
let issues = 0;
for (let i = 0; i < RUNS; i++) {
  let t0 = performance.now();
  issues = checkCompleteness(vehicleCrashReport, data).length;
  checks.push(performance.now() - t0);
  t0 = performance.now();
  schema.parse(data);
  parses.push(performance.now() - t0);
  t0 = performance.now();
  valueIssues(vehicleCrashReport, data);
  refusals.push(performance.now() - t0);
}
const c = median(checks);
const p = median(parses);
console.log(
  `completeness check, 30 units / 60 passengers / 20 witnesses (${issues} issues): median ${c.median.toFixed(2)} ms, p95 ${c.p95.toFixed(2)} ms (target < 5 ms)`,
);
console.log(`report schema parse, same report: median ${p.median.toFixed(2)} ms, p95 ${p.p95.toFixed(2)} ms`);
const r = median(refusals);
console.log(
  `refused values as the editor lists them, same report: median ${r.median.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`,
);
