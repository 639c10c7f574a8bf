import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, pgliteOf, type Db } from '../../../server/db/database';
import {
  crashRecoverySeconds,
  jobSupervision,
  retryGapSeconds,
  stateSubmissionPolicy,
} from '../../../server/jobs/job-policies';
import { startJobQueue, type JobQueue, type JobQueueOptions, type QueuedJob } from '../../../server/jobs/job-queue';
import { createTestDatabase, engines, openPostgresDatabase } from '../support/test-databases';
import { seededTestDatabase, serveTestDatabase } from '../support/test-server';

/** The id of a job the queue took; a send without a singleton key always gets one. */
async function taken(sent: Promise<string | null>): Promise<string> {
  const id = await sent;
  if (id === null) throw new Error('The queue took no job');
  return id;
}

const root = path.resolve(import.meta.dirname, '../../..');

/** What the queue logged as errors; a test fails on any. */
function collectingLog() {
  const errors: string[] = [];
  return { errors, log: { warn: () => {}, error: (details: object, message: string) => errors.push(message) } };
}

/** Short figures, so a test sees in seconds what production does in a minute. */
const quick: JobQueueOptions = {
  // heartbeatSeconds cannot go below 10 (pg-boss refuses it).
  policies: { state_submission: { heartbeatSeconds: 10, retryDelay: 1 } },
  supervision: { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
};

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface JobRow {
  state: string;
  retry_count: number;
  start_after: Date;
}

async function jobRow(db: Db, id: string): Promise<JobRow | undefined> {
  const { rows } = await sql<JobRow>`select state, retry_count, start_after from pgboss.job where id = ${id}`.execute(
    db,
  );
  return rows[0];
}

/** Everything a test opened, closed after it whatever happened: queues first, then their databases. */
const opened: { queues: JobQueue[]; closers: (() => Promise<void>)[] } = { queues: [], closers: [] };
afterEach(async () => {
  await Promise.all(opened.queues.splice(0).map((q) => q.stop()));
  for (const close of opened.closers.splice(0).reverse()) await close();
});

async function testDatabase(engine: 'pglite' | 'postgresql') {
  const database = await createTestDatabase(engine);
  opened.closers.push(database.close);
  return database;
}

async function queueOn(db: Db, log = collectingLog().log, options: JobQueueOptions = quick) {
  const queue = await startJobQueue(db, log, options);
  opened.queues.push(queue);
  return queue;
}

/** Runs `count` jobs through the given queues; answers how many times each job's handler ran, and by which queue. */
async function drain(queues: JobQueue[], count: number) {
  const runs = new Map<string, number>();
  const byQueue = queues.map(() => 0);
  await Promise.all(
    queues.map((queue, i) =>
      queue.work('state_submission', async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        byQueue[i] = (byQueue[i] ?? 0) + 1;
        await new Promise((r) => setTimeout(r, 2));
      }),
    ),
  );
  const ids = await Promise.all(
    Array.from({ length: count }, (_, n) => taken(queues[n % queues.length]!.send('state_submission', { n }))),
  );
  await until(`${count} jobs`, async () => (ids.every((id) => runs.has(id)) ? true : undefined), 60_000);
  // A job run twice would show up shortly after its first run.
  await new Promise((r) => setTimeout(r, 1500));
  return { ids, runs, byQueue };
}

