/**
 * A retention preview and run over a state's reports on PostgreSQL. Seeds BENCH_REPORTS reports
 * (default 1,000,000: ten years, 400 agencies, with report-tables' seed), each report's driver and
 * vehicle, and an attachment on each archived report older than six years; gives every agency the
 * schedule SCHEDULE below and puts BENCH_HOLDS (300) due reports on legal hold. Then times:
 * Retention/Preview over HTTP as the state administrator (BENCH_PREVIEWS calls after one to warm
 * up), beside the database time of its own statements; and the real runRetention for
 * BENCH_RUN_SECONDS (120), stopped before its next report's transaction once the window has
 * passed: reports handled per second and database time per report, beside the floor of the same
 * run (as many single-row `update reports set status = 9` transactions straight to PostgreSQL),
 * and the time every due report would take at that rate. The preview's eight costliest statements
 * and every statement of the run are printed by database time, each with the scans of its slowest
 * instance's plan, so a slow plan shows.
 * Needs PostgreSQL: DATABASE_URL (or BENCH_DATABASE_URL) names a server where it may create and
 * drop BENCH_DB (default crash_retention_bench). BENCH_REUSE=1 keeps an already seeded one: each
 * run archives and purges some reports, so each reuse finds fewer due; a run left 'running' by a
 * bench that was killed is marked failed first.
 * Run: npx tsx bench/records-office/retention-bench.ts
 */
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import type pg from 'pg';
import type { RetentionPreview } from '../../lib/retention/retention-schemas';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { postgresPool, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { writeAgencyCodes } from '../../server/db/seed-code-lists';
import type { Executor } from '../../server/repositories/executor';
import { createRepositories, type Repositories } from '../../server/repositories/repositories';
import { formDefinitions } from '../../server/services/forms/form-definitions';
import { runRetention } from '../../server/services/retention/retention-run';
import { benchDatabase, connectTo } from '../report-tables-support/bench-database';
import { callApi, ms, summarize } from '../report-tables-support/measure';
import { seedParties } from '../report-tables-support/parties-seed';
import { BENCH_PASSWORD, seedState } from '../report-tables-support/seed-reports';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const RUN_SECONDS = Number(process.env.BENCH_RUN_SECONDS ?? 120);
const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 5);
const HOLDS = Number(process.env.BENCH_HOLDS ?? 300);
const DB_NAME = process.env.BENCH_DB ?? 'crash_retention_bench';
const STATE_ADMIN = 'bench-stateadmin';
const SCHEDULE = {
  archiveAcceptedAfterYears: 5,
  archiveDraftsAfterDays: 30,
  purgeAttachmentsAfterYears: 7,
  purgePersonalDataAfterYears: 8,
};

const database = await benchDatabase(DB_NAME, process.env.BENCH_REUSE === '1');
if (!database) {
  console.log('retention-bench: skipped, it needs PostgreSQL (set DATABASE_URL=postgres://user@host:5432/postgres).');
  process.exit(0);
}

type Shape = { sql: string; n: number; ms: number; slowest: number; parameters: readonly unknown[] };

/** The statements the server's Kysely sends while on, by text: how often, how long, and the parameters of the slowest. */
function shapeLog() {
  let shapes: Map<string, Shape> | null = null;
  return {
    log(event: LogEvent) {
      if (!shapes || event.level !== 'query') return;
      const { sql, parameters } = event.query;
      const s = shapes.get(sql) ?? { sql, n: 0, ms: 0, slowest: -1, parameters };
      s.n += 1;
      s.ms += event.queryDurationMillis;
      if (event.queryDurationMillis > s.slowest) Object.assign(s, { slowest: event.queryDurationMillis, parameters });
      shapes.set(sql, s);
    },
    start: () => void (shapes = new Map()),
    stop: () => {
      const out = [...(shapes?.values() ?? [])];
      shapes = null;
      return out;
    },
  };
}
const totalMs = (shapes: Shape[]) => shapes.reduce((a, s) => a + s.ms, 0);
const totalN = (shapes: Shape[]) => shapes.reduce((a, s) => a + s.n, 0);

