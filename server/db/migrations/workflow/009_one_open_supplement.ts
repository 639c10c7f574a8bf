import { sql, type Kysely } from 'kysely';

/**
 * At most one supplement in progress per report: a supplement counts until it is accepted
 * (statuses 4 Accepted, 9 Archived and 10 Supplemented are finished; the same list as
 * lib/workflow/supplements.ts, written out because a migration must not change with today's code).
 * A unique index, not only a check in the server, so concurrent Supplement calls through any
 * number of server processes still leave one. Reports that already have two stop the migration
 * with their ids rather than losing either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ original_report_id: number }>`
    select original_report_id from reports
    where is_supplement and original_report_id is not null and status not in (4, 9, 10)
    group by original_report_id having count(*) > 1`.execute(db);
  if (rows.length) {
    const ids = rows.map((r) => r.original_report_id).join(', ');
    throw new Error(
      `Reports ${ids} each have more than one supplement in progress. Delete all but one supplement of each, then start the server again.`,
    );
  }
  await sql`create unique index reports_one_open_supplement_idx
    on reports (original_report_id) where is_supplement and status not in (4, 9, 10)`.execute(db);
}
