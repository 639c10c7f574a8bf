/**
 * Report tables and search at a state's volume: seeds 1,000,000 reports (ten
 * years, 92 counties, 400 agencies with their users and inboxes) into a PostgreSQL database of
 * its own, then times through the real server's HTTP API, beside the raw SQL of the same
 * statements sent straight to PostgreSQL in the same run, each held to p95 < 50 ms and within
 * x1.5 of its SQL: the dashboard tables, the pending-review inbox, advanced search (state
 * administrator and supervisor, with a street, by county and dates only, and by dates only),
 * administration pending reports, quick search by case number and by street prefix (a
 * supervisor's and a state administrator's, and its second page), and Assign to me with 20
 * reviewers at once. Each figure is printed with the indexes its plans use. Last, what the
 * search indexes add to a draft's save: its write with every index and without them. A state's decade is
 * BENCH_REPORTS=10000000 (docs/server.md, "Report tables at a state's volume").
 * Needs PostgreSQL: DATABASE_URL (or BENCH_DATABASE_URL) names a server where it may create and
 * drop the database BENCH_DB (default crash_bench). BENCH_REPORTS, BENCH_AGENCIES, BENCH_SAMPLES
 * size it; BENCH_REUSE=1 keeps an already seeded database; BENCH_ONLY=assign,search (parts of the
 * kinds' names) times only those; BENCH_PROFILE=<prefix> writes the CPU profile of the server's
 * thread during each kind's timed calls to <prefix>-<kind>.cpuprofile (Chrome DevTools format). Run: npx tsx bench/report-tables.ts
 */
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
// Loading server/db/database.ts sets the pg type parsers (dates as text, counts as numbers).
import { postgresPool, type Db } from '../server/db/database';
import { prepareRepeatedOn, prepareRepeatedStatements, statementNames } from '../server/db/prepared-statements';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { writeAgencyCodes } from '../server/db/seed-code-lists';
import { assignTemplate, assignToMeRounds, type Reviewer } from './report-tables-support/assign-to-me';
import { comparer, printResult, type Kind } from './report-tables-support/compare';
import { startBareServer } from './report-tables-support/bare-server';
import { httpClientThread } from './report-tables-support/http-client-thread';
import { profileFile, startProfile } from './report-tables-support/profile';
import { callApi, isAuthentication, ms, statementRecorder, summarize } from './report-tables-support/measure';
import { BENCH_PASSWORD, seedState } from './report-tables-support/seed-reports';
import { searchKinds } from './report-tables-support/search-kinds';
import { seededRandom, STREET_NAMES } from './report-tables-support/state-plan';
import { printSaveCost } from './report-tables-support/save-write-cost';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  console.log('report-tables: skipped, it needs PostgreSQL (set DATABASE_URL=postgres://user@host:5432/postgres).');
  process.exit(0);
}
const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 400);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const REVIEWERS = 20;
const DB_NAME = process.env.BENCH_DB ?? 'crash_bench';
const REUSE = process.env.BENCH_REUSE === '1';
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim().toLowerCase());
const wanted = (name: string) => !ONLY || ONLY.some((part) => name.toLowerCase().includes(part));

