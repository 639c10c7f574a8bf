/**
 * The crash data screen at a state's volume: seeds BENCH_REPORTS reports (default 1,000,000: ten
 * years, 92 counties, 400 agencies) into a PostgreSQL database of its own with their crash facts,
 * then times CrashData/Views, Points, Locations and Duplicates through the real server's HTTP API
 * (answers compressed as a browser accepts them) beside the raw SQL of the same statements in the
 * same run, each printed with its plan. Targets: p95 under 200 ms at 1,000,000 reports and under
 * 500 ms at 10,000,000 (docs/server.md, "Crash data at a state's volume"). Needs PostgreSQL:
 * DATABASE_URL (or BENCH_DATABASE_URL) names a server where it may create and drop BENCH_DB
 * (default crash_data_bench); BENCH_REUSE=1 keeps an already seeded one, BENCH_SAMPLES sizes each
 * kind, BENCH_ONLY (a regular expression) picks kinds by name. Run: npx tsx bench/crash-data/crash-data-views.ts
 */
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { postgresPool, type Db } from '../../server/db/database';
import { prepareRepeatedStatements, statementNames } from '../../server/db/prepared-statements';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { writeAgencyCodes } from '../../server/db/seed-code-lists';
import { comparer, type Kind } from '../report-tables-support/compare';
import { startBareServer } from '../report-tables-support/bare-server';
import { httpClientThread } from '../report-tables-support/http-client-thread';
import { profileFile } from '../report-tables-support/profile';
import { callApi, ms, statementRecorder } from '../report-tables-support/measure';
import { BENCH_PASSWORD, seedState } from '../report-tables-support/seed-reports';
import { seedCrashFacts } from '../crash-data-support/facts-seed';
import { printPlan } from '../crash-data-support/facts-plan';
import { seedParties } from '../report-tables-support/parties-seed';
import { benchDatabase, connectTo } from '../report-tables-support/bench-database';
import type { MapView } from '../../lib/analysis/crash-map-cells';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const DB_NAME = process.env.BENCH_DB ?? 'crash_data_bench';
const TARGET = REPORTS >= 5_000_000 ? 500 : 200;

const database = await benchDatabase(DB_NAME, process.env.BENCH_REUSE === '1');
if (!database) {
  console.log('crash-data-views: skipped, it needs PostgreSQL (set DATABASE_URL=postgres://user@host:5432/postgres).');
  process.exit(0);
}
const { reseed } = database;
const benchUrl = database.url;

