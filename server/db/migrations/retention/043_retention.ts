import { sql, type Kysely } from 'kysely';

/**
 * Retention (docs/rules/records-and-personal-data.md, "Retention and legal holds"): each agency's
 * schedule, the reports on legal hold, what has been purged of each archived report, and the runs
 * of the retention job with their progress.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table retention_schedules (
    agency_ori text primary key references agencies (ori),
    archive_accepted_after_years integer check (archive_accepted_after_years between 1 and 100),
    archive_drafts_after_days integer check (archive_drafts_after_days between 1 and 36500),
    purge_attachments_after_years integer check (purge_attachments_after_years between 1 and 100),
    purge_personal_data_after_years integer check (purge_personal_data_after_years between 1 and 100),
    updated_by integer references users (id),
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create table report_legal_holds (
    report_id integer primary key references reports (id) on delete cascade,
    reason text not null,
    placed_by integer not null references users (id),
    placed_by_name text not null,
    placed_at timestamptz not null
  )`.execute(db);
  await sql`create table report_purges (
    report_id integer primary key references reports (id) on delete cascade,
    attachments_purged_at timestamptz,
    personal_data_purged_at timestamptz
  )`.execute(db);
  await sql`create table retention_runs (
    id bigserial primary key,
    started_at timestamptz not null,
    finished_at timestamptz,
    state text not null check (state in ('running', 'done', 'failed')),
    started_by integer references users (id),
    started_by_name text not null,
    counts jsonb not null default '{}'::jsonb,
    error text
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table retention_runs`.execute(db);
  await sql`drop table report_purges`.execute(db);
  await sql`drop table report_legal_holds`.execute(db);
  await sql`drop table retention_schedules`.execute(db);
}
