import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Whether the database answers at all: the health check's one question. */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