const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${DB_NAME}`;
const connect = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

// ---- The database -------------------------------------------------------------------------
const admin = await connect(adminUrl);
const exists = (await admin.query(`select 1 from pg_database where datname = $1`, [DB_NAME])).rowCount === 1;
const reseed = !(REUSE && exists);
if (reseed) {
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
}
await admin.end();

const recorder = statementRecorder();
// The server's own pool settings (server/db/database.ts), with a statement log for the raw replays.
const db: Db = new Kysely<Database>({
  dialect: new PostgresDialect({
    pool: postgresPool(benchUrl.toString()),
  }),
  log: (event) => recorder.log(event),
});
const sqlClient = await connect(benchUrl.toString());

if (reseed) {
  const t0 = performance.now();
  await migrateToLatest(db);
  await seed(db, { demo: false, demoPassword: BENCH_PASSWORD });
  const setup = performance.now() - t0;
  const { timings } = await seedState(sqlClient, { reports: REPORTS, agencies: AGENCIES });
  console.log(`seeding into ${DB_NAME} (migrations, roles, forms, code lists: ${ms(setup)}):`);
  for (const [name, t] of timings.steps) console.log(`  ${name.padEnd(40)} ${(t / 1000).toFixed(1)} s`);
  const total = (setup + timings.totalMs) / 1000;
  console.log(`  total seeding time ${total.toFixed(1)} s (target < 600 s) ${total < 600 ? 'ok' : 'OVER'}`);
} else {
  await migrateToLatest(db);
  console.log(`reusing the seeded database ${DB_NAME}`);
}
// The bulk seed inserts its agencies with triggers off: each is a code of the agency list, as the server's are.
await writeAgencyCodes(db);
const facts = (
  await sqlClient.query(`select count(*)::int as reports, count(distinct agency_ori)::int as agencies,
    count(distinct county_code)::int as counties, min(date_of_crash)::text as first, max(date_of_crash)::text as last,
    pg_size_pretty(pg_total_relation_size('reports')) as size from reports`)
).rows[0];
console.log(
  `${facts.reports.toLocaleString('en-US')} reports of ${facts.agencies} agencies in ${facts.counties} counties, ` +
    `${facts.first} to ${facts.last}; reports table with indexes ${facts.size}`,
);

// ---- The server -------------------------------------------------------------------------------
const app = await buildApp({
  db,
  engine: 'postgresql',
  // The bench's administrators sign in with a password alone, and its fifty-odd users from one
  // address are not held back as a password-guessing flood: it times tables, not the sign-in.
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
const userNamesOf = async (ids: number[]) =>
  (await sqlClient.query(`select id, user_name from users where id = any($1::int[])`, [ids])).rows as {
    id: number;
    user_name: string;
  }[];

// ---- Who asks ---------------------------------------------------------------------------------
// The officers with the longest working lists, and the reviewers of the fullest inboxes.
const busyOfficers = (
  await sqlClient.query(`select author_user_id as id from reports where status in (0, 1, 3, 7)
    group by author_user_id order by count(*) desc, author_user_id limit 30`)
).rows.map((r) => r.id as number);
const busyReviewers = (
  await sqlClient.query(`select id from (
      select u.id, a.n, row_number() over (partition by u.agency_ori order by u.id) as k from users u join (
        select agency_ori, count(*) as n from reports where status in (1, 7) group by agency_ori order by n desc limit 15
      ) a on a.agency_ori = u.agency_ori where u.user_name like '%-supervisor%'
    ) x where k <= 2 order by n desc, id`)
).rows.map((r) => r.id as number);
const stateAdminName = 'bench-stateadmin';
await sqlClient.query(
  `insert into users (user_name, first_name, last_name, badge_id, agency_ori, password_hash)
   select $1, 'State', 'Administrator', '000001', min(ori), (select password_hash from users where id = $2)
   from agencies where ori like 'IN%BN' on conflict do nothing`,
  [stateAdminName, busyOfficers[0]],
);
await sqlClient.query(
  `insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r
   where u.user_name = $1 and r.name = 'State Administrator' on conflict do nothing`,
  [stateAdminName],
);
const tokens = new Map<number | string, string>();
for (const u of await userNamesOf([...busyOfficers, ...busyReviewers])) tokens.set(u.id, await login(u.user_name));
tokens.set(stateAdminName, await login(stateAdminName));

// ---- Measuring ------------------------------------------------------------------------------
// The raw replays keep their statements prepared as the server does: the least the database needs.
const rawNames = statementNames();
const rawPool = new pg.Pool({ connectionString: benchUrl.toString(), max: 4 });
prepareRepeatedStatements(rawPool, rawNames);
const client = httpClientThread();
const bare = await startBareServer(benchUrl.toString());
const compare = comparer({
  address,
  recorder,
  rawPool,
  explainClient: sqlClient,
  profile: profileFile,
  client,
  bare,
});
const measure = async (kind: Kind) => {
  if (wanted(kind.name)) await compare(kind, Math.min(SAMPLES, kind.maxSamples ?? SAMPLES));
};

console.log(`\n${SAMPLES} requests of each kind over HTTP, then the same statements as raw SQL:`);
const random = seededRandom(7);
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;

// What every call pays before its own work: the session check and renewal (a write).
await measure({
  name: 'authentication floor (Account/KeepAlive, no report work)',
  target: 0,
  request: (i) => ({
    token: tokens.get(busyOfficers[i % busyOfficers.length]!)!,
    path: 'Account/KeepAlive',
    payload: {},
  }),
  maxSamples: 100,
});

await measure({
  name: 'dashboard working list',
  target: 50,
  request: (i) => ({
    token: tokens.get(busyOfficers[i % busyOfficers.length]!)!,
    path: 'Report/List',
    payload: { view: 'working' },
  }),
});

await measure({
  name: 'pending-review inbox',
  target: 50,
  request: (i) => ({
    token: tokens.get(busyReviewers[i % busyReviewers.length]!)!,
    path: 'Report/List',
    payload: { view: 'pendingReview' },
  }),
});

// ---- The other tables and quick search -------------------------------------------------------
const agencyAdmin = (
  await sqlClient.query(`select u.id, u.user_name from users u where u.user_name like '%-admin%'
    and u.agency_ori = (select agency_ori from reports where status in (0, 1, 3, 7)
      group by agency_ori order by count(*) desc limit 1)`)
).rows[0] as { id: number; user_name: string };
tokens.set(agencyAdmin.id, await login(agencyAdmin.user_name));
const bigCounties = (
  await sqlClient.query(`select county_code from reports group by county_code order by count(*) desc limit 20`)
).rows.map((r) => r.county_code as string);
const caseNumbers = (
  await sqlClient.query(
    `select case_number from reports where agency_ori = (select agency_ori from users where id = $1)
    order by id desc limit 50`,
    [busyReviewers[0]],
  )
).rows.map((r) => (r.case_number as string).slice(0, 12));
const others: Kind[] = [
  { name: 'dashboard (all own reports)', view: { view: 'dashboard' }, who: busyOfficers },
  { name: 'submitted reports', view: { view: 'submitted' }, who: busyOfficers },
  { name: 'administration pending reports', view: { view: 'adminPending' }, who: [agencyAdmin.id] },
].map((k) => ({
  name: k.name,
  target: 50,
  request: (i: number) => ({ token: tokens.get(k.who[i % k.who.length]!)!, path: 'Report/List', payload: k.view }),
}));
const searches = searchKinds({
  searchers: {
    stateAdmin: tokens.get(stateAdminName)!,
    supervisor: (i) => tokens.get(busyReviewers[i % busyReviewers.length]!)!,
  },
  bigCounties,
  caseNumbers,
  random,
});
for (const kind of searches.advanced) await measure(kind);
others.push(...searches.quick);
// The page after the first, started from the first page's last row (keyset paging).
const secondPages: { text: string; after: string }[] = [];
for (let i = 0; wanted('second page') && secondPages.length < 50 && i < 500; i++) {
  const text = pick(STREET_NAMES).slice(0, 4);
  const first = (await callApi(address, 'Report/QuickSearch', { text }, tokens.get(busyReviewers[0]!)!)) as {
    next?: string;
  };
  if (first.next) secondPages.push({ text, after: first.next });
}
if (secondPages.length) {
  others.push({
    name: 'quick search by street prefix, second page, supervisor',
    target: 50,
    request: (i) => ({
      token: tokens.get(busyReviewers[0]!)!,
      path: 'Report/QuickSearch',
      payload: { ...secondPages[i % secondPages.length]!, page: 2 },
    }),
  });
}
for (const kind of others) await measure(kind);

// ---- Assign to me, 20 reviewers at once --------------------------------------------------------
const ASSIGN = `Assign to me, ${REVIEWERS} reviewers at once`;
if (wanted(ASSIGN)) await assignToMe();
async function assignToMe() {
  // The agency with the most reports waiting, and 20 of its reviewers (made when it has fewer).
  const agency = (
    await sqlClient.query(`select r.agency_ori, count(*)::int as n from reports r
      join inboxes i on i.id = r.inbox_id and i.user_id is null
      where r.status = 1 and r.locking_user_id is null group by r.agency_ori order by n desc limit 1`)
  ).rows[0] as { agency_ori: string; n: number };
  await sqlClient.query(
    `insert into users (user_name, first_name, last_name, badge_id, agency_ori, password_hash)
     select 'bench-reviewer-' || n, 'Extra', 'Reviewer ' || n, '9' || lpad(n::text, 5, '0'), $1,
       (select password_hash from users where id = $3)
     from generate_series(1, $2 - (select count(*)::int from users
       where agency_ori = $1 and user_name like '%-supervisor%')) as n
     on conflict do nothing`,
    [agency.agency_ori, REVIEWERS, busyOfficers[0]],
  );
  await sqlClient.query(
    `insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r
     where u.user_name like 'bench-reviewer-%' and r.name = 'Supervisor' on conflict do nothing`,
  );
  const queue = (
    await sqlClient.query(
      `select r.id from reports r join inboxes i on i.id = r.inbox_id and i.user_id is null
      where r.agency_ori = $1 and r.status = 1 and r.locking_user_id is null order by r.id`,
      [agency.agency_ori],
    )
  ).rows.map((r) => r.id as number);
  if (queue.length < REVIEWERS)
    throw new Error(`Only ${queue.length} reports wait in ${agency.agency_ori}: seed more reports (BENCH_REPORTS).`);
  const reviewerIds = (
    await sqlClient.query(
      `select id from users where agency_ori = $1
       and (user_name like '%-supervisor%' or user_name like 'bench-reviewer-%') order by id limit $2`,
      [agency.agency_ori, REVIEWERS],
    )
  ).rows.map((r) => r.id as number);
  const reviewers: Reviewer[] = [];
  for (const u of await userNamesOf(reviewerIds)) reviewers.push({ id: u.id, token: await login(u.user_name) });
  const rounds = assignToMeRounds(sqlClient, agency.agency_ori, queue);

  // One call alone, recorded, gives the statements the raw rounds send.
  const sample = (await sqlClient.query(`select id, version from reports where id = $1`, [queue[0]])).rows[0];
  const { result: sampleAnswer, statements } = await recorder.capture(() =>
    callApi(address, 'Workflow/AssignToMe', { id: sample.id, version: sample.version }, reviewers[0]!.token),
  );
  await sqlClient.query(`update reports set status = 1, locking_user_id = null, lock_created = null where id = $1`, [
    sample.id,
  ]);
  const template = assignTemplate(statements, sample.id, reviewers[0]!.id);
  const rawClients = await Promise.all(reviewers.map(() => connect(benchUrl.toString())));
  for (const client of rawClients) prepareRepeatedOn(client, rawNames);
  const assignRounds = Math.max(5, Math.ceil(SAMPLES / REVIEWERS));
  // Warmed as the other kinds are (each of their requests is made once before the timed ones): as
  // many untimed rounds as timed, so V8 has compiled the server's path and the client thread's
  // before the clock runs, as it has in a server that has been up for a while; one round each for
  // the raw SQL and the bare server.
  for (let i = 0; i < assignRounds; i++) await rounds.overHttp(address, reviewers);
  const auth = statements.filter(isAuthentication);
  const answer = JSON.stringify({ status: 'ok', payload: sampleAnswer });
  await rounds.raw(rawClients, reviewers, template);
  await rounds.bare(bare, reviewers, template, auth, answer);
  const apiAssign: number[] = [];
  const rawAssign: number[] = [];
  const profiler = await startProfile(profileFile(ASSIGN));
  for (let i = 0; i < assignRounds; i++) apiAssign.push(...(await rounds.overHttp(address, reviewers)));
  await profiler?.stop();
  for (let i = 0; i < assignRounds; i++) rawAssign.push(...(await rounds.raw(rawClients, reviewers, template)));
  const bareAssign: number[] = [];
  for (let i = 0; i < assignRounds; i++) {
    bareAssign.push(...(await rounds.bare(bare, reviewers, template, auth, answer)));
  }
  printResult({
    kind: ASSIGN,
    target: 50,
    api: summarize(apiAssign),
    raw: summarize(rawAssign),
    bare: summarize(bareAssign),
    plans: `${template.statements.length} statements in the transaction and around it; queue of ${queue.length} reports in ${agency.agency_ori}`,
  });
  await Promise.all(rawClients.map((c) => c.end()));
  await rounds.close();
}

// ---- A draft's save: what the indexes add to its write ------------------------------------------
const SAVE = "a draft's save, with and without the search indexes";
if (wanted(SAVE)) await saveCost();
async function saveCost() {
  const officer = busyOfficers[0]!;
  await printSaveCost({
    name: SAVE,
    sqlClient,
    address,
    recorder,
    officer,
    token: tokens.get(officer)!,
    drafts: 2 * SAMPLES,
  });
}

await client.close();
await bare.close();
await rawPool.end();
await sqlClient.end();
await app.close();
await db.destroy();
