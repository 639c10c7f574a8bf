import { sql, type Kysely } from 'kysely';

/**
 * Who made a report's last change (a save or a workflow move), so a stale request's conflict can
 * name them. Existing reports start with their author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('last_updated_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await sql`update reports set last_updated_by = author_user_id`.execute(db);
}
