import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { PgBoss, fromKysely, fromPglite, type Db as QueueDb } from 'pg-boss';
import { pgliteOf, poolOf, type Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  jobPolicies,
  jobSupervision,
  jobWorkers,
  type JobName,
  type JobPolicy,
  type JobSupervision,
} from './job-policies';

/** What the queue logs through: pino's and Fastify's loggers both fit. */
export interface JobLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface SendOptions {
  /**
   * At most one job of this key waits or runs at a time (the queue's policy is 'exclusive'): a
   * second send of it while the first lives adds nothing, so a step sent twice runs once.
   */
  singletonKey?: string;
  /** Seconds from now before the job may run. */
  startAfterSeconds?: number;
}

const sendOptions = (options: SendOptions = {}) => ({
  // The 'exclusive' policy counts keyless jobs as one key: a job sent without a key is its own.
  singletonKey: options.singletonKey ?? randomUUID(),
  ...(options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
});

/** A job as its handler gets it. */
export interface QueuedJob<Data> {
  id: string;
  name: JobName;
  data: Data;
  /** 0 on the first attempt, 1 on the first retry, … */
  retryCount: number;
  /** Aborted when the job is no longer this worker's (its time ran out, the queue stops). */
  signal: AbortSignal;
}

/** The server's job queue: pg-boss on the server's own database, through the server's own connection. */
export interface JobQueue {
  /** Adds a job; answers its id, or null when a job of the same singleton key is already waiting or running. */
  send: (name: JobName, data: object, options?: SendOptions) => Promise<string | null>;
  /**
   * Adds a job inside `tx`: it exists only if the transaction commits. Only the insert runs, on
   * `tx` (pg-boss knows the queues from the start); on PGlite a statement beside it would wait for
   * the transaction, which waits for it.
   */
  sendInTransaction: (
    tx: Transaction<Database>,
    name: JobName,
    data: object,
    options?: SendOptions,
  ) => Promise<string | null>;
  /**
   * Runs `handler` for each job of the queue, one at a time in this process. A handler that throws
   * fails the attempt, and the job is retried by its policy.
   */
  work: <Data = unknown>(name: JobName, handler: (job: QueuedJob<Data>) => Promise<void>) => Promise<void>;
  /** Jobs waiting to run (created or due for a retry) per queue, as the last supervision pass counted them. */
  waiting: () => Promise<Record<JobName, number>>;
  /** Stops taking jobs, waits a while for running handlers, fails the rest for a retry. */
  stop: () => Promise<void>;
}

export interface JobQueueOptions {
  /** Tests shorten the figures; production runs jobPolicies and jobSupervision. */
  policies?: Partial<Record<JobName, Partial<JobPolicy>>>;
  supervision?: Partial<JobSupervision>;
}

/**
 * pg-boss's statements on the server's database. A statement without parameters may be several
 * (pg-boss's BEGIN … COMMIT blocks), which only the simple protocol runs, and Kysely always sends
 * a parameter list, so these bypass Kysely: on PostgreSQL they go to its pool (without parameters
 * pg uses the simple protocol), on PGlite to the instance itself (pg-boss's adapter runs them with
 * exec), which serialises them with Kysely's use of it: a Kysely transaction holds the instance
 * until it ends.
 */
function queueConnection(db: Db): QueueDb {
  const pglite = pgliteOf(db);
  if (pglite) return fromPglite(pglite);
  const pool = poolOf(db);
  if (!pool) throw new Error('The job queue runs on a database opened by openDatabase');
  return {
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A block of several statements answers one result each; pg-boss reads the rows of them all.
      return Array.isArray(result) ? { rows: (result as { rows: unknown[] }[]).flatMap((r) => r.rows) } : result;
    },
  };
}

/**
 * Starts pg-boss on `db`: creates or migrates its schema (pgboss, its own migrations, under its own
 * advisory lock, so processes starting together take turns), creates every queue of jobPolicies
 * and writes their figures, and starts the supervision. Call it after the server's migrations.
 */
export async function startJobQueue(db: Db, log: JobLog, options: JobQueueOptions = {}): Promise<JobQueue> {
  const supervision = { ...jobSupervision, ...options.supervision };
  const embedded = pgliteOf(db) !== undefined;
  const boss = new PgBoss({
    db: queueConnection(db),
    backend: embedded ? 'pglite' : 'postgres',
    superviseIntervalSeconds: supervision.superviseIntervalSeconds,
    monitorIntervalSeconds: supervision.superviseIntervalSeconds,
    // The waiting counts a worker bursts on (below) are read from this cache.
    queueCacheIntervalSeconds: supervision.superviseIntervalSeconds,
    // No schedules are sent; their timers would poll the database for nothing.
    schedule: false,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'the job queue failed; it goes on'));
  boss.on('warning', (warning: { message: string; data?: unknown }) =>
    log.warn({ data: warning.data }, `job queue: ${warning.message}`),
  );
  await boss.start();

  const names = Object.keys(jobPolicies) as JobName[];
  for (const name of names) {
    const policy = { ...jobPolicies[name], ...options.policies?.[name] };
    const figures = { ...policy, retryBackoff: true };
    await boss.createQueue(name, figures);
    // createQueue leaves an existing queue as it was; its figures are written again, but pg-boss
    // keeps a queue's policy for its life, so a queue made with another one cannot be used.
    const { policy: wanted, ...changeable } = figures;
    await boss.updateQueue(name, changeable);
    const made = await boss.getQueue(name);
    if (made && made.policy !== wanted) {
      throw new Error(
        `The job queue ${name} was made with the policy ${made.policy}, not ${wanted}: drain it and drop it (pgboss.queue) before starting`,
      );
    }
  }

  return {
    send: async (name, data, options) => required(await boss.send(name, data, sendOptions(options)), name, options),
    sendInTransaction: async (tx, name, data, options) =>
      required(await boss.send(name, data, { ...sendOptions(options), db: fromKysely(tx) }), name, options),
    work: async <Data>(name: JobName, handler: (job: QueuedJob<Data>) => Promise<void>) => {
      await boss.work<Data>(
        name,
        {
          pollingIntervalSeconds: supervision.pollingIntervalSeconds,
          localConcurrency: jobWorkers[name],
          // A worker takes one job per poll; with more than one waiting (a backlog after an
          // outage) it fetches the next at once until none is left.
          burstWhenReadyExceeds: 1,
        },
        async ([job]) => {
          if (!job) return;
          try {
            await handler({ id: job.id, name, data: job.data, retryCount: job.retryCount, signal: job.signal });
          } catch (error) {
            log.warn({ err: error, job: job.id, queue: name, retryCount: job.retryCount }, 'a job failed');
            throw error;
          }
        },
      );
    },
    waiting: async () => {
      const queues = await boss.getQueues(names);
      return Object.fromEntries(
        names.map((name) => [name, queues.find((q) => q.name === name)?.queuedCount ?? 0]),
      ) as Record<JobName, number>;
    },
    stop: () => boss.stop({ graceful: true, timeout: supervision.stopTimeoutMs }),
  };
}

function required(id: string | null, name: JobName, options: SendOptions = {}): string | null {
  // Only a singleton send may answer no id (its key's job lives already); any other refusal is a fault.
  if (!id && options.singletonKey === undefined) throw new Error(`The job queue did not take a job for ${name}`);
  return id;
}
