import { sql, type Kysely } from 'kysely';

/**
 * Each user's last call that may have written, with the primary's WAL position then: a user's
 * reads stay on the primary until the read replica has that write, whichever server process
 * took the write and whichever takes the read (docs/server.md, "The read replica"). Written only
 * when a replica is configured; one row per user, replaced at each write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table user_last_writes (
    user_id integer primary key references users (id) on delete cascade,
    lsn pg_lsn not null,
    written_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table user_last_writes`.execute(db);
}
