/**
 * The state's document of a long report, as a submission makes it (server/exchange/report-exchange.ts
 * exportReport): a report of 30 units built into NIEM XML and MMUCC JSON and both validated, beside
 * two floors measured in the same run: the validator alone on a minimal valid document (the fixed
 * cost of a call to libxml2 in its worker) and the building alone (validation answered at once).
 * What the whole costs above the first floor is the document's size; the second shows how much of
 * that is our builder rather than libxml2.
 */
import { performance } from 'node:perf_hooks';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import type { ReportData } from '../../lib/forms/definition/paths';
import { exchangeTestReport } from '../../lib/validation/report-checks/exchange-test-report';
import { completeReport } from '../../lib/validation/report-checks/test-reports';
import { exchangeSchemas, exportReport, type ExchangeReport } from '../../server/exchange/report-exchange';
import {
  findExchangeFolder,
  readExchangeSchemaSet,
  validateExchangeDocuments,
} from '../../server/exchange/validate-exchange';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const UNITS = 30;

/** exchangeTestReport's two units (every field filled) repeated to 30, each unit with its own number and id. */
function thirtyUnits(): ReportData {
  const data = exchangeTestReport();
  const units = data.Units as Record<string, unknown>[];
  data.Units = Array.from({ length: UNITS }, (_, i) => {
    const unit = structuredClone(units[i % units.length]!);
    unit.$id = `unit-${i}`;
    const info = unit.UnitInformation as Record<string, unknown> | undefined;
    if (info) info.VEHICLENMB = String(i + 1);
    return unit;
  });
  return data;
}

const set = readExchangeSchemaSet(findExchangeFolder());
const texts = [set.main, ...set.imported].map((file) => String(file.contents));
const validating = exchangeSchemas(texts, validateExchangeDocuments);
const notValidating = exchangeSchemas(texts, async (xml) => xml.map(() => ({ valid: true, errors: [] })));
const form = { label: 'Vehicle Crash Report 1.0', definition: vehicleCrashReport };
const report = (data: ReportData, version = 1): ExchangeReport => ({
  uniqueIdentifier: '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  version,
  isSupplement: false,
  agencyOri: 'IN0490100',
  data,
});

const large = report(thirtyUnits());
const minimal = (await exportReport(notValidating, form, report(completeReport()))).xml;
const firstLarge = await exportReport(validating, form, large);
if (firstLarge.problems.length > 0)
  throw new Error(`the 30-unit report cannot be exported: ${JSON.stringify(firstLarge.problems.slice(0, 3))}`);
const [minimalVerdict] = await validateExchangeDocuments([minimal]);
if (!minimalVerdict?.valid) throw new Error('the minimal document is refused');

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

async function measure(run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

// In turn, so each sees the machine as the others do.
const floor = await measure(() => validateExchangeDocuments([minimal]));
const building = await measure(() => exportReport(notValidating, form, large));
const whole = await measure(() => exportReport(validating, form, large));

const line = (label: string, m: { p50: number; p95: number }) =>
  console.log(
    `${label.padEnd(56)} p50 ${m.p50.toFixed(1).padStart(7)} ms  p95 ${m.p95.toFixed(1).padStart(7)} ms  ×${(m.p50 / floor.p50).toFixed(2)} of the floor`,
  );
console.log(
  `${UNITS}-unit report: NIEM document ${(firstLarge.xml.length / 1024).toFixed(0)} kB (minimal ${(minimal.length / 1024).toFixed(1)} kB), ${RUNS} runs each`,
);
line('floor: the validator on a minimal document', floor);
line('building alone (XML + JSON, no validation)', building);
line('built and validated (as a submission makes it)', whole);
