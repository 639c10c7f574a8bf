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

/** The runs of the retention job and their progress (migration 043). */
export function retentionRunRepository(db: Db) {
  const select = (tx: Executor) => tx.selectFrom('retention_runs').selectAll();
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
      const r = await select(tx).where('id', '=', id).executeTakeFirst();
      return r ? runOf(r) : null;
    },

    /** The run going on, if any: a second one waits for it. */
    async running(tx: Executor = db): Promise<RetentionRun | null> {
      const r = await select(tx).where('state', '=', 'running').orderBy('id', 'desc').executeTakeFirst();
      return r ? runOf(r) : null;
    },

    async recent(limit: number, tx: Executor = db): Promise<RetentionRun[]> {
      return (await select(tx).orderBy('id', 'desc').limit(limit).execute()).map(runOf);
    },

    async progress(id: string, counts: Record<string, ActionProgress>, tx: Executor = db) {
      await tx
        .updateTable('retention_runs')
        .set({ counts: JSON.stringify(counts) })
        .where('id', '=', id)
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
