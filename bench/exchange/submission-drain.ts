/**
 * The submission queue draining a backlog: 1,000 accepted reports sent to the state's crash
 * repository (the local fake, test/fakes/state-repository-fake.ts) by two server processes
 * (server/main.ts, as deployed) on one PostgreSQL database, with production's queue figures and
 * the first status question after 1 s. The backlog is written while both processes run (one
 * report accepted through the API, copied; a submission row and its send job for each), then
 * timed until the fake holds every report and until every submission is accepted. Each key must
 * reach the state once. Beside it, the floor of the same run: the fake taking the same documents
 * straight from this process, two at a time (what HTTP and the fake cost without our queue).
 *
 * Needs PostgreSQL: DATABASE_URL (or BENCH_DATABASE_URL) names a server where it may create and
 * drop a database of its own. BENCH_SUBMISSIONS changes the count.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { submissionKey } from '../../lib/state-repository/state-repository-answers';
import { completeReport } from '../../lib/validation/report-checks/test-reports';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { seed } from '../../server/db/seed';
import { migrateUnderLock } from '../../server/db/start-up';
import { startJobQueue } from '../../server/jobs/job-queue';
import { stateRepository } from '../../server/providers/state-repository';
import { freshPostgresDatabase } from '../../test/fakes/postgres-database';
import { startStateRepositoryFake } from '../../test/fakes/state-repository-fake';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  console.log('submission-drain: skipped, it needs PostgreSQL (set DATABASE_URL=postgres://user@host:5432/postgres).');
  process.exit(0);
}
const COUNT = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const PASSWORD = 'Crash-Bench-2026';
const root = path.resolve(import.meta.dirname, '../..');
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, every thread) a process has used so far, in ms; Linux's /proc. */
function cpuMs(pid: number): number {
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

async function until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let told = Date.now();
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    if (Date.now() - told > 10_000) {
      told = Date.now();
      const { rows } = await sql<{ status: string; n: number }>`
        select status, count(*)::int as n from state_submissions group by status`.execute(db);
      console.error(`  waiting for ${what}: ${rows.map((r) => `${r.n} ${r.status}`).join(', ')}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const database = await freshPostgresDatabase(adminUrl, { prefix: 'crash_bench_drain' });
const fake = await startStateRepositoryFake({ pendingPolls: 0 });
const children: ChildProcess[] = [];
const opened = await openDatabase({ url: database.url });
const { db } = opened;
const quiet = { warn: () => {}, error: (detail: object, message: string) => console.error(message, detail) };
let queue: Awaited<ReturnType<typeof startJobQueue>> | undefined;

try {
  await migrateUnderLock(opened, () => seed(db, { demo: true, demoPassword: PASSWORD }));
  const env = {
    DATABASE_URL: database.url,
    STATE_REPOSITORY_URL: fake.url,
    STATE_REPOSITORY_TOKEN: fake.token,
    STATE_REPOSITORY_POLL_START_SECONDS: '1',
    LOG_LEVEL: 'warn',
    APP_DIR: '/nonexistent',
    PUBLIC_URL: 'http://localhost:8080',
    // The administrator accepting the one report signs in with a password alone.
    ADMIN_SECOND_FACTOR: 'optional',
  };

  // One report accepted through the API of an app without a queue (its submission waits, queued).
  const app = await buildApp({ db, engine: 'postgresql', config: loadConfig(env), logger: false });
  const call = async (name: string, payload: unknown, token = '') => {
    const res = await app.inject({
      method: 'POST',
      url: `/API/${name}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identity: { token }, payload }),
    });
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.body}`);
    return JSON.parse(res.body).payload;
  };
  const login = async (userName: string) => (await call('Account/Login', { userName, password: PASSWORD })).token;
  const [officer, supervisor, admin] = [await login('officer'), await login('supervisor'), await login('agencyadmin')];
  const created = await call('Report/Create', {}, officer);
  let r = await call('Report/Save', { id: created.id, version: created.version, data: completeReport() }, officer);
  r = await call('Workflow/SendTo', { id: created.id, version: r.version }, officer);
  r = await call('Workflow/AssignToMe', { id: r.id, version: r.version }, supervisor);
  r = await call('Workflow/Approve', { id: r.id, version: r.version }, supervisor);
  await call('Workflow/Accept', { id: r.id, version: r.version }, admin);
  await app.close();
  // Its submission is written again below with the others, while both processes run.
  await db.deleteFrom('state_submissions').execute();

  // The copies: every column but the ids (a device's client id is unique per author).
  const { rows: columns } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_name = 'reports' and table_schema = current_schema()
      and column_name not in ('id', 'unique_identifier', 'client_id') and is_generated = 'NEVER'`.execute(db);
  const list = sql.raw(columns.map((c) => `"${c.column_name}"`).join(', '));
  await sql`insert into reports (${list}) select ${list} from reports, generate_series(1, ${COUNT - 1}) where id = ${created.id}`.execute(
    db,
  );
  const reports = await db.selectFrom('reports').select(['id', 'unique_identifier', 'version', 'agency_ori']).execute();
  if (reports.length !== COUNT) throw new Error(`${reports.length} reports, not ${COUNT}`);

  const start = (name: string) =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      const collect = (data: Buffer) => {
        output += data.toString();
        if (/running at http/.test(output)) resolve(child);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('exit', (code) => reject(new Error(`server ${name} exited (${code}):\n${output}`)));
    });
  const servers = [await start('A'), await start('B')];
  queue = await startJobQueue(db, quiet);

  const cpuBefore = servers.map((s) => cpuMs(s.pid!));
  const started = performance.now();
  // The backlog, as acceptances write it: the row and, in its transaction, the send job (the
  // singleton key is the service's, so a process's own look for waiting submissions adds none).
  for (let i = 0; i < reports.length; i += 100) {
    await db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('state_submissions')
        .values(
          reports.slice(i, i + 100).map((report) => ({
            report_id: report.id,
            agency_ori: report.agency_ori,
            idempotency_key: submissionKey(report.unique_identifier, report.version),
            report_version: report.version,
            status: 'queued',
          })),
        )
        .returning('id')
        .execute();
      for (const { id } of inserted)
        await queue!.sendInTransaction(
          tx,
          'state_submission',
          { submissionId: id, step: 'send' },
          {
            singletonKey: `${id}:send`,
          },
        );
    });
  }
  const queuedMs = performance.now() - started;
  await until('every report at the state', () => fake.submissions.length >= COUNT, 30 * 60_000);
  const receivedMs = performance.now() - started;
  await until(
    'every submission accepted',
    async () =>
      Number(
        (
          await db
            .selectFrom('state_submissions')
            .select(db.fn.countAll().as('n'))
            .where('status', '=', 'accepted')
            .executeTakeFirstOrThrow()
        ).n,
      ) === COUNT,
    30 * 60_000,
  );
  const acceptedMs = performance.now() - started;
  const cpu = servers.map((s, i) => cpuMs(s.pid!) - cpuBefore[i]!);

  const keys = reports.map((report) => submissionKey(report.unique_identifier, report.version));
  const twice = keys.filter((key) => fake.submissionsFor(key) !== 1);
  if (twice.length > 0) throw new Error(`${twice.length} keys were not received exactly once, e.g. ${twice[0]}`);
  const posts = fake.requests.filter((q) => q.method === 'POST').length;
  const polls = fake.requests.filter((q) => q.method === 'GET').length;
  const documents = fake.submissions.map((s) => s.xml);

  // The floor: the same documents straight to the fake, two at a time, through the same client.
  await fake.reset();
  const client = stateRepository({ url: fake.url, token: fake.token, timeoutMs: 30_000 }, quiet);
  const floorStarted = performance.now();
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < documents.length) {
        const i = next++;
        await client.submit({ xml: documents[i]!, idempotencyKey: submissionKey(crypto.randomUUID(), 1) });
      }
    }),
  );
  const floorMs = performance.now() - floorStarted;

  const perSecond = (ms: number) => (COUNT / (ms / 1000)).toFixed(1);
  const totalCpu = cpu.reduce((a, b) => a + b, 0);
  console.log(
    `${COUNT} submissions (${(documents[0]!.length / 1024).toFixed(1)} kB documents), two server processes on PostgreSQL, backlog written in ${queuedMs.toFixed(0)} ms`,
  );
  console.log(
    `all at the state after ${(receivedMs / 1000).toFixed(1)} s (${perSecond(receivedMs)} submissions/s); all accepted after ${(acceptedMs / 1000).toFixed(1)} s (${perSecond(acceptedMs)}/s)`,
  );
  console.log(
    `server CPU ${(totalCpu / 1000).toFixed(1)} s (A ${(cpu[0]! / 1000).toFixed(1)} s, B ${(cpu[1]! / 1000).toFixed(1)} s): ${(totalCpu / COUNT).toFixed(1)} ms per submission, ${((100 * totalCpu) / acceptedMs / 2).toFixed(0)}% of two cores meanwhile`,
  );
  console.log(`each key received once; ${posts} sends, ${polls} status questions`);
  console.log(
    `floor: the same documents straight to the fake, two at a time: ${(floorMs / 1000).toFixed(1)} s (${perSecond(floorMs)}/s); the queue took ×${(receivedMs / floorMs).toFixed(1)} of it`,
  );
} finally {
  await queue?.stop();
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await opened.close();
  await fake.stop();
  await database.drop();
}
