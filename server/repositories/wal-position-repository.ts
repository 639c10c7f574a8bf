import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Positions in the primary's write-ahead log (WAL), to tell whether a streaming standby has
 * replayed a given write yet (docs/server.md, "The read replica").
 */
export function walPositionRepository(db: Db) {
  return {
    /** On the primary: where its WAL ends now, so at or past every write committed before the call. */
    async end(): Promise<string> {
      const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db);
      return rows[0]!.lsn;
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
