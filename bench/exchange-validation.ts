/**
 * Checking exported crash reports against the exchange schema (server/exchange/): one small
 * report and one of about 200 kB, against the NIEM subset and against the whole release it is cut
 * from; ten reports in one call against ten calls; and how long the event loop stalls meanwhile
 * (libxml2 runs in a worker thread, so the loop should only hand the texts over).
 */
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadNiemRelease } from '../scripts/niem-subset/niem-release';
import { crashReportDocument, crashVehicle } from '../server/exchange/exchange-documents.fixture';
import {
  EXCHANGE_SCHEMA_FILE,
  exchangeValidator,
  findExchangeFolder,
  readExchangeSchemaSet,
} from '../server/exchange/validate-exchange';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const folder = findExchangeFolder();
const subset = exchangeValidator(readExchangeSchemaSet(folder));
const release = exchangeValidator(
  {
    main: {
      fileName: EXCHANGE_SCHEMA_FILE,
      contents: fs.readFileSync(path.join(folder, EXCHANGE_SCHEMA_FILE), 'utf8'),
    },
    imported: [...loadNiemRelease()].map(([file, contents]) => ({ fileName: `niem/${file}`, contents })),
  },
  { maxMemoryMiB: 1024 },
);

const small = crashReportDocument();
const large = crashReportDocument({ vehicles: Array.from({ length: 215 }, (_, i) => crashVehicle(i)).join('') });

async function median(label: string, run: () => Promise<{ valid: boolean }[]>) {
  const samples: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const verdicts = await run();
    samples.push(performance.now() - started);
    if (!verdicts.every((v) => v.valid)) throw new Error(`${label}: a document was refused`);
  }
  delay.disable();
  samples.sort((a, b) => a - b);
  const stall = delay.max / 1e6;
  console.log(
    `${label.padEnd(44)} median ${samples[Math.floor(RUNS / 2)]!.toFixed(0).padStart(6)} ms   longest event-loop stall ${stall.toFixed(0)} ms`,
  );
}

console.log(
  `small report ${(small.length / 1024).toFixed(1)} kB, large report ${(large.length / 1024).toFixed(0)} kB, ${RUNS} runs each`,
);
// What the loop stalls doing nothing, on this machine, to read the others beside.
await median('nothing (a 250 ms timer)', async () => {
  await new Promise((resolve) => setTimeout(resolve, 250));
  return [];
});
await median('subset, small report', () => subset([small]));
await median('subset, large report', () => subset([large]));
await median('subset, 10 small reports in one call', () => subset(Array.from({ length: 10 }, () => small)));
await median('subset, 10 small reports in 10 calls, in turn', async () => {
  const all = [];
  for (let i = 0; i < 10; i++) all.push(...(await subset([small])));
  return all;
});
await median('whole release, small report', () => release([small]));
await median('whole release, large report', () => release([large]));
