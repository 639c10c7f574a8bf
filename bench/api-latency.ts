/**
 * API latency on the embedded database: sign-in (dominated by the memory-hard KDF), an
 * authenticated call, and the dashboard's Report/List over an officer with many reports.
 * Run with `npm run bench`; figures go to the closing notes of issues, not to timed tests.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { DEMO_PASSWORD, startEmbeddedApp } from './embedded-support/embedded-app';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 20_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (n=${samples.length})`;
}

const { database, call, close } = await startEmbeddedApp();
const time = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

const logins: number[] = [];
let token = '';
for (let i = 0; i < 10; i++) {
  logins.push(
    await time(
      async () => (token = (await call('Account/Login', { userName: 'officer', password: DEMO_PASSWORD })).token),
    ),
  );
}
console.log(`Account/Login (scrypt N=2^15): ${stats(logins)}`);

const permissions: number[] = [];
for (let i = 0; i < CALLS; i++)
  permissions.push(await time(() => call('Account/GetUserPermissions', { userId: 1 }, token)));
console.log(`Account/GetUserPermissions: ${stats(permissions)}`);

const t0 = performance.now();
// Half the reports belong to the officer, the rest to the supervisor, across a year of dates.
await sql`insert into reports (form_type, author_user_id, agency_ori, case_number, date_of_crash, status)
  select 'Crash', 1 + (g % 2), 'IN0490000', 'CASE-' || g, date '2026-01-01' + (g % 365), g % 5
  from generate_series(1, ${REPORTS}::int) as g`.execute(database.db);
console.log(`seeded ${REPORTS} reports in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const lists: number[] = [];
for (let i = 0; i < CALLS / 3; i++) {
  lists.push(await time(() => call('Report/List', { view: 'dashboard', page: 1 + (i % 20), pageSize: 25 }, token)));
}
console.log(`Report/List (dashboard, ${REPORTS} reports, 25 a page): ${stats(lists)}`);

await close();
