import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { isUniqueViolation } from '../../../server/repositories/unique-violation';
import { migrateBefore } from '../support/migrate-up-to';
import { createTestDatabase, engines } from '../support/test-server';

type Untyped = Kysely<Record<string, Record<string, unknown>>>;

/** A database migrated up to 020, with an author and one report holding one attachment. */
async function databaseAt020(engine: Parameters<typeof createTestDatabase>[0]) {
  const database = await createTestDatabase(engine);
  await migrateBefore(database.db, '021');
  const db = database.db as unknown as Untyped;
  await db.insertInto('agencies').values({ ori: 'IN0490000', name: 'Test', additional_info: '{}' }).execute();
  const user = (name: string) =>
    db
      .insertInto('users')
      .values({
        user_name: name,
        first_name: 'U',
        last_name: name,
        badge_id: '1',
        agency_ori: 'IN0490000',
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const [author, other] = [await user('a'), await user('b')];
  const report = await db
    .insertInto('reports')
    .values({ form_type: 'Crash', author_user_id: author.id, agency_ori: 'IN0490000', data: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('attachments')
    .values({
      report_id: report.id,
      type: '004',
      file_name: 'a.txt',
      content_type: 'text/plain',
      size: 1,
      sha256: 'x',
      content: Buffer.from('a'),
      uploaded_by: author.id,
    })
    .execute();
  return { database, db, author: Number(author.id), other: Number(other.id), reportId: Number(report.id) };
}

const refusal = (write: Promise<unknown>) =>
  write.then(
    () => 'written',
    (error: unknown) => (isUniqueViolation(error) ? 'unique violation' : error),
  );

describe.each(engines())('migrations 021 and 022 on %s', (engine) => {
  it('add the device ids over existing rows, unique per author and per report, any number of them none', async () => {
    const { database, db, author, other, reportId } = await databaseAt020(engine);
    try {
      expect((await migrateToLatest(database.db)).slice(0, 2)).toEqual([
        '021_report_client_id',
        '022_attachment_client_key',
      ]);
      expect(await db.selectFrom('reports').select('client_id').execute()).toEqual([{ client_id: null }]);
      expect(await db.selectFrom('attachments').select('client_key').execute()).toEqual([{ client_key: null }]);

      const clientId = randomUUID();
      const report = (authorId: number, id: string | null) =>
        db
          .insertInto('reports')
          .values({ form_type: 'Crash', author_user_id: authorId, agency_ori: 'IN0490000', data: '{}', client_id: id })
          .execute();
      await report(author, clientId);
      expect(await refusal(report(author, clientId))).toBe('unique violation');
      expect(await refusal(report(other, clientId))).toBe('written');
      expect(await refusal(report(author, null))).toBe('written');

      const clientKey = randomUUID();
      const attachment = (key: string | null) =>
        db
          .insertInto('attachments')
          .values({
            report_id: reportId,
            type: '004',
            file_name: 'b.txt',
            content_type: 'text/plain',
            size: 1,
            sha256: 'x',
            content: Buffer.from('b'),
            uploaded_by: author,
            client_key: key,
          })
          .execute();
      expect(await refusal(attachment(clientKey))).toBe('written');
      expect(await refusal(attachment(clientKey))).toBe('unique violation');
      expect(await refusal(attachment(null))).toBe('written');
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
