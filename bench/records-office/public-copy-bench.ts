/**
 * A copy of a long report through the API (Report/GiveCopy on the embedded database): a report of
 * 30 units, each with its driver, owner and passengers named, and a narrative that names them,
 * printed as the public copy (the fields left out, every name, street, phone and date taken out
 * of the narrative) beside the full copy of the same report in the same run, which is the floor:
 * what the public copy costs above it is its redaction and scrubbing.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { ReportData } from '../../lib/forms/definition/paths';
import { exchangeTestReport } from '../../lib/validation/report-checks/exchange-test-report';
import { ReportStatus } from '../../lib/workflow/report-status';
import { DEMO_PASSWORD, startEmbeddedApp } from '../embedded-support/embedded-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const UNITS = 30;
const FIRST = ['JANE', 'JOHN', 'MARIA', 'WEI', 'AMIR', 'OLGA'];
const LAST = ['DOE', 'SMITH', 'GARCIA', 'CHEN', 'HADDAD', 'IVANOVA'];

/** exchangeTestReport's units repeated to 30, each unit's people with names of their own, named again in the narrative. */
function namedReport(): ReportData {
  const data = exchangeTestReport();
  const units = data.Units as Record<string, unknown>[];
  const story: string[] = [];
  data.Units = Array.from({ length: UNITS }, (_, i) => {
    const unit = structuredClone(units[i % units.length]!);
    unit.$id = `unit-${i}`;
    const first = `${FIRST[i % FIRST.length]}${i}`;
    const last = `${LAST[i % LAST.length]}${i}`;
    unit.Driver = {
      ...(unit.Driver as Record<string, unknown>),
      NAMEFIRSTTXT: first,
      NAMELASTTXT: last,
      ADDRSTREETTXT: `${100 + i} MAIN ST`,
    };
    story.push(`Unit ${i + 1} was driven by ${first.toLowerCase()} ${last} of ${100 + i} Main St.`);
    return unit;
  });
  (data.Narrative as Record<string, unknown>).NarrativeTxt = story.join(' ');
  return data;
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const { database, call, close } = await startEmbeddedApp();
try {
  const officer = (await call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD })).token as string;
  const clerk = (await call('Account/Login', { userName: 'clerk', password: DEMO_PASSWORD })).token as string;
  const { id } = await call('Report/Create', {}, officer);
  await call('Report/Save', { id, version: 1, data: namedReport() }, officer);
  await sql`update reports set status = ${ReportStatus.Accepted} where id = ${id}`.execute(database.db);
  const requester = { name: 'Bench Insurance', kind: 'insurer', permissibleUse: 'b6', proof: 'Claim 1' };
  const copy = (kind: 'public' | 'full') => call('Report/GiveCopy', { id, copy: kind, requester }, clerk);
  const first = (await copy('public')) as { pdf: string };
  console.log(`public copy: ${(Buffer.from(first.pdf, 'base64').length / 1024).toFixed(0)} kB PDF`);
  const samples = { public: [] as number[], full: [] as number[] };
  // In turn, so each sees the machine as the other does.
  for (let i = 0; i < RUNS; i++) {
    for (const kind of ['full', 'public'] as const) {
      const started = performance.now();
      await copy(kind);
      samples[kind].push(performance.now() - started);
    }
  }
  const full = percentiles(samples.full);
  const pub = percentiles(samples.public);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`full copy (floor): p50 ${ms(full.p50)}, p95 ${ms(full.p95)}`);
  console.log(
    `public copy:       p50 ${ms(pub.p50)}, p95 ${ms(pub.p95)} (x${(pub.p50 / full.p50).toFixed(2)} of the floor at p50)`,
  );
} finally {
  await close();
}
