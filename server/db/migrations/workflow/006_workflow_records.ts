import { sql, type Kysely } from 'kysely';

/**
 * What the review workflow keeps besides the report row: the inboxes reports are sent
 * to, every move between them, the versions kept at each submission, notes, field-pinned review
 * comments, the audit log of who saw or changed a report, and the mail outbox used when no SMTP
 * server is configured.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // An agency's review inbox (user_id null) or a named reviewer's inbox.
  await db.schema
    .createTable('inboxes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('agency_ori', 'text', (c) => c.notNull().references('agencies.ori'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  await sql`create unique index inboxes_agency_user_key on inboxes (agency_ori, coalesce(user_id, 0))`.execute(db);

  await db.schema
    .alterTable('reports')
    .addColumn('original_reviewer_user_id', 'integer', (c) => c.references('users.id'))
    .execute();

  await db.schema
    .createTable('inbox_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'smallint', (c) => c.notNull())
    .addColumn('to_status', 'smallint')
    .addColumn('from_inbox_id', 'integer', (c) => c.references('inboxes.id'))
    .addColumn('to_inbox_id', 'integer', (c) => c.references('inboxes.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('assignee_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inbox_history_report_idx').on('inbox_history').columns(['report_id', 'id']).execute();

  await db.schema
    .createTable('report_versions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('provenance', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('saved_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_versions_report_idx')
    .on('report_versions')
    .columns(['report_id', 'version'])
    .execute();

  await db.schema
    .createTable('report_notes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_notes_report_idx').on('report_notes').columns(['report_id', 'id']).execute();

  // Pinned to a field path of the report data at the version the reviewer rejected.
  await db.schema
    .createTable('review_comments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('report_version', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('review_comments_report_idx')
    .on('review_comments')
    .columns(['report_id', 'id'])
    .execute();

  // No foreign key to reports: the log must outlive a deleted report.
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_report_idx').on('audit_events').columns(['report_id', 'id']).execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachment_name', 'text')
    .addColumn('attachment', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
