/**
 * Finding people and vehicles at a state's volume: seeds BENCH_REPORTS reports (default
 * 1,000,000; a state's decade is 10,000,000) as bench/report-tables.ts does, gives each report a
 * driver and a vehicle in report_parties (migration 033) as its save would, every licence number
 * held by the drivers of two crashes, then times People/Find by licence number through the real
 * server's HTTP API (a supervisor's search of their agency's reports, the access log written by
 * each) beside the raw SQL of its search statement, held to p95 < 50 ms
 * (docs/rules/records-and-personal-data.md, "Finding people and vehicles").
 * Needs PostgreSQL: DATABASE_URL (or BENCH_DATABASE_URL) names a server where it may create and
 * drop the database BENCH_DB (default people_bench). BENCH_REUSE=1 keeps an already seeded one.
 * Run: npm run bench people-find
 */
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { postgresPool, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { benchDatabase, connectTo } from '../report-tables-support/bench-database';
import { callApi, ms, statementRecorder, summarize } from '../report-tables-support/measure';
import { BENCH_PASSWORD, seedState } from '../report-tables-support/seed-reports';
import { seededRandom } from '../report-tables-support/state-plan';
import { seedParties } from '../report-tables-support/parties-seed';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 400);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const TARGET_MS = 50;

const database = await benchDatabase(process.env.BENCH_DB ?? 'people_bench', process.env.BENCH_REUSE === '1');
if (!database) {
  console.log('people-find: skipped, it needs PostgreSQL (set DATABASE_URL=postgres://user@host:5432/postgres).');
  process.exit(0);
}
const { reseed } = database;

const recorder = statementRecorder();
const db: Db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: postgresPool(database.url) }),
  log: (event) => recorder.log(event),
});
const sqlClient = await connectTo(database.url);

if (reseed) {
  const t0 = performance.now();
  await migrateToLatest(db);
  await seed(db, { demo: false, demoPassword: BENCH_PASSWORD });
  const { timings } = await seedState(sqlClient, { reports: REPORTS, agencies: AGENCIES });
  const t1 = performance.now();
  await seedParties(sqlClient, REPORTS);
  console.log(
    `seeded ${process.env.BENCH_DB ?? 'people_bench'}: reports ${(timings.totalMs / 1000).toFixed(1)} s, ` +
      `their drivers and vehicles ${((performance.now() - t1) / 1000).toFixed(1)} s, ` +
      `in all ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
} else {
  await migrateToLatest(db);
  console.log(`reusing the seeded database ${process.env.BENCH_DB ?? 'people_bench'}`);
  // Another bench's database of the same reports (the crash data bench's ten million) gets its
  // drivers and vehicles once, instead of a second seeding of the reports.
  const parties = (await sqlClient.query(`select exists (select 1 from report_parties) as any`)).rows[0];
  if (!parties.any) {
    const t1 = performance.now();
    await seedParties(sqlClient, REPORTS);
    console.log(`  its drivers and vehicles seeded in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  }
}
const facts = (
  await sqlClient.query(`select (select count(*)::int from reports) as reports,
    (select count(*)::int from report_parties) as parties,
    pg_size_pretty(pg_total_relation_size('report_parties')) as size`)
).rows[0];
console.log(
  `${facts.reports.toLocaleString('en-US')} reports, ${facts.parties.toLocaleString('en-US')} people and vehicles ` +
    `(report_parties with indexes ${facts.size})`,
);

const app = await buildApp({
  db,
  engine: 'postgresql',
  config: loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent', SIGN_IN_LIMIT_PER_ADDRESS: '1000' }),
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// The supervisor of the agency with the most reports searches the licences of its drivers.
const { agency, supervisor } = (
  await sqlClient.query(`select r.agency_ori as agency, min(u.user_name) as supervisor from (
      select agency_ori from reports group by agency_ori order by count(*) desc limit 1) r
    join users u on u.agency_ori = r.agency_ori and u.user_name like '%-supervisor%' group by r.agency_ori`)
).rows[0] as { agency: string; supervisor: string };
const licences = (
  await sqlClient.query(
    `select p.licence_number from report_parties p join reports r on r.id = p.report_id
     where r.agency_ori = $1 and p.licence_number is not null order by md5(p.report_id::text) limit $2`,
    [agency, SAMPLES],
  )
).rows.map((r) => r.licence_number as string);
const token = (
  (await callApi(address, 'Account/Login', { userName: supervisor, password: BENCH_PASSWORD })) as { token: string }
).token;

// What every call pays before its own work: the session check and its renewal (a write).
const floor: number[] = [];
for (let i = 0; i < 100; i++) {
  const t0 = performance.now();
  await callApi(address, 'Account/KeepAlive', {}, token);
  floor.push(performance.now() - t0);
}

const random = seededRandom(11);
const api: number[] = [];
const raw: number[] = [];
const rawPool = new pg.Pool({ connectionString: database.url, max: 2 });
let found = 0;
let plan = '';
for (let i = 0; i < licences.length; i++) {
  const licenceNumber = licences[Math.floor(random() * licences.length)]!;
  const payload = { by: 'licence', licenceNumber, reason: `Bench look-up ${i}` };
  const t0 = performance.now();
  const { result, statements } = await recorder.capture(() => callApi(address, 'People/Find', payload, token));
  api.push(performance.now() - t0);
  found += (result as { matches: { crashes: unknown[] }[] }).matches.reduce((n, m) => n + m.crashes.length, 0);
  // The search statement alone, sent straight to PostgreSQL as the server sent it.
  const search = statements.find((s) => s.sql.includes('from report_parties p'));
  if (!search) throw new Error('People/Find sent no search of report_parties.');
  const r0 = performance.now();
  await rawPool.query(search.sql, search.parameters as unknown[]);
  raw.push(performance.now() - r0);
  if (i === 0) {
    const explained = await sqlClient.query(`explain ${search.sql}`, search.parameters as unknown[]);
    plan = explained.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
  }
}

const a = summarize(api);
const s = summarize(raw);
console.log(`\nPeople/Find by licence number, ${a.n} searches by ${supervisor} (${agency}), ${found} crashes found:`);
console.log(
  `  API     p50 ${ms(a.p50)}  p95 ${ms(a.p95)}  max ${ms(a.max)}  (target p95 < ${TARGET_MS} ms) ${a.p95 < TARGET_MS ? 'ok' : 'OVER'}`,
);
const f = summarize(floor);
console.log(`  authentication floor (Account/KeepAlive) p50 ${ms(f.p50)}  p95 ${ms(f.p95)}`);
console.log(`  raw SQL p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  max ${ms(s.max)}`);
console.log(`  plan of the search:\n${plan}`);
const logged = (await sqlClient.query(`select count(*)::int as n from person_lookups`)).rows[0].n as number;
console.log(`  access log rows written: ${logged}`);

await rawPool.end();
await app.close();
await db.destroy();
await sqlClient.end();
