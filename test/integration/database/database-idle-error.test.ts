import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';

describe.runIf(process.env.DATABASE_URL)('an idle PostgreSQL connection the server ends', () => {
  it('is reported and dropped, not fatal, and the next query connects afresh', async () => {
    const failures: Error[] = [];
    const database = await openDatabase({ url: process.env.DATABASE_URL, onIdleError: (e) => failures.push(e) });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const pid = rows[0]!.pid;
      // The connection is back in the pool, idle, when the server ends it.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await expect.poll(() => failures.length).toBe(1);
      expect(failures[0]!.message).toMatch(/terminat/i);

      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      expect(again.rows[0]!.pid).not.toBe(pid);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
