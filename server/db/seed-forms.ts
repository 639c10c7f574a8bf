import { sql } from 'kysely';
import { permissionGroups } from '../../lib/forms/versions/publish-permissions';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { vehicleCrashReportExchange } from '../../lib/forms/vehicle-crash-report/exchange/exchange-mapping';
import type { Db } from './database';

/** JSON with object keys sorted, since jsonb hands keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The Vehicle Crash Report as published version 1.0, state-wide. */
export const SEEDED_FORM = { title: vehicleCrashReport.name, major: 1, minor: 0 } as const;

/**
 * The shipped definition as the database keeps it: with its exchange mapping, so every version
 * designed from it carries the mapping along. The app's own copy of the definition leaves the
 * mapping out (the app never exports) and stays small.
 */
export const seededFormModel = { ...vehicleCrashReport, exchange: vehicleCrashReportExchange };

/**
 * Publishes the shipped Vehicle Crash Report 1.0 with every role allowed in every publish permission group.
 * Idempotent; when the shipped definition changed, 1.0 is updated and its last-updated time moves,
 * so clients holding the old copy download it again (GetAssignedDisabledConfigurations).
 */
export async function seedForms(db: Db) {
  const model = JSON.stringify(seededFormModel);
  await db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('form_configurations')
      .select(['id', sql<string>`form_model::text`.as('model')])
      .where('title', '=', SEEDED_FORM.title)
      .where('agency_ori', 'is', null)
      .where('major_version', '=', SEEDED_FORM.major)
      .where('minor_version', '=', SEEDED_FORM.minor)
      .executeTakeFirst();
    let id = existing?.id;
    if (!existing) {
      const row = await tx
        .insertInto('form_configurations')
        .values({
          title: SEEDED_FORM.title,
          agency_ori: null,
          major_version: SEEDED_FORM.major,
          minor_version: SEEDED_FORM.minor,
          is_published: true,
          disabled: false,
          form_model: model,
          last_updated: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } else if (canonical(JSON.parse(existing.model)) !== canonical(seededFormModel)) {
      await tx
        .updateTable('form_configurations')
        .set({ form_model: model, last_updated: new Date() })
        .where('id', '=', existing.id)
        .execute();
    }
    const roles = await tx.selectFrom('roles').select('id').execute();
    for (const role of roles) {
      for (const group of permissionGroups) {
        await tx
          .insertInto('form_permissions')
          .values({ form_configuration_id: id as number, permission_group: group, role_id: role.id, value: true })
          .onConflict((oc) => oc.columns(['form_configuration_id', 'permission_group', 'role_id']).doNothing())
          .execute();
      }
    }
  });
}
