import type { Kysely } from 'kysely';

/**
 * A report's own review-lock duration in hours: the application's default lock duration when the
 * state administrator set one as the report was created; null, its form's lockDuration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('lock_duration_hours', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').dropColumn('lock_duration_hours').execute();
}
