import { sql, type Kysely } from 'kysely';

/**
 * Deadlines (docs/rules/workflow.md, "Deadlines"): each agency's periods (null: the shipped
 * defaults of lib/workflow/deadlines/report-deadlines.ts), and when each report was last sent for
 * review, which its review period counts from. Reports in review today take the moment of their
 * last Send to from the inbox history, or their last change when the history has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agencies
    add column report_due_days integer check (report_due_days between 1 and 365),
    add column review_due_days integer check (review_due_days between 1 and 365)`.execute(db);
  await sql`alter table reports add column review_since timestamptz`.execute(db);
  await sql`update reports r set review_since = coalesce(
      (select max(h.at) from inbox_history h where h.report_id = r.id and h.to_status = 1 and h.from_status in (0, 3)),
      r.last_updated)
    where r.status in (1, 7, 2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports drop column review_since`.execute(db);
  await sql`alter table agencies drop column report_due_days, drop column review_due_days`.execute(db);
}
