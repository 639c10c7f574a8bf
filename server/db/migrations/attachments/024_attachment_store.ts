import { sql, type Kysely } from 'kysely';

/**
 * Attachments behind a store: each row says where its bytes are. 'postgres' keeps them in the
 * row's `content` as before (the embedded default, and every row written before this migration,
 * which therefore needs no copying); 's3' keeps them in the object store under a key made from
 * the row's id, and the row holds none. `attachment_orphans` names objects that may exist without
 * a row (an upload that failed between the object and the row, a deleted report's files), so a
 * sweep removes them even when the store was down at the moment they lost their row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('attachments')
    .addColumn('store', 'text', (c) => c.notNull().defaultTo('postgres'))
    .execute();
  await db.schema
    .alterTable('attachments')
    .alterColumn('content', (c) => c.dropNotNull())
    .execute();
  // Bytes in exactly one place: a row of the object store never carries a copy, one of the database always does.
  await sql`alter table attachments add constraint attachments_store_check
    check (store in ('postgres', 's3') and (store = 'postgres') = (content is not null))`.execute(db);
  // The move command walks the rows still in the database in id order.
  await sql`create index attachments_in_database_idx on attachments (id) where store = 'postgres'`.execute(db);
  await db.schema
    .createTable('attachment_orphans')
    .addColumn('attachment_id', 'uuid', (c) => c.primaryKey())
    // Not before: an upload in flight has its object written and its row not yet.
    .addColumn('sweep_after', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attachment_orphans').execute();
  await sql`drop index attachments_in_database_idx`.execute(db);
  await sql`alter table attachments drop constraint attachments_store_check`.execute(db);
  await db.schema.alterTable('attachments').dropColumn('store').execute();
  await db.schema
    .alterTable('attachments')
    .alterColumn('content', (c) => c.setNotNull())
    .execute();
}