const recorder = statementRecorder();
const db: Db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: postgresPool(benchUrl) }),
  log: (event) => recorder.log(event),
});
const sqlClient = await connectTo(benchUrl);
await migrateToLatest(db);
if (reseed) {
  const t0 = performance.now();
  await seed(db, { demo: false, demoPassword: BENCH_PASSWORD });
  const { timings } = await seedState(sqlClient, { reports: REPORTS, agencies: 400 });
  const factsMs = await seedCrashFacts(sqlClient);
  console.log(`seeding ${DB_NAME}: ${timings.steps.map(([n, t]) => `${n} ${(t / 1000).toFixed(0)} s`).join(', ')}`);
  console.log(
    `  crash facts ${(factsMs / 1000).toFixed(0)} s; total ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
} else console.log(`reusing the seeded database ${DB_NAME}`);
// Each report's vehicle and driver, which possible duplicates compare (a reused database may lack them).
if (!(await sqlClient.query(`select exists (select 1 from report_parties) as any`)).rows[0].any) {
  const t0 = performance.now();
  await seedParties(sqlClient, REPORTS);
  console.log(`  drivers and vehicles ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
await writeAgencyCodes(db);
const size = (
  await sqlClient.query(`select count(*)::int as n, pg_size_pretty(pg_total_relation_size('crash_facts')) as facts,
    pg_size_pretty(pg_total_relation_size('reports')) as reports from crash_facts`)
).rows[0];
console.log(`${size.n.toLocaleString('en-US')} crash facts (${size.facts} with indexes; reports ${size.reports})`);

const app = await buildApp({
  db,
  engine: 'postgresql',
  config: loadConfig({
    LOG_LEVEL: 'silent',
    APP_DIR: '/nonexistent',
    ADMIN_SECOND_FACTOR: 'optional',
    SIGN_IN_LIMIT_PER_ADDRESS: '1000',
  }),
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = async (userName: string) =>
  ((await callApi(address, 'Account/Login', { userName, password: BENCH_PASSWORD })) as { token: string }).token;

// The supervisor of the agency with the most crashes, and a state administrator.
const supervisor = (
  await sqlClient.query(`select u.user_name from users u where u.user_name like '%-supervisor%' and u.agency_ori = (
    select agency_ori from crash_facts group by agency_ori order by count(*) desc limit 1) order by u.id limit 1`)
).rows[0].user_name as string;
await sqlClient.query(
  `insert into users (user_name, first_name, last_name, badge_id, agency_ori, password_hash)
   select 'bench-stateadmin', 'State', 'Administrator', '000001', min(ori),
     (select password_hash from users where user_name = $1) from agencies where ori like 'IN%BN'
   on conflict do nothing`,
  [supervisor],
);
await sqlClient.query(
  `insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r
   where u.user_name = 'bench-stateadmin' and r.name = 'State Administrator' on conflict do nothing`,
);
const token = { supervisor: await login(supervisor), state: await login('bench-stateadmin') };
const counties = (
  await sqlClient.query(`select county_code from crash_facts where county_code is not null
    group by county_code order by count(*) desc limit 10`)
).rows.map((r) => r.county_code as string);

// The map's views are of the busiest county's middle, as a user zooms into a city.
const middle = (
  await sqlClient.query(
    `select avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude
    from crash_facts where county_code = $1`,
    [counties[0]],
  )
).rows[0] as { latitude: number; longitude: number };
const around = (zoom: number, width: number, height: number): MapView => ({
  zoom,
  west: middle.longitude - width / 2,
  east: middle.longitude + width / 2,
  south: middle.latitude - height / 2,
  north: middle.latitude + height / 2,
});

const rawPool = new pg.Pool({ connectionString: benchUrl, max: 4 });
prepareRepeatedStatements(rawPool, statementNames());
const compare = comparer({
  address,
  recorder,
  rawPool,
  explainClient: sqlClient,
  profile: profileFile,
  client: httpClientThread(),
  bare: await startBareServer(benchUrl),
});

/** What Chromium accepts: the answers are timed compressed, as the screen receives them. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const views = (name: string, who: keyof typeof token, filter: (i: number) => object, trend = 'month'): Kind => ({
  name: `views: ${name}`,
  target: TARGET,
  request: (i) => ({
    token: token[who],
    path: 'CrashData/Views',
    payload: { filter: filter(i), trend },
    acceptEncoding: BROWSER_ENCODINGS,
  }),
});
const points = (
  name: string,
  who: keyof typeof token,
  filter: (i: number) => object,
  maxSamples?: number,
  view?: MapView,
): Kind => ({
  name: `points: ${name}`,
  target: TARGET,
  request: (i) => ({
    token: token[who],
    path: 'CrashData/Points',
    payload: { filter: filter(i), ...(view ? { view } : {}) },
    acceptEncoding: BROWSER_ENCODINGS,
  }),
  ...(maxSamples ? { maxSamples } : {}),
});
const listed = (name: string, who: keyof typeof token, path: string, payload: object, maxSamples: number): Kind => ({
  name,
  target: TARGET,
  request: () => ({ token: token[who], path, payload, acceptEncoding: BROWSER_ENCODINGS }),
  maxSamples,
});
const threeYears = () => {
  const to = new Date();
  const from = new Date(to);
  from.setUTCFullYear(to.getUTCFullYear() - 3);
  from.setUTCDate(from.getUTCDate() + 1);
  return { dateFrom: from.toISOString().slice(0, 10), dateTo: to.toISOString().slice(0, 10) };
};
const kinds: Kind[] = [
  views('supervisor of the largest agency, 12 months by month', 'supervisor', () => ({})),
  views('supervisor of the largest agency, 36 months by week', 'supervisor', threeYears, 'week'),
  views('state administrator, one county, 12 months', 'state', (i) => ({ countyCode: counties[i % counties.length] })),
  views('state administrator, statewide K and A, 12 months', 'state', () => ({ severity: ['K', 'A'] })),
  views('state administrator, statewide, 12 months', 'state', () => ({}), 'month'),
  points('supervisor of the largest agency, 12 months', 'supervisor', () => ({})),
  points('state administrator, one county, 12 months', 'state', (i) => ({ countyCode: counties[i % counties.length] })),
  points('state administrator, statewide, 12 months (squares at zoom 7)', 'state', () => ({}), 30),
  points('state administrator, statewide, 12 months, zoom 9 view', 'state', () => ({}), 30, around(9, 1.6, 0.9)),
  points('state administrator, statewide, 12 months, zoom 11 view', 'state', () => ({}), 30, around(11, 0.4, 0.22)),
  points('state administrator, statewide, 12 months, zoom 13 view', 'state', () => ({}), 30, around(13, 0.1, 0.06)),
  listed(
    'locations: supervisor, 12 months, by count',
    'supervisor',
    'CrashData/Locations',
    {
      filter: {},
      rankBy: 'count',
      kind: 'both',
    },
    30,
  ),
  listed(
    'locations: state administrator, statewide, 12 months, by cost',
    'state',
    'CrashData/Locations',
    {
      filter: {},
      rankBy: 'cost',
      kind: 'both',
    },
    20,
  ),
  listed('duplicates: state administrator, statewide, 12 months', 'state', 'CrashData/Duplicates', { filter: {} }, 10),
];
// BENCH_ONLY (a regular expression of kinds' names) keeps the others out of a long run.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const chosen = only ? kinds.filter((k) => only.test(k.name)) : kinds;
console.log(
  `\n${SAMPLES} requests of each kind over HTTP, then the same statements as raw SQL (target p95 < ${TARGET} ms):`,
);
for (const kind of chosen) {
  await compare(kind, Math.min(SAMPLES, kind.maxSamples ?? SAMPLES));
  const r = kind.request(0);
  const { statements } = await recorder.capture(() => callApi(address, r.path, r.payload, r.token));
  for (const s of statements.filter((s) => /crash_facts/.test(s.sql))) await printPlan(sqlClient, s);
}
console.log(`(${ms(performance.now())} in all)`);
await app.close();
await rawPool.end();
await sqlClient.end();
await db.destroy();
process.exit(0);
