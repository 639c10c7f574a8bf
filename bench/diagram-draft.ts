/**
 * Drafting the crash diagram from six coded units (target: under 50 ms), measured as the
 * editor's "Draft from the report" button does it: reading the units by roles, then drafting.
 * The first run is timed on its own, since the button is pressed once, on a cold page.
 */
import { performance } from 'node:perf_hooks';
import { draftDiagram } from '../lib/forms/diagram-draft';
import { diagramFacts } from '../lib/forms/diagram-units';
import { vehicleCrashReport } from '../lib/forms/vehicle-crash-report';
import { completeReport } from '../lib/validation/test-reports';

const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const TARGET_MS = 50;

/** Six units: a chain of four northbound, and two eastbound across them. */
function sixUnitReport() {
  const data = completeReport();
  const [unit] = data.Units as Record<string, Record<string, unknown>>[];
  const moves: [string, string][] = [
    ['1', '12'],
    ['1', '6'],
    ['1', '12'],
    ['1', '12'],
    ['3', '3'],
    ['3', '12'],
  ];
  data.Units = moves.map(([direction, impact]) => ({
    ...structuredClone(unit),
    VehicleInformation: { ...unit?.VehicleInformation, PRECOLLDIRCDE: direction, INITIALIMPACTCDE: impact },
  }));
  Object.assign(data.CrashDetails as object, { MannerCollCde: '1' });
  return data;
}

const data = sixUnitReport();
const draftOnce = () => draftDiagram(diagramFacts(vehicleCrashReport, data));
let t0 = performance.now();
const first = draftOnce();
const cold = performance.now() - t0;
const samples: number[] = [];
for (let i = 0; i < RUNS; i++) {
  t0 = performance.now();
  draftOnce();
  samples.push(performance.now() - t0);
}
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)] ?? 0;
const p95 = samples[Math.floor(samples.length * 0.95)] ?? 0;
const placed = first.content.elements.filter((e) => e.kind === 'unit').length;
console.log(
  `diagram draft, 6 units (${placed} placed, ${first.content.elements.length} elements): first ${cold.toFixed(2)} ms, median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (target < ${TARGET_MS} ms)`,
);
if (cold >= TARGET_MS || p95 >= TARGET_MS) process.exit(1);
