import type { Kysely } from 'kysely';

/**
 * The sign-in events screen reads an agency's events newest first: without this index an agency
 * administrator's page would walk the whole authentication log of every agency to find 50 rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('auth_events_agency_idx').on('auth_events').columns(['agency_ori', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('auth_events_agency_idx').execute();
}
