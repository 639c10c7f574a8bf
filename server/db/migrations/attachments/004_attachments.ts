import { sql, type Kysely } from 'kysely';

/**
 * Report attachments (types 001-005, each with its size limits) kept in the database as bytea by
 * default, so a backup of the database holds everything. Rows are soft-deleted so a removed
 * file stays in the report's history; deleting the report removes its files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    // A three-digit code; which codes exist is the form definition's business, not the schema's.
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type ~ '^[0-9]{3}$'`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    // Sniffed from the bytes on upload, never the browser's claim; served back as is.
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id'))
    .execute();
  // Listing and the running total read a report's live files only.
  await sql`create index attachments_report_live_idx on attachments (report_id, uploaded_at) where deleted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attachments').execute();
}
