import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrateBefore } from '../support/migrate-up-to';
import { createTestDatabase, engines } from '../support/test-server';

describe.each(engines())('migration 019 on %s', (engine) => {
  it('gives each role its shipped value in all three publish permission groups, and one row per group and role', async () => {
    const database = await createTestDatabase(engine);
    try {
      await migrateBefore(database.db, '019');
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const form = await db
        .insertInto('form_configurations')
        .values({ title: 'T', major_version: 1, minor_version: 0, is_published: true, form_model: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roles = await db
        .insertInto('roles')
        .values([
          { name: 'A', rules: '[]' },
          { name: 'B', rules: '[]' },
        ])
        .returning('id')
        .execute();
      await db
        .insertInto('form_permissions')
        .values([
          { form_configuration_id: form.id, role_id: roles[0]!.id, value: true },
          { form_configuration_id: form.id, role_id: roles[1]!.id, value: false },
        ])
        .execute();

      expect((await migrateToLatest(database.db))[0]).toBe('019_form_versions');
      const rows = await database.db
        .selectFrom('form_permissions')
        .select(['permission_group', 'role_id', 'value'])
        .orderBy('role_id')
        .orderBy('permission_group')
        .execute();
      expect(rows).toEqual(
        [roles[0]!.id, roles[1]!.id].flatMap((roleId, i) =>
          ['create', 'edit', 'submit'].map((group) => ({ permission_group: group, role_id: roleId, value: i === 0 })),
        ),
      );
      const duplicate = database.db
        .insertInto('form_permissions')
        .values({
          form_configuration_id: form.id as number,
          permission_group: 'edit',
          role_id: roles[0]!.id as number,
          value: true,
        })
        .execute();
      await expect(duplicate).rejects.toThrow();
      const unknownGroup = database.db
        .insertInto('form_permissions')
        .values({
          form_configuration_id: form.id as number,
          permission_group: 'print',
          role_id: roles[0]!.id as number,
          value: true,
        })
        .execute();
      await expect(unknownGroup).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
