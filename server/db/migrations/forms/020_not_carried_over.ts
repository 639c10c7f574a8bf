import { sql, type Kysely } from 'kysely';

/**
 * What a draft could not take along when it moved to a newer form version: each value with where
 * it was and why (lib/forms/versions/carry-over.ts), kept beside the report so nothing typed is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('not_carried_over', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').dropColumn('not_carried_over').execute();
}
