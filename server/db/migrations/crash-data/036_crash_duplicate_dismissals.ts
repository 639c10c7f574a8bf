import { sql, type Kysely } from 'kysely';

/**
 * The pairs of reports the state administrator marked not duplicates (docs/rules/crash-data.md,
 * "Possible duplicates"), lower report id first so a pair is one row whichever way it was named;
 * the list of possible duplicates leaves them out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table crash_duplicate_dismissals (
    report_a integer not null references reports (id) on delete cascade,
    report_b integer not null references reports (id) on delete cascade,
    dismissed_by integer not null references users (id),
    dismissed_at timestamptz not null,
    primary key (report_a, report_b),
    check (report_a < report_b)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table crash_duplicate_dismissals`.execute(db);
}
