import { sql, type Kysely } from 'kysely';

/**
 * Form versions an administrator designs and publishes (see docs/rules/administration.md, "Form
 * versions"): who last changed a version, and publish permissions in groups. A permission is a
 * role's value in one group of one version (create, edit or submit reports of it); the shipped
 * rows, one per role with value true, become that role's rows in all three groups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('form_configurations')
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('form_permissions')
    .addColumn('permission_group', 'text', (c) => c.notNull().defaultTo('create'))
    .execute();
  // The key gains the group before the other groups' rows go in beside each role's one.
  await sql`alter table form_permissions drop constraint form_permissions_pkey`.execute(db);
  await sql`insert into form_permissions (form_configuration_id, role_id, value, permission_group)
    select form_configuration_id, role_id, value, g.name
    from form_permissions cross join (values ('edit'), ('submit')) as g(name)
    where permission_group = 'create'`.execute(db);
  await sql`alter table form_permissions
    add constraint form_permissions_pkey primary key (form_configuration_id, permission_group, role_id)`.execute(db);
  await sql`alter table form_permissions alter column permission_group drop default`.execute(db);
  await sql`alter table form_permissions add constraint form_permissions_group_check
    check (permission_group in ('create', 'edit', 'submit'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from form_permissions where permission_group <> 'create'`.execute(db);
  await sql`alter table form_permissions drop constraint form_permissions_group_check`.execute(db);
  await sql`alter table form_permissions drop constraint form_permissions_pkey`.execute(db);
  await db.schema.alterTable('form_permissions').dropColumn('permission_group').execute();
  await sql`alter table form_permissions add constraint form_permissions_pkey primary key (form_configuration_id, role_id)`.execute(
    db,
  );
  await db.schema.alterTable('form_configurations').dropColumn('updated_by_user_id').execute();
}
