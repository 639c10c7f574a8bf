import { sql, type Kysely } from 'kysely';

/**
 * Where filled values came from (VIN decode, USDOT, licence return, …), by report path, saved
 * beside the data so reviewers see it. Kept out of `data` because the data
 * document is checked strictly against the form's schema and printed as the report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('provenance', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}
