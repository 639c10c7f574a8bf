import { sql, type Kysely } from 'kysely';

/**
 * The id a device gives a report it creates offline (a UUID), so a create its outbox sends twice
 * makes one report: unique per author, since each device draws its own ids and another officer's
 * id must neither collide with nor reveal this one's report. Reports made online have none.
 *
 * A deleted report's row is gone, so its delete move's audit event keeps the id (with the author);
 * the index finds that event when a late retry of the create arrives, without a walk of the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('client_id', 'uuid').execute();
  await sql`create unique index reports_author_client_id_idx
    on reports (author_user_id, client_id) where client_id is not null`.execute(db);
  await sql`create index audit_events_deleted_client_id_idx
    on audit_events ((detail ->> 'clientId')) where action = 'move' and detail ->> 'action' = 'delete'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_events_deleted_client_id_idx').execute();
  await db.schema.alterTable('reports').dropColumn('client_id').execute();
}
