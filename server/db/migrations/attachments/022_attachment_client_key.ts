import { sql, type Kysely } from 'kysely';

/**
 * The key a device gives a file it uploads from its outbox (a UUID), so an upload sent twice
 * stores the file once: unique per report. A removed attachment keeps its key (rows are
 * soft-deleted), so a late retry is told the file was removed instead of storing it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').addColumn('client_key', 'uuid').execute();
  await sql`create unique index attachments_report_client_key_idx
    on attachments (report_id, client_key) where client_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').dropColumn('client_key').execute();
}
