import { sql, type Kysely } from 'kysely';

/**
 * Accepted reports sent to the state's crash repository (docs/exchange.md): one row per report
 * instance and version sent, keyed by the Idempotency-Key the state sees, with the document as
 * sent (a retry sends the same bytes) and where each of its elements came from (a state's reason
 * names an element; the supplement shows it at that field). The job queue (pg-boss) only carries
 * the row's id; this table is the truth of where each submission stands.
 *
 * Each step, by the queue or by an administrator, is a row of state_submission_events.
 * The report keeps the state's case number (external_instance_id) and reasons (error_messages).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('state_submissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('agency_ori', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('report_version', 'integer', (c) => c.notNull())
    .addColumn('replaces_submission_id', 'integer', (c) => c.references('state_submissions.id'))
    .addColumn('replaces_case_number', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hold_reason', 'text')
    .addColumn('problems', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('document', 'text')
    .addColumn('element_fields', 'jsonb')
    .addColumn('receipt', 'text')
    .addColumn('state_case_number', 'text')
    .addColumn('reasons', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index state_submissions_report_idx on state_submissions (report_id)`.execute(db);
  await sql`create index state_submissions_queue_idx on state_submissions (status, agency_ori, updated_at desc)`.execute(
    db,
  );
  await db.schema
    .createTable('state_submission_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('state_submissions.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create index state_submission_events_submission_idx on state_submission_events (submission_id, at)`.execute(
    db,
  );
  await db.schema
    .alterTable('reports')
    .addColumn('error_messages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`create index reports_external_instance_id_idx on reports (external_instance_id) where external_instance_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_external_instance_id_idx').execute();
  await db.schema.alterTable('reports').dropColumn('error_messages').execute();
  await db.schema.dropTable('state_submission_events').execute();
  await db.schema.dropTable('state_submissions').execute();
}