/** Figures of the agencies' actions, summed per action. */
function perAction<T extends Record<string, number>>(rows: [string, T][]): Map<string, T> {
  const out = new Map<string, T>();
  for (const [action, row] of rows) {
    const sum = out.get(action);
    out.set(action, Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v + (sum?.[k] ?? 0)])) as T);
  }
  return out;
}
/** The retention repository's query of the reports an action takes, named by what it asks; any other statement by its text. */
function labelOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  if (/from "reports" as "r" where "r"\."agency_ori" = \$1/.test(flat)) {
    const what = / and exists \(select 1 from report_legal_holds/.test(flat) ? 'held' : 'due';
    const purge = /(attachments|personal_data)_purged_at/.exec(flat)?.[1]?.replace('_', ' ') ?? 'archive';
    return `${/count\(\*\)/.test(flat) ? 'count' : 'candidates'} of ${what} reports (${purge})`;
  }
  const update = /^update (\S+) set (.+?) where (.+)$/.exec(flat);
  if (update) {
    const columns = [...update[2]!.matchAll(/"(\w+)" =/g)].map((m) => m[1]).join(', ');
    return `update ${update[1]} set ${columns} where ${update[3]}`.slice(0, 110);
  }
  const insert = /^insert into (\S+) \((.+?)\) values .*?( on conflict .*)?$/.exec(flat);
  if (insert) return `insert into ${insert[1]} (${insert[2]})${insert[3] ?? ''}`.slice(0, 110);
  return flat.replace(/^select .+? from /, 'select … from ').slice(0, 110);
}

