import type { Kysely } from 'kysely';

/**
 * The TOTP time step of the last code a user signed in with: a code is good once, so a code seen
 * over someone's shoulder (or replayed) within its 90-second window is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
}
