import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { retentionRunRepository } from '../../../server/repositories/retention/retention-run-repository';
import { userIdOf } from '../support/db-helpers';
import { migrateBefore } from '../support/migrate-up-to';
import { createTestDatabase, engines } from '../support/test-server';

const DAY = 86_400_000;

describe.each(engines())('migrations 045 and 046 on a database with data, on %s', (engine) => {
  it("starts each report in review from its last Send to, and moves a kept run's counts to their rows", async () => {
    const database = await createTestDatabase(engine);
    const { db } = database;
    try {
      await migrateBefore(db, '045');
      await seed(db, { demo: true, demoPassword: 'Crash-Demo-2026' });
      const officer = await userIdOf(db, 'officer');
      const form = (await db.selectFrom('form_configurations').select('id').executeTakeFirstOrThrow()).id;
      const changed = new Date(Date.now() - DAY);
      const report = async (status: number) =>
        (
          await sql<{ id: number }>`insert into reports (status, form_type, form_configuration_id, author_user_id,
            agency_ori, data, last_updated) values (${status}, 'Crash', ${form}, ${officer}, 'IN0490000', '{}', ${changed})
            returning id`.execute(db)
        ).rows[0]!.id;
      const moved = async (id: number, from: number, to: number, at: Date) =>
        sql`insert into inbox_history (report_id, action, from_status, to_status, user_id, at)
          values (${id}, 'sendTo', ${from}, ${to}, ${officer}, ${at})`.execute(db);
      const pending = await report(1);
      const sent = new Date(Date.now() - 5 * DAY);
      await moved(pending, 0, 1, new Date(Date.now() - 9 * DAY));
      await moved(pending, 3, 1, sent);
      // Sent on to another inbox later: still the same review.
      await moved(pending, 1, 1, new Date(Date.now() - 2 * DAY));
      const unrecorded = await report(7);
      const draft = await report(0);
      const run = (
        await sql<{ id: string }>`insert into retention_runs (started_at, state, started_by_name, counts)
          values (now(), 'done', 'The daily run',
            ${JSON.stringify({ 'IN0490000:archiveDraft': { done: 2, skipped: 1, total: 3 } })}::jsonb) returning id`.execute(
          db,
        )
      ).rows[0]!.id;

      expect(await migrateToLatest(db)).toEqual(['045_report_deadlines', '046_retention_run_counts']);
      const since = Object.fromEntries(
        (await db.selectFrom('reports').select(['id', 'review_since']).execute()).map((r) => [r.id, r.review_since]),
      );
      expect(new Date(since[pending]!).getTime()).toBe(sent.getTime());
      expect(new Date(since[unrecorded]!).getTime()).toBe(changed.getTime());
      expect(since[draft]).toBeNull();
      expect((await retentionRunRepository(db).find(String(run)))!.counts).toEqual({
        'IN0490000:archiveDraft': { done: 2, skipped: 1, total: 3 },
      });
    } finally {
      await database.close();
    }
  });
});