/** The scans of a statement's plan: each node's kind, index and table, a sequential scan of a large table plain to see. */
async function scansOf(client: pg.Client, s: Shape): Promise<string> {
  if (!/^\s*(select|update|delete|insert)\b/i.test(s.sql)) return '';
  const res = await client.query(`explain (format json) ${s.sql}`, s.parameters as unknown[]);
  const scans = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    const type = String(node['Node Type']);
    if (type.endsWith('Scan')) {
      const index = node['Index Name'] ? ` using ${String(node['Index Name'])}` : '';
      const table = node['Relation Name'] ? ` on ${String(node['Relation Name'])}` : '';
      const backward = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
      scans.add(`${type}${backward}${index}${table}`);
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((res.rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return [...scans].join('; ');
}

async function printShapes(client: pg.Client, shapes: Shape[], top: number) {
  for (const s of [...shapes].sort((a, b) => b.ms - a.ms).slice(0, top)) {
    const scans = await scansOf(client, s);
    console.log(
      `    ${ms(s.ms).padStart(10)} in ${String(s.n).padStart(6)} (slowest ${ms(s.slowest)}) ${labelOf(s.sql)}`,
    );
    if (scans) console.log(`        ${scans}`);
  }
}

// ---- The database ---------------------------------------------------------------------------
const shapes = shapeLog();
const db: Db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: postgresPool(database.url) }),
  log: (event) => shapes.log(event),
});
const sqlClient = await connectTo(database.url);
const q = (text: string, values?: unknown[]) => sqlClient.query(text, values);
await migrateToLatest(db);
if (database.reseed) {
  const t0 = performance.now();
  await seed(db, { demo: false, demoPassword: BENCH_PASSWORD });
  await seedState(sqlClient, { reports: REPORTS, agencies: 400 });
  await seedParties(sqlClient, REPORTS);
  // What the attachment purge removes: one file, kept in the database, on each archived report
  // old enough to be due for it soon or now.
  await q(`insert into attachments (report_id, type, file_name, content_type, size, sha256, content, uploaded_by,
      uploaded_at, store)
    select id, '002', 'scene.jpg', 'image/jpeg', 2048, md5(id::text), decode(repeat('ff', 2048), 'hex'),
      author_user_id, created_at, 'postgres'
    from reports where status = 9 and last_updated < now() - interval '6 years'`);
  await q(`analyze attachments`);
  console.log(`seeded ${DB_NAME} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
} else console.log(`reusing the seeded database ${DB_NAME}`);
await writeAgencyCodes(db);
await q(
  `with u as (insert into users (user_name, first_name, last_name, badge_id, agency_ori, password_hash)
     select $1, 'State', 'Administrator', '000001', min(ori), (select min(password_hash) from users) from agencies
     on conflict do nothing returning id)
   insert into user_roles (user_id, role_id) select u.id, r.id from u, roles r where r.name = 'State Administrator'`,
  [STATE_ADMIN],
);
const stateAdminId = (await q(`select id from users where user_name = $1`, [STATE_ADMIN])).rows[0].id as number;
const s = SCHEDULE;
await q(`delete from retention_schedules`);
await q(
  `insert into retention_schedules (archive_accepted_after_years, archive_drafts_after_days,
     purge_attachments_after_years, purge_personal_data_after_years, updated_by, agency_ori, updated_at)
   select $1, $2, $3, $4, $5, ori, now() from agencies`,
  [...Object.values(s), stateAdminId],
);
// Held reports the run would otherwise archive, spread over the agencies (the same ones on reuse).
await q(
  `insert into report_legal_holds (report_id, reason, placed_by, placed_by_name, placed_at)
   select id, 'Bench: a pending civil case', $2, 'State Administrator', now() from reports
   where status = 4 and last_updated < now() - make_interval(years => $3) order by md5(id::text) limit $1
   on conflict do nothing`,
  [HOLDS, stateAdminId, s.archiveAcceptedAfterYears],
);
const count = async (table: string) =>
  ((await q(`select count(*)::int as n from ${table}`)).rows[0].n as number).toLocaleString('en-US');
console.log(
  `${await count('reports')} reports of ${await count('agencies')} agencies, ${await count('report_parties')} people ` +
    `and vehicles, ${await count('attachments')} attachments; ${await count('report_legal_holds')} on legal hold`,
);
console.log(`every agency's retention schedule: ${JSON.stringify(s)}`);

const repos = createRepositories(db);
for (let stale = await repos.retentionRuns.running(); stale; stale = await repos.retentionRuns.running()) {
  await repos.retentionRuns.finish(stale.id, 'failed', new Date(), 'Left running by a bench that was stopped');
  console.log(`retention run ${stale.id}, left running by an earlier bench, marked failed`);
}

// ---- The preview, as the state administrator sees it ----------------------------------------------
const app = await buildApp({
  db,
  engine: 'postgresql',
  // The bench's state administrator signs in with a password alone.
  config: loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent', ADMIN_SECOND_FACTOR: 'optional' }),
  logger: false,
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { token } = (await callApi(address, 'Account/Login', { userName: STATE_ADMIN, password: BENCH_PASSWORD })) as {
  token: string;
};
const previewMs: number[] = [];
const previewDbMs: number[] = [];
let previewShapes: Shape[] = [];
let preview: RetentionPreview | undefined;
for (let i = 0; i <= PREVIEWS; i++) {
  shapes.start();
  const t0 = performance.now();
  preview = (await callApi(address, 'Retention/Preview', {}, token)) as RetentionPreview;
  const took = performance.now() - t0;
  previewShapes = shapes.stop();
  if (i === 0) continue;
  previewMs.push(took);
  previewDbMs.push(totalMs(previewShapes));
}
const due = perAction(preview!.actions.map((a) => [a.action, { due: a.due, held: a.held }]));
const allDue = [...due.values()].reduce((n, a) => n + a.due, 0);
const dueList = [...due].map(([action, a]) => `${action} ${a.due.toLocaleString('en-US')} (${a.held} held)`).join(', ');
console.log(`due now: ${dueList}; ${allDue.toLocaleString('en-US')} in all`);
const pm = summarize(previewMs);
const pdb = summarize(previewDbMs);
console.log(
  `\nRetention/Preview as the state administrator, ${preview!.actions.length} agency actions, ${PREVIEWS} calls: ` +
    `p50 ${ms(pm.p50)}, p95 ${ms(pm.p95)}; its ${totalN(previewShapes)} statements ${ms(pdb.p50)} of database time ` +
    `at p50 (the call x${(pm.p50 / pdb.p50).toFixed(2)} of it)`,
);
console.log(`  its statements by database time (one call), with the scans of the slowest one's plan:`);
await printShapes(sqlClient, previewShapes, 8);

// ---- The run, for its window -----------------------------------------------------------------------
class WindowClosed extends Error {}
const deadline = performance.now() + RUN_SECONDS * 1000;
// The run's own repositories, but that a report's transaction is not begun once the window has passed.
const windowed: Repositories = {
  ...repos,
  async inTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    if (performance.now() > deadline) throw new WindowClosed();
    return repos.inTransaction(work);
  },
};
const runId = await repos.retentionRuns.start({ id: stateAdminId, name: 'State Administrator (bench)' }, new Date());
shapes.start();
const runStarted = performance.now();
let failure: unknown;
try {
  const deps = { repos: windowed, forms: formDefinitions(repos.formConfigurations), clock: () => new Date() };
  await runRetention(deps, runId, { id: stateAdminId, userName: STATE_ADMIN });
} catch (error) {
  failure = error;
}
const runMs = performance.now() - runStarted;
const runShapes = shapes.stop();
const stopped = failure instanceof WindowClosed;
if (failure) {
  // Failed as the job's handler fails a run, so the next one (and Retention/Run) does not wait for it.
  const why = stopped ? `Stopped by the bench after ${RUN_SECONDS} s` : String(failure);
  await repos.retentionRuns.finish(runId, 'failed', new Date(), why);
  if (!stopped) throw failure;
}
const counts = (await repos.retentionRuns.find(runId))!.counts;
const handledBy = perAction(
  Object.entries(counts).map(([k, c]) => [k.split(':')[1]!, { done: c.done, skipped: c.skipped }]),
);
const done = [...handledBy.values()].reduce((n, a) => n + a.done, 0);
const rate = done / (runMs / 1000);
console.log(
  `\nthe run ${stopped ? `stopped after its window of ${RUN_SECONDS} s` : 'finished'} (${(runMs / 1000).toFixed(1)} s, ` +
    `${Object.keys(counts).length} agency actions begun): ${done.toLocaleString('en-US')} reports handled: ${[...handledBy].map(([action, a]) => `${action} ${a.done} (${a.skipped} skipped)`).join(', ')}`,
);

// The floor: one single-row update of each report the run handled, each its own transaction.
const handled = (
  await q(`select report_id as id from audit_events where action = 'retention' and detail->>'runId' = $1`, [runId])
).rows.map((r) => r.id as number);
const floor = { name: 'floor', text: 'update reports set status = 9, version = version + 1 where id = $1' };
const floorStarted = performance.now();
for (const id of handled) {
  if ((await sqlClient.query({ ...floor, values: [id] })).rowCount !== 1) throw new Error(`No report ${id}`);
}
const floorMs = performance.now() - floorStarted;
const floorRate = handled.length / (floorMs / 1000);
const runDb = totalMs(runShapes);
console.log(
  `  ${rate.toFixed(1)} reports/s, ${ms(runDb / done)} of database time and ${(totalN(runShapes) / done).toFixed(1)} ` +
    `statements per report (${((100 * runDb) / runMs).toFixed(0)}% of the run's time in the database)`,
);
console.log(
  `  floor: ${handled.length.toLocaleString('en-US')} single-row update transactions straight to PostgreSQL, ` +
    `${floorRate.toFixed(1)}/s (${ms(floorMs / handled.length)} each); the run's rate x${(rate / floorRate).toFixed(3)} of it`,
);
const duration = (seconds: number) => (seconds < 120 ? `${seconds.toFixed(1)} s` : `${(seconds / 60).toFixed(1)} min`);
console.log(
  `  every due report (${allDue.toLocaleString('en-US')}) at this rate: ${duration(allDue / rate)} ` +
    `(at the floor's: ${duration(allDue / floorRate)}); the window's mix of actions is the first agencies' in ORI order`,
);
console.log(`  all its statements by database time, with the scans of the slowest one's plan:`);
await printShapes(sqlClient, runShapes, runShapes.length);

await app.close();
await sqlClient.end();
await db.destroy();
