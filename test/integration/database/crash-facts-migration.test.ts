import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sendableExchangeTestReport } from '../../../lib/validation/report-checks/exchange-test-report';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedForms } from '../../../server/db/seed-forms';
import { migrateBefore } from '../support/migrate-up-to';
import { createTestDatabase, engines } from '../support/test-server';

type Untyped = Kysely<Record<string, Record<string, unknown>>>;

/** One accepted report of 2026-11-20 at 14:05, written by the schema before migration 032. */
async function writeReport(database: Awaited<ReturnType<typeof createTestDatabase>>) {
  const db = database.db as unknown as Untyped;
  await seedForms(database.db);
  await db.insertInto('agencies').values({ ori: 'IN0490000', name: 'Test', additional_info: '{}' }).execute();
  const author = await db
    .insertInto('users')
    .values({
      user_name: 'a',
      first_name: 'A',
      last_name: 'A',
      badge_id: '1',
      agency_ori: 'IN0490000',
      password_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const form = await db.selectFrom('form_configurations').select('id').executeTakeFirstOrThrow();
  const report = await db
    .insertInto('reports')
    .values({
      form_type: 'Crash',
      form_configuration_id: form.id,
      author_user_id: author.id,
      agency_ori: 'IN0490000',
      status: 4,
      date_of_crash: '2026-11-20',
      time_of_crash: '14:05',
      county_code: '097',
      municipality_code: '36003',
      crash_type_code: '39:6',
      data: JSON.stringify(sendableExchangeTestReport()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(report.id);
}

describe.each(engines())('migration 032 on %s', (engine) => {
  it('fills the crash data facts of the reports already written, from their data by their own form version', async () => {
    const database = await createTestDatabase(engine);
    try {
      await migrateBefore(database.db, '032');
      const reportId = await writeReport(database);
      await migrateToLatest(database.db);
      const facts = await database.db
        .selectFrom('crash_facts')
        .selectAll()
        .where('id', '=', reportId)
        .executeTakeFirst();
      expect(facts).toMatchObject({
        status: 4,
        crash_date: '2026-11-20',
        crash_hour: 14,
        // 2026-11-20 is a Friday.
        crash_weekday: 4,
        crash_month: 2026 * 12 + 11,
        crash_minute: 14 * 60 + 5,
        manner_code: '6',
        severity: 4,
        primary_factor: '08',
        hit_and_run: true,
        commercial_vehicle: true,
        latitude: 39.768403,
      });
      // The trigger keeps the minute with each later save.
      const minute = async () =>
        (
          await database.db
            .selectFrom('crash_facts')
            .select('crash_minute')
            .where('id', '=', reportId)
            .executeTakeFirstOrThrow()
        ).crash_minute;
      await database.db.updateTable('reports').set({ time_of_crash: '23:59' }).where('id', '=', reportId).execute();
      expect(await minute()).toBe(23 * 60 + 59);
      await database.db.updateTable('reports').set({ time_of_crash: 'unknown' }).where('id', '=', reportId).execute();
      expect(await minute()).toBeNull();
    } finally {
      await database.close();
    }
  });
});
