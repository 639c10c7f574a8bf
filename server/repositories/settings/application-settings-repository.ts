import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

/** Application settings an administrator changed, by key; settings not stored take the configured default. */
export function applicationSettingsRepository(db: Db) {
  return {
    async all(tx: Executor = db): Promise<Record<string, unknown>> {
      const rows = await tx.selectFrom('application_settings').select(['key', 'value']).execute();
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },

    /**
     * A stamp that moves whenever a setting changes: the newest change and how many are stored.
     * One small query, so every server process can check it often and re-read only on a change.
     */
    async stamp(tx: Executor = db): Promise<string> {
      const row = await tx
        .selectFrom('application_settings')
        .select([sql<string>`coalesce(max(updated_at)::text, '')`.as('at'), sql<string>`count(*)::text`.as('n')])
        .executeTakeFirst();
      return `${row?.at ?? ''}|${row?.n ?? '0'}`;
    },

    /** Locks the settings for the rest of the transaction, so two administrators' saves queue. */
    async lock(tx: Executor) {
      await sql`lock table application_settings in share row exclusive mode`.execute(tx);
    },

    async put(values: Record<string, unknown>, by: number, at: Date, tx: Executor = db) {
      for (const [key, value] of Object.entries(values)) {
        await tx
          .insertInto('application_settings')
          .values({ key, value: JSON.stringify(value), updated_at: at, updated_by: by })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: at, updated_by: by }),
          )
          .execute();
      }
    },
  };
}
export type ApplicationSettingsRepository = ReturnType<typeof applicationSettingsRepository>;
