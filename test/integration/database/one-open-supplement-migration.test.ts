import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrateBefore } from '../support/migrate-up-to';
import { createTestDatabase, engines } from '../support/test-server';

describe.each(engines())('migration 009 on %s', (engine) => {
  it('stops with the ids of reports that already have two supplements in progress, losing neither', async () => {
    const database = await createTestDatabase(engine);
    try {
      await migrateBefore(database.db, '009');
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      await db.insertInto('agencies').values({ ori: 'IN0490000', name: 'Test', additional_info: '{}' }).execute();
      const user = await db
        .insertInto('users')
        .values({
          user_name: 'u',
          first_name: 'U',
          last_name: 'U',
          badge_id: '1',
          agency_ori: 'IN0490000',
          password_hash: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const report = (extra: Record<string, unknown> = {}) => ({
        form_type: 'Crash',
        author_user_id: user.id,
        agency_ori: 'IN0490000',
        data: '{}',
        ...extra,
      });
      const original = await db
        .insertInto('reports')
        .values(report({ status: 4 }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const supplement = report({ is_supplement: true, original_report_id: original.id });
      // An accepted supplement is finished: only the two drafts count.
      await db
        .insertInto('reports')
        .values([supplement, supplement, { ...supplement, status: 4 }])
        .execute();

      await expect(migrateToLatest(database.db)).rejects.toThrow(
        `Reports ${original.id} each have more than one supplement in progress. Delete all but one supplement of each, then start the server again.`,
      );
      const kept = await db.selectFrom('reports').select('id').where('original_report_id', '=', original.id).execute();
      expect(kept).toHaveLength(3);

      await db.deleteFrom('reports').where('id', '=', Number(kept[0]!.id)).execute();
      expect((await migrateToLatest(database.db))[0]).toBe('009_one_open_supplement');
    } finally {
      await database.close();
    }
  });
});
