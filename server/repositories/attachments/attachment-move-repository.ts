import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** An attachment still kept in the database, as the move command walks them. */
export interface FileInDatabase {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** The queries of the move from the database to the object store, removed files included (history keeps them). */
export function attachmentMoveRepository(db: Db) {
  return {
    async remaining(): Promise<{ files: number; bytes: number }> {
      const row = await db
        .selectFrom('attachments')
        .select([sql<number>`count(*)::int`.as('files'), sql<number>`coalesce(sum(size), 0)::bigint`.as('bytes')])
        .where('store', '=', 'postgres')
        .executeTakeFirstOrThrow();
      return { files: Number(row.files), bytes: Number(row.bytes) };
    },

    /** The next files after `after` in id order (the order a resumed move walks them again). */
    async next(after: string | undefined, limit: number): Promise<FileInDatabase[]> {
      const rows = await db
        .selectFrom('attachments')
        .select(['id', 'file_name', 'content_type', 'size', 'sha256'])
        .where('store', '=', 'postgres')
        .$if(after !== undefined, (q) => q.where('id', '>', after!))
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        fileName: r.file_name,
        contentType: r.content_type,
        size: r.size,
        sha256: r.sha256,
      }));
    },

    /**
     * Points the row at the object store and drops its bytes, in one statement; false when the row
     * was no longer in the database (moved by another run, or its report deleted meanwhile).
     */
    async markMoved(id: string): Promise<boolean> {
      const result = await db
        .updateTable('attachments')
        .set({ store: 's3', content: null })
        .where('id', '=', id)
        .where('store', '=', 'postgres')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
