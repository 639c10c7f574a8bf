import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

export interface NoteRecord {
  id: string;
  /** 'note' from the notes manager; the workflow adds 'rejection' notes to the author. */
  kind: string;
  text: string;
  user: { id: number; name: string };
  at: Date;
}

/** Notes on a report, oldest first. */
export function reportNotesRepository(db: Db) {
  const list = (tx: Executor) =>
    tx
      .selectFrom('report_notes as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select([
        'n.id',
        'n.kind',
        'n.text',
        'n.user_id',
        'n.at',
        sql<string>`u.first_name || ' ' || u.last_name`.as('user_name'),
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof list>['executeTakeFirstOrThrow']>>;
  const note = (r: Row): NoteRecord => ({
    id: String(r.id),
    kind: r.kind,
    text: r.text,
    user: { id: r.user_id, name: r.user_name },
    at: new Date(r.at),
  });

  return {
    async list(reportId: number): Promise<NoteRecord[]> {
      const rows = await list(db).where('n.report_id', '=', reportId).orderBy('n.id').execute();
      return rows.map(note);
    },

    async add(n: { reportId: number; userId: number; kind: string; text: string; at: Date }, tx: Executor = db) {
      const row = await tx
        .insertInto('report_notes')
        .values({ report_id: n.reportId, user_id: n.userId, kind: n.kind, text: n.text, at: n.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return note(await list(tx).where('n.id', '=', row.id).executeTakeFirstOrThrow());
    },
  };
}