describe.each(engines())('the job queue on %s', (engine) => {
  it("creates pg-boss's schema at start, its job table partitioned, and starts again on it", async () => {
    const { db } = await testDatabase(engine);
    const { errors, log } = collectingLog();
    const first = await queueOn(db, log);
    const { rows } = await sql<{
      relkind: string;
    }>`select relkind from pg_class where relname = 'job' and relnamespace = 'pgboss'::regnamespace`.execute(db);
    expect(rows).toEqual([{ relkind: 'p' }]);
    const { rows: queues } = await sql<{
      retry_limit: number;
      retry_delay: number;
      retry_backoff: boolean;
      retry_delay_max: number;
      heartbeat_seconds: number;
    }>`select retry_limit, retry_delay, retry_backoff, retry_delay_max, heartbeat_seconds from pgboss.queue where name = 'state_submission'`.execute(
      db,
    );
    expect(queues).toEqual([
      { retry_limit: 20, retry_delay: 1, retry_backoff: true, retry_delay_max: 300, heartbeat_seconds: 10 },
    ]);
    await first.stop();
    opened.queues.splice(0);

    // A restart with other figures writes them over the stored ones.
    await queueOn(db, log, { policies: { state_submission: { retryLimit: 3 } }, supervision: quick.supervision });
    const { rows: again } = await sql<{
      retry_limit: number;
      retry_delay: number;
    }>`select retry_limit, retry_delay from pgboss.queue where name = 'state_submission'`.execute(db);
    expect(again).toEqual([{ retry_limit: 3, retry_delay: stateSubmissionPolicy.retryDelay }]);
    expect(errors).toEqual([]);
  });

  it('keeps a job sent in a transaction only when the transaction commits', async () => {
    const { db } = await testDatabase(engine);
    const queue = await queueOn(db);
    let rolledBack: string | undefined;
    await expect(
      db.transaction().execute(async (tx) => {
        rolledBack = await taken(queue.sendInTransaction(tx, 'state_submission', { report: 'rolled back' }));
        throw new Error('the report was not accepted');
      }),
    ).rejects.toThrow('the report was not accepted');
    expect(rolledBack).toBeDefined();
    expect(await jobRow(db, rolledBack!)).toBeUndefined();

    const committed = await db
      .transaction()
      .execute((tx) => taken(queue.sendInTransaction(tx, 'state_submission', { n: 1 })));
    const seen: QueuedJob<{ n: number }>[] = [];
    await queue.work<{ n: number }>('state_submission', async (job) => {
      seen.push(job);
    });
    await until('the committed job', async () => (seen.length ? true : undefined));
    expect(seen.map((j) => [j.id, j.data, j.retryCount])).toEqual([[committed, { n: 1 }, 0]]);
    expect((await jobRow(db, committed))?.state).toBe('completed');
  });

  it('retries a failing job with the back-off of its policy, then fails it', async () => {
    const { db } = await testDatabase(engine);
    const { errors, log } = collectingLog();
    const policy = { ...stateSubmissionPolicy, retryLimit: 8 };
    const queue = await queueOn(db, log, { policies: { state_submission: policy }, supervision: quick.supervision });
    const failedAt: number[] = [];
    await queue.work('state_submission', async () => {
      failedAt.push(Date.now());
      throw new Error('the state repository is down');
    });
    const id = await taken(queue.send('state_submission', {}));
    for (let retryCount = 0; retryCount < policy.retryLimit; retryCount++) {
      const row = await until(`retry ${retryCount + 1}`, async () => {
        const r = await jobRow(db, id);
        return r?.state === 'retry' && failedAt.length === retryCount + 1 ? r : undefined;
      });
      const gap = (row.start_after.getTime() - failedAt[retryCount]!) / 1000;
      const expected = retryGapSeconds(policy, retryCount);
      expect(gap, `gap after attempt ${retryCount + 1}`).toBeGreaterThanOrEqual(expected.least - 0.5);
      expect(gap, `gap after attempt ${retryCount + 1}`).toBeLessThanOrEqual(expected.most + 0.5);
      // Not waited out: the retry is made due now.
      await sql`update pgboss.job set start_after = now() where id = ${id}`.execute(db);
    }
    const last = await until('the job failed', async () => {
      const r = await jobRow(db, id);
      return r?.state === 'failed' ? r : undefined;
    });
    expect(last.retry_count).toBe(policy.retryLimit);
    expect(failedAt).toHaveLength(policy.retryLimit + 1);
    expect(errors).toEqual([]);
  });

  it('takes one job of a singleton key while the first waits or runs, and keyless jobs each on their own', async () => {
    const { db } = await testDatabase(engine);
    const queue = await queueOn(db);
    const later = { startAfterSeconds: 3600 };
    expect(await queue.send('state_submission', { n: 1 }, { singletonKey: '7:send', ...later })).toEqual(
      expect.any(String),
    );
    expect(await queue.send('state_submission', { n: 2 }, { singletonKey: '7:send' })).toBeNull();
    expect(await queue.send('state_submission', { n: 3 }, { singletonKey: '7:poll:1', ...later })).toEqual(
      expect.any(String),
    );
    expect(await queue.send('state_submission', { n: 4 }, later)).toEqual(expect.any(String));
    expect(await queue.send('state_submission', { n: 5 }, later)).toEqual(expect.any(String));
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pgboss.job where name = 'state_submission'`.execute(db);
    expect(rows[0]?.n).toBe(4);
  });

  it("serves the waiting jobs in the server's crash_queue_depth metric", async () => {
    const database = await seededTestDatabase(engine);
    const queue = await startJobQueue(database.db, collectingLog().log, quick);
    opened.queues.push(queue);
    const server = await serveTestDatabase(database, { METRICS_TOKEN: 'metrics-secret-0123456789' }, { jobs: queue });
    // The server closes the database: after the queue has stopped (afterEach stops queues first).
    opened.closers.push(server.close);
    const depth = async () => {
      const res = await server.raw({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer metrics-secret-0123456789' },
      });
      const line = String(res.body)
        .split('\n')
        .find((l) => l.startsWith('crash_queue_depth{queue="state_submission"} '));
      return line === undefined ? undefined : Number(line.split(' ')[1]);
    };
    expect(await depth()).toBe(0);
    // Not due for an hour: the server's own worker (it works this queue) leaves them waiting.
    await queue.send('state_submission', {}, { startAfterSeconds: 3600 });
    await queue.send('state_submission', {}, { startAfterSeconds: 3600 });
    // The counts are those of the last supervision pass.
    await until('a depth of 2', async () => ((await depth()) === 2 ? true : undefined));
  });
});

describe('the job queue draining jobs', () => {
  it('runs each of 200 jobs once on PGlite', async () => {
    const { db } = await testDatabase('pglite');
    const { errors, log } = collectingLog();
    const { ids, runs } = await drain([await queueOn(db, log)], 200);
    expect(new Set(ids).size).toBe(200);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
    expect(runs.size).toBe(200);
    expect(errors).toEqual([]);
  });

  it.runIf(process.env.DATABASE_URL)(
    'runs each of 200 jobs once with two queues on PostgreSQL, each over its own pool',
    async () => {
      const first = await openPostgresDatabase();
      opened.closers.push(first.close);
      const second = await openDatabase({ url: first.url });
      opened.closers.push(second.close);
      const { errors, log } = collectingLog();
      // Started together on an empty database: pg-boss's migration takes its own lock.
      const queues = await Promise.all([queueOn(first.db, log), queueOn(second.db, log)]);
      const { ids, runs, byQueue } = await drain(queues, 200);
      expect(new Set(ids).size).toBe(200);
      expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
      expect(runs.size).toBe(200);
      expect(byQueue.every((n) => n > 0)).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});

describe('a job whose process died', () => {
  /** Starts the second queue and answers the job it takes and how long after its start it took it. */
  async function takenUpAfterRestart(db: Db) {
    const started = Date.now();
    const queue = await queueOn(db);
    return new Promise<{ job: QueuedJob<unknown>; seconds: number }>((resolve, reject) => {
      queue
        .work('state_submission', async (job) => resolve({ job, seconds: (Date.now() - started) / 1000 }))
        .catch(reject);
    });
  }

  // The figures' worst case; the test allows 3 s more for the start of the queue and its statements.
  const bound = crashRecoverySeconds(
    { ...stateSubmissionPolicy, ...quick.policies?.['state_submission'] },
    { ...jobSupervision, ...quick.supervision },
  );

  it('is taken up by the next process on PGlite, from the database as the crash left it', async () => {
    const { db } = await testDatabase('pglite');
    const dying = await queueOn(db);
    let running: string | undefined;
    await dying.work('state_submission', (job) => {
      running = job.id;
      return new Promise<void>(() => {});
    });
    const id = await taken(dying.send('state_submission', { report: 1 }));
    await until('the job running', async () => (running ? true : undefined));
    // The data folder as a kill would leave it: the job active, its heartbeat fresh.
    const pglite = pgliteOf(db)!;
    await pglite.query('checkpoint');
    const leftBehind = await pglite.dumpDataDir('none');
    await dying.stop();

    const restarted = await openDatabase({ loadDataDir: leftBehind });
    opened.closers.push(restarted.close);
    expect((await jobRow(restarted.db, id))?.state).toBe('active');
    const { job, seconds } = await takenUpAfterRestart(restarted.db);
    expect(job.id).toBe(id);
    expect(job.retryCount).toBe(1);
    expect(job.data).toEqual({ report: 1 });
    expect(seconds).toBeLessThanOrEqual(bound + 3);
  });

  it.runIf(process.env.DATABASE_URL)('is taken up by another process on PostgreSQL after a SIGKILL', async () => {
    const database = await openPostgresDatabase();
    opened.closers.push(database.close);
    // A queue that works no jobs sends the job and stops: the child's worker takes it.
    const sender = await startJobQueue(database.db, collectingLog().log, quick);
    const id = await taken(sender.send('state_submission', { report: 2 }));
    await sender.stop();

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/integration/jobs/dying-worker-process.ts', database.url!, JSON.stringify(quick)],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    opened.closers.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    await until('the child running the job', async () => (output.includes(`running ${id}`) ? true : undefined), 60_000);
    child.kill('SIGKILL');
    await exited;
    expect((await jobRow(database.db, id))?.state).toBe('active');

    const { job, seconds } = await takenUpAfterRestart(database.db);
    expect(job.id).toBe(id);
    expect(job.retryCount).toBe(1);
    expect(seconds).toBeLessThanOrEqual(bound + 3);
  });
});
