import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A user's last write as the primary noted it: its WAL position, and when (the server's clock, in ms). */
export interface NotedWrite {
  lsn: string;
  at: number;
}

/**
 * Positions in the primary's write-ahead log (WAL), to tell whether a streaming standby has
 * replayed a given write yet, and each user's last write noted in the primary where every server
 * process reads it (docs/server.md, "The read replica").
 */
export function walPositionRepository(db: Db) {
  return {
    /**
     * On the primary: notes that the user may have written, at where its WAL ends now (at or past
     * every write committed before the call); answers that position.
     */
    async noteWrite(userId: number, at: Date): Promise<string> {
      const { rows } = await sql<{ lsn: string }>`
        insert into user_last_writes (user_id, lsn, written_at) values (${userId}, pg_current_wal_lsn(), ${at})
        on conflict (user_id) do update set lsn = excluded.lsn, written_at = excluded.written_at
        returning lsn::text as lsn`.execute(db);
      return rows[0]!.lsn;
    },

    /** On the primary: the user's last noted write, whichever server process noted it. */
    async lastWriteOf(userId: number): Promise<NotedWrite | undefined> {
      const { rows } = await sql<{ lsn: string; written_at: Date }>`
        select lsn::text as lsn, written_at from user_last_writes where user_id = ${userId}`.execute(db);
      const row = rows[0];
      return row && { lsn: row.lsn, at: new Date(row.written_at).getTime() };
    },

    /**
     * On the copy: whether it has replayed the WAL up to `lsn`; null when it is not a standby (a
     * logical replica or any other copy has no replay position to compare).
     */
    async replayedTo(lsn: string): Promise<boolean | null> {
      const { rows } = await sql<{ standby: boolean; replayed: boolean | null }>`
        select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as replayed`.execute(db);
      const row = rows[0]!;
      return row.standby ? row.replayed === true : null;
    },
  };
}
export type WalPositions = ReturnType<typeof walPositionRepository>;
