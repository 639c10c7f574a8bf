import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ExceptionOutcome } from '../api/exception-limits';
import { poolOf, type Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { Repositories } from '../repositories/repositories';

/** A request that matched no route is counted under this path, so a scan of made-up paths adds no series. */
export const UNMATCHED_PATH = 'unmatched';

interface MetricsSources {
  repos: Repositories;
  engine: 'pglite' | 'postgresql';
  primary: Db;
  replica?: Db | undefined;
  jobs?: JobQueue | undefined;
}

/**
 * The server's Prometheus figures, in a registry of its own (a test's servers do not share one):
 * calls by route pattern and status class, the database pools, the queue tables, browser
 * exception reports, and prom-client's process figures. Pool and queue figures are read when
 * scraped.
 */
export function createServerMetrics(app: FastifyInstance, sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'crash_http_request_duration_seconds',
    help: 'Requests by route pattern (a path no route matched counts as "unmatched"), method and status class.',
    labelNames: ['method', 'path', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.routeOptions.url ?? UNMATCHED_PATH;
    if (path === '/metrics') return;
    requests.observe(
      { method: request.method, path, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  const pools = [
    { database: 'primary', pool: poolOf(sources.primary) },
    ...(sources.replica ? [{ database: 'replica', pool: poolOf(sources.replica) }] : []),
  ];
  new Gauge({
    name: 'crash_db_pool_connections',
    help: 'PostgreSQL pool connections by database (primary, replica) and state: total, idle, and requests waiting for one. Absent on the embedded PGlite, which has one connection and no pool.',
    labelNames: ['database', 'state'] as const,
    registers: [registry],
    collect() {
      for (const { database, pool } of pools) {
        if (!pool) continue;
        this.set({ database, state: 'total' }, pool.totalCount);
        this.set({ database, state: 'idle' }, pool.idleCount);
        this.set({ database, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'crash_db_engine',
    help: 'The database engine the server runs on (1 for the one in use).',
    labelNames: ['engine'] as const,
    registers: [registry],
    collect() {
      this.set({ engine: sources.engine }, 1);
    },
  });
  new Gauge({
    name: 'crash_queue_depth',
    help: "Work waiting in the server's queue tables: mail kept in the outbox (mail_outbox), objects listed for the attachment sweep (attachment_sweep), and the job queue's jobs waiting to run, by queue (state_submission), as its last supervision pass counted them.",
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const depths = await sources.repos.health.queueDepths();
      this.set({ queue: 'mail_outbox' }, depths.mailOutbox);
      this.set({ queue: 'attachment_sweep' }, depths.attachmentSweep);
      const waiting = await sources.jobs?.waiting();
      for (const [queue, count] of Object.entries(waiting ?? {})) this.set({ queue }, count);
    },
  });
  const exceptions = new Counter({
    name: 'crash_client_exceptions_total',
    help: 'Exception reports from browsers: logged, dropped (too many from everyone) or refused (too many from one address).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  return {
    registry,
    exceptionCounted: (outcome: ExceptionOutcome) => exceptions.inc({ outcome }),
  };
}
export type ServerMetrics = ReturnType<typeof createServerMetrics>;
