import { sql, type Kysely } from 'kysely';

/** Versioned form configurations, their publish permissions, and reports with summary columns. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_configurations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('agency_ori', 'text', (c) => c.references('agencies.ori'))
    .addColumn('major_version', 'integer', (c) => c.notNull())
    .addColumn('minor_version', 'integer', (c) => c.notNull())
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('form_model', 'jsonb', (c) => c.notNull())
    .execute();
  await sql`create unique index form_configurations_version_key
    on form_configurations (title, coalesce(agency_ori, ''), major_version, minor_version)`.execute(db);

  await db.schema
    .createTable('form_permissions')
    .addColumn('form_configuration_id', 'integer', (c) =>
      c.notNull().references('form_configurations.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('value', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_permissions_pkey', ['form_configuration_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('form_configuration_id', 'integer', (c) => c.references('form_configurations.id'))
    .addColumn('form_type', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('agency_ori', 'text', (c) => c.notNull().references('agencies.ori'))
    .addColumn('inbox_id', 'integer')
    .addColumn('locking_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('lock_created', 'timestamptz')
    .addColumn('unique_identifier', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('external_instance_id', 'text')
    .addColumn('is_supplement', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('original_report_id', 'integer', (c) => c.references('reports.id'))
    .addColumn('case_number', 'text')
    .addColumn('date_of_crash', 'date')
    .addColumn('time_of_crash', 'text')
    .addColumn('street_name', 'text')
    .addColumn('intersect_street_name', 'text')
    .addColumn('municipality_code', 'text')
    .addColumn('crash_type_code', 'text')
    .addColumn('injury_count', 'integer')
    .addColumn('fatality_count', 'integer')
    .addColumn('department_name', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('reports_author_updated_idx')
    .on('reports')
    .columns(['author_user_id', 'last_updated desc'])
    .execute();
  await db.schema.createIndex('reports_agency_status_idx').on('reports').columns(['agency_ori', 'status']).execute();
  await db.schema.createIndex('reports_date_idx').on('reports').columns(['date_of_crash']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reports', 'form_permissions', 'form_configurations']) {
    await db.schema.dropTable(table).execute();
  }
}
