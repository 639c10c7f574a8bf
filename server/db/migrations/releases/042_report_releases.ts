import { sql, type Kysely } from 'kysely';

/**
 * Copies given (docs/rules/records-and-personal-data.md, "Copies and the release log"): one row per
 * copy printed or e-mailed, with whom it was for and why. The log outlives a deleted draft, so it
 * keeps the report's id and case number without a reference to the report. And the Records Clerk
 * role, for installations made before it shipped: created once, as any shipped role is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table report_releases (
    id bigserial primary key,
    report_id integer not null,
    report_version integer not null,
    case_number text not null,
    agency_ori text not null,
    copy text not null check (copy in ('public', 'full')),
    delivery text not null check (delivery in ('print', 'email')),
    email_to text,
    requester_name text not null,
    requester_kind text not null,
    agency_use boolean not null,
    permissible_use text,
    proof text not null,
    given_by integer not null references users (id),
    given_by_name text not null,
    given_at timestamptz not null,
    file_name text not null,
    check (copy = 'public' or permissible_use is not null)
  )`.execute(db);
  await sql`create index report_releases_agency_idx on report_releases (agency_ori, id desc)`.execute(db);
  await sql`create index report_releases_report_idx on report_releases (report_id, id)`.execute(db);
  // The shipped rules are written by the seed at every start while the role is unedited.
  await sql`insert into roles (name, description, rules)
    select 'Records Clerk', 'Gives copies of the agency''s reports to those who ask, and keeps the log of them.', '[]'::jsonb
    where exists (select 1 from roles) and not exists (select 1 from roles where lower(name) = 'records clerk')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table report_releases`.execute(db);
}
