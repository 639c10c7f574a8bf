import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';

describe.runIf(process.env.DATABASE_URL)("the server's PostgreSQL pool", () => {
  /** Runs one statement text three times on one connection; answers what that connection holds prepared. */
  async function runThrice(preparedStatements?: boolean) {
    const database = await openDatabase({ url: process.env.DATABASE_URL, preparedStatements });
    try {
      // One connection in a transaction, so every statement below runs on the same backend.
      const answers = await database.db.transaction().execute(async (tx) => {
        const found: unknown[] = [];
        for (const n of [1, 2, 3]) {
          const { rows } = await sql<{
            n: number;
            text: string;
          }>`select ${n}::int as n, ${'x' + n}::text as text`.execute(tx);
          found.push(rows[0]);
        }
        const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(tx);
        return { found, prepared: rows.map((r) => r.statement) };
      });
      expect(answers.found).toEqual([
        { n: 1, text: 'x1' },
        { n: 2, text: 'x2' },
        { n: 3, text: 'x3' },
      ]);
      return answers.prepared;
    } finally {
      await database.close();
    }
  }

  it('keeps a repeated statement prepared on its connection and answers it as before', async () => {
    expect(await runThrice()).toContain('select $1::int as n, $2::text as text');
  });

  it('prepares nothing when told not to (DATABASE_PREPARED_STATEMENTS=0)', async () => {
    expect(await runThrice(false)).toEqual([]);
  });
});
