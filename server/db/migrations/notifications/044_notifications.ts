import { sql, type Kysely } from 'kysely';

/**
 * Notifications (docs/rules/reviewing-and-history.md, "Notifications"): what each user is told,
 * written in the transaction of what it tells of, with the state of its mail (sent by a job, so a
 * mail server that is down delays it and loses none); and each user's choices per kind. A
 * `dedupe_key` keeps a sweep that runs twice from telling twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notifications (
    id bigserial primary key,
    user_id integer not null references users (id) on delete cascade,
    kind text not null,
    report_id integer,
    title text not null,
    body text not null,
    in_app boolean not null,
    created_at timestamptz not null,
    read_at timestamptz,
    mail_state text not null check (mail_state in ('none', 'queued', 'sent')),
    dedupe_key text unique
  )`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, id desc) where in_app`.execute(db);
  await sql`create table notification_choices (
    user_id integer not null references users (id) on delete cascade,
    kind text not null,
    in_app boolean not null,
    by_mail boolean not null,
    primary key (user_id, kind)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notification_choices`.execute(db);
  await sql`drop table notifications`.execute(db);
}
