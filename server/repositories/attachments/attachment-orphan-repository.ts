import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

/** Names a report's files in the object store for the sweep, in the transaction that deletes the report. */
export async function addReportFilesToSweep(tx: Executor, reportId: number, sweepAfter: Date) {
  await sql`insert into attachment_orphans (attachment_id, sweep_after)
    select id, ${sweepAfter} from attachments where report_id = ${reportId} and store = 's3'
    on conflict (attachment_id) do nothing`.execute(tx);
}

/**
 * The list of objects that may be in the object store without a row pointing at them. An upload
 * names its object here before writing it and takes the name off in the transaction that inserts
 * the row; deleting a report names its files' objects in the transaction that deletes it. So
 * whatever fails in between (the store, the database, the process), the sweep finds every object
 * that lost its row.
 */
export function attachmentOrphanRepository(db: Db) {
  return {
    async add(ids: string[], sweepAfter: Date, tx: Executor = db) {
      if (!ids.length) return;
      await tx
        .insertInto('attachment_orphans')
        .values(ids.map((id) => ({ attachment_id: id, sweep_after: sweepAfter })))
        .onConflict((oc) => oc.column('attachment_id').doNothing())
        .execute();
    },

    async clear(id: string, tx: Executor = db) {
      await tx.deleteFrom('attachment_orphans').where('attachment_id', '=', id).execute();
    },

    /** Names due for the sweep; `rowExists` says a row points at the object after all (it is kept). */
    async due(now: Date, limit: number): Promise<{ id: string; rowExists: boolean }[]> {
      const rows = await db
        .selectFrom('attachment_orphans as o')
        .leftJoin('attachments as f', 'f.id', 'o.attachment_id')
        .select(['o.attachment_id', sql<boolean>`f.id is not null and f.store = 's3'`.as('row_exists')])
        .where('o.sweep_after', '<=', now)
        .orderBy('o.sweep_after')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.attachment_id, rowExists: r.row_exists }));
    },
  };
}
export type AttachmentOrphanRepository = ReturnType<typeof attachmentOrphanRepository>;
