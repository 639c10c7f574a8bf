import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

/** How far a run got with one action: reports changed, found no longer due when locked, found due at the start. */
export interface ActionProgress {
  done: number;
  skipped: number;
  total: number;
}

export interface RetentionRun {
  id: string;
  startedAt: Date;
  finishedAt: Date | null;
  state: 'running' | 'done' | 'failed';
  startedBy: { id: number | null; name: string };
  counts: Record<string, ActionProgress>;
  error: string | null;
}

/**
 * The runs of the retention job (migration 043) and their progress, a row per agency and action
 * (migration 046), read back as one record of counts.
 */
export function retentionRunRepository(db: Db) {
  const select = (tx: Executor) =>
    tx.selectFrom('retention_runs as r').select([
      'r.id',
      'r.started_at',
      'r.finished_at',
      'r.state',
      'r.started_by',
      'r.started_by_name',
      'r.error',
      sql<Record<string, ActionProgress>>`coalesce((select jsonb_object_agg(c.key,
          jsonb_build_object('done', c.done, 'skipped', c.skipped, 'total', c.total))
          from retention_run_counts c where c.run_id = r.id), '{}'::jsonb)`.as('counts'),
    ]);
  const runOf = (r: Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>): RetentionRun => ({
    id: String(r.id),
    startedAt: new Date(r.started_at),
    finishedAt: r.finished_at ? new Date(r.finished_at) : null,
    state: r.state,
    startedBy: { id: r.started_by, name: r.started_by_name },
    counts: r.counts,
    error: r.error,
  });

  return {
    async start(by: { id: number | null; name: string }, at: Date, tx: Executor = db): Promise<string> {
      const row = await tx
        .insertInto('retention_runs')
        .values({ started_at: at, state: 'running', started_by: by.id, started_by_name: by.name, counts: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },

    async find(id: string, tx: Executor = db): Promise<RetentionRun | null> {
      const r = await select(tx).where('r.id', '=', id).executeTakeFirst();
      return r ? runOf(r) : null;
    },

    /** The run going on, if any: a second one waits for it. */
    async running(tx: Executor = db): Promise<RetentionRun | null> {
      const r = await select(tx).where('r.state', '=', 'running').orderBy('r.id', 'desc').executeTakeFirst();
      return r ? runOf(r) : null;
    },

    async recent(limit: number, tx: Executor = db): Promise<RetentionRun[]> {
      return (await select(tx).orderBy('r.id', 'desc').limit(limit).execute()).map(runOf);
    },

    /** An action the run begins, with the reports found due for it; once, however often a resumed run asks. */
    async begin(id: string, key: string, total: number, tx: Executor = db) {
      await tx
        .insertInto('retention_run_counts')
        .values({ run_id: id, key, total })
        .onConflict((oc) => oc.columns(['run_id', 'key']).doNothing())
        .execute();
    },

    /** One more report of an action changed (in the report's own transaction) or skipped. */
    async count(id: string, key: string, what: 'done' | 'skipped', tx: Executor = db) {
      await tx
        .updateTable('retention_run_counts')
        .set(what === 'done' ? { done: sql<number>`done + 1` } : { skipped: sql<number>`skipped + 1` })
        .where('run_id', '=', id)
        .where('key', '=', key)
        .execute();
    },

    async finish(id: string, state: 'done' | 'failed', at: Date, error: string | null, tx: Executor = db) {
      await tx
        .updateTable('retention_runs')
        .set({ state, finished_at: at, error: error === null ? null : sql<string>`left(${error}, 2000)` })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type RetentionRunRepository = ReturnType<typeof retentionRunRepository>;
