import { sql, type Kysely } from 'kysely';

/**
 * What administration needs: agencies that can be disabled, users with contact details, settings,
 * a default location and a second factor, roles an administrator edits, application settings
 * kept in the database (so a change applies without a restart), and the log of administration
 * changes with their before and after values.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('agencies')
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('additional_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('default_location', 'jsonb')
    .addColumn('last_sign_in_at', 'timestamptz')
    .addColumn('updated_by', 'integer')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    .addColumn('recovery_codes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  // When the session's user last proved who they are (password or second factor), for the
  // actions that ask for the password again after a while.
  await db.schema.alterTable('sessions').addColumn('authenticated_at', 'timestamptz').execute();

  await db.schema
    .alterTable('roles')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    // A shipped role an administrator has changed: the seed stops bringing it back to its shipped rules.
    .addColumn('edited', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('application_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer')
    .execute();

  await db.schema
    .createTable('admin_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    // The agency the change belongs to (null: state-wide, such as a role or the application settings).
    .addColumn('agency_ori', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('admin_events_agency_idx').on('admin_events').columns(['agency_ori', 'id']).execute();
  await db.schema
    .createIndex('admin_events_subject_idx')
    .on('admin_events')
    .columns(['subject', 'subject_key', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_events').execute();
  await db.schema.dropTable('application_settings').execute();
  await db.schema.alterTable('roles').dropColumn('updated_at').dropColumn('updated_by').dropColumn('edited').execute();
  await db.schema.alterTable('sessions').dropColumn('authenticated_at').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('phone')
    .dropColumn('email')
    .dropColumn('additional_info')
    .dropColumn('settings')
    .dropColumn('default_location')
    .dropColumn('last_sign_in_at')
    .dropColumn('updated_by')
    .dropColumn('totp_secret')
    .dropColumn('totp_enabled_at')
    .dropColumn('recovery_codes')
    .execute();
  await db.schema
    .alterTable('agencies')
    .dropColumn('disabled')
    .dropColumn('updated_at')
    .dropColumn('updated_by')
    .execute();
}
