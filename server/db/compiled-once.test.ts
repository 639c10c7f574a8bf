import type { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once';
import { offlineKysely } from './offline-kysely.fixture';
import type { Database } from './schema';

/** A Kysely that compiles PostgreSQL and records what it would send. */
function recordingDb() {
  const sent: CompiledQuery[] = [];
  return { db: offlineKysely<Database>((query) => sent.push(query)), sent };
}

describe('compiledOnce', () => {
  it('builds the query once and sends its SQL with each call’s arguments in their places', async () => {
    const { db, sent } = recordingDb();
    let builds = 0;
    const find = compiledOnce((x: typeof db, agency: string, status: number) => {
      builds++;
      return x
        .selectFrom('reports')
        .select('id')
        .where('agency_ori', '=', agency)
        .where('form_type', '=', 'VCR')
        .where('status', '=', status);
    });
    await find(db, 'IN0490000', 1);
    await find(db, 'IN0010000', 7);
    expect(builds).toBe(1);
    expect(sent.map((q) => q.sql)).toEqual([
      'select "id" from "reports" where "agency_ori" = $1 and "form_type" = $2 and "status" = $3',
      'select "id" from "reports" where "agency_ori" = $1 and "form_type" = $2 and "status" = $3',
    ]);
    expect(sent.map((q) => q.parameters)).toEqual([
      ['IN0490000', 'VCR', 1],
      ['IN0010000', 'VCR', 7],
    ]);
  });

  it('refuses a query that writes an argument into its text instead of binding it', async () => {
    const { db } = recordingDb();
    const find = compiledOnce((x: typeof db, _unused: number) => x.selectFrom('reports').select('id'));
    await expect(find(db, 1)).rejects.toThrow('compiledOnce: argument 0 is not a bound parameter of the query.');
  });
});
