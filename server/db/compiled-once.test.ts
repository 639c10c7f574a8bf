import { sql, type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledByShape, compiledOnce } from './compiled-once';
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

describe('compiledByShape', () => {
  type Change = { status?: number; inboxId?: number | null; lock?: { userId: number } | null; reviewer?: number };
  const update = (x: ReturnType<typeof recordingDb>['db'], { id, change }: { id: number; change: Change }) =>
    x
      .updateTable('reports')
      .set({
        ...(change.status !== undefined && { status: change.status }),
        ...(change.inboxId !== undefined && { inbox_id: change.inboxId }),
        ...(change.lock !== undefined && { locking_user_id: change.lock?.userId ?? null }),
        ...(change.reviewer !== undefined && {
          original_reviewer_user_id: change.reviewer,
          last_updated_by: change.reviewer,
        }),
      })
      .where('id', '=', id);

  it('compiles each shape once and sends each call’s values, a value used twice in both places', async () => {
    const { db, sent } = recordingDb();
    let builds = 0;
    const move = compiledByShape((x: typeof db, args: { id: number; change: Change }) => {
      builds++;
      return update(x, args);
    });
    await move(db, { id: 1, change: { status: 2, lock: { userId: 7 } } });
    await move(db, { id: 2, change: { status: 3, lock: { userId: 8 } } });
    await move(db, { id: 3, change: { status: 4, lock: null } });
    await move(db, { id: 4, change: { reviewer: 9 } });
    await move(db, { id: 5, change: { reviewer: 10 } });
    expect(builds).toBe(3);
    expect(sent.map((q) => [q.sql, q.parameters])).toEqual([
      ['update "reports" set "status" = $1, "locking_user_id" = $2 where "id" = $3', [2, 7, 1]],
      ['update "reports" set "status" = $1, "locking_user_id" = $2 where "id" = $3', [3, 8, 2]],
      ['update "reports" set "status" = $1, "locking_user_id" = $2 where "id" = $3', [4, null, 3]],
      ['update "reports" set "original_reviewer_user_id" = $1, "last_updated_by" = $2 where "id" = $3', [9, 9, 4]],
      ['update "reports" set "original_reviewer_user_id" = $1, "last_updated_by" = $2 where "id" = $3', [10, 10, 5]],
    ]);
  });

  it('gives the same statements as building every call', async () => {
    const cached = recordingDb();
    const fresh = recordingDb();
    const move = compiledByShape(update);
    const calls: { id: number; change: Change }[] = [
      { id: 1, change: { inboxId: null } },
      { id: 2, change: { inboxId: 4 } },
      { id: 3, change: { inboxId: 5, status: 1 } },
      { id: 4, change: { status: 1, inboxId: 5 } },
      { id: 5, change: { inboxId: null } },
    ];
    for (const call of calls) {
      await move(cached.db, call);
      await fresh.db.executeQuery(update(fresh.db, call).compile());
    }
    expect(cached.sent.map((q) => [q.sql, q.parameters])).toEqual(fresh.sent.map((q) => [q.sql, q.parameters]));
  });

  it('refuses a build that transforms a value, writes it into the text or leaves it out', async () => {
    const { db } = recordingDb();
    const transformed = compiledByShape((x: typeof db, a: { detail: { note: string } }) =>
      x
        .updateTable('audit_events')
        .set({ detail: JSON.stringify(a.detail) })
        .where('id', '=', '1'),
    );
    await expect(transformed(db, { detail: { note: 'n' } })).rejects.toThrow(
      'argument leaf 0 is not a bound parameter',
    );
    const pattern = compiledByShape((x: typeof db, a: { prefix: string }) =>
      x.selectFrom('reports').select('id').where('case_number', 'like', `${a.prefix}%`),
    );
    await expect(pattern(db, { prefix: 'IN' })).rejects.toThrow('parameter 1 carries a changed argument');
    const inText = compiledByShape((x: typeof db, a: { column: string }) =>
      x.selectFrom('reports').select(sql.ref(a.column).as('c')),
    );
    await expect(inText(db, { column: 'id' })).rejects.toThrow('written into the query text');
    const dropped = compiledByShape((x: typeof db, _a: { id: number }) => x.selectFrom('reports').select('id'));
    await expect(dropped(db, { id: 1 })).rejects.toThrow('argument leaf 0 is not a bound parameter');
  });
});
