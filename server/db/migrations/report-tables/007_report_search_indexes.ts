import { sql, type Kysely } from 'kysely';

/**
 * The report tables and search at a state's volume (millions of reports): two summary columns search
 * needs (county, and the roadway's bare name so a street prefix matches "MERIDIAN" in
 * "200 N MERIDIAN ST"), filled for the reports already written, and an index behind each table
 * and search. Each list index ends with last_updated, the tables' default order, so a page is
 * read off the index instead of sorting every match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('county_code', 'text').addColumn('roadway_name', 'text').execute();
  // The same derivation as lib/forms/derived/report-summary.ts (trimmed, empty = null).
  await sql`update reports set
      county_code = nullif(btrim(data #>> '{Location,CountyCde}'), ''),
      roadway_name = nullif(btrim(data #>> '{Location,RdwyNameTxt}'), '')`.execute(db);

  // Replaced by the three-column indexes below, which serve the same queries and more.
  await sql`drop index if exists reports_author_updated_idx`.execute(db);
  await sql`drop index if exists reports_agency_status_idx`.execute(db);

  // Dashboard, working and submitted: one author's reports by status, newest first.
  await sql`create index reports_author_status_updated_idx
    on reports (author_user_id, status, last_updated desc)`.execute(db);
  // Administration pending reports and agency-scoped searches.
  await sql`create index reports_agency_status_updated_idx
    on reports (agency_ori, status, last_updated desc)`.execute(db);
  // Pending review: the few reports waiting in an inbox, out of the many that have left it.
  await sql`create index reports_inbox_pending_idx
    on reports (inbox_id, last_updated desc) where status in (1, 7)`.execute(db);
  // Working: the reports a reviewer holds locked.
  await sql`create index reports_locking_user_idx
    on reports (locking_user_id, last_updated desc) where locking_user_id is not null`.execute(db);
  // Advanced search by county and crash dates (date alone keeps reports_date_idx of 002).
  await sql`create index reports_county_date_idx on reports (county_code, date_of_crash)`.execute(db);
  // Prefix searches, any case: text_pattern_ops lets LIKE 'abc%' use the index under any collation.
  await sql`create index reports_roadway_prefix_idx
    on reports (lower(roadway_name) text_pattern_ops)`.execute(db);
  await sql`create index reports_intersect_prefix_idx
    on reports (lower(intersect_street_name) text_pattern_ops)`.execute(db);
  await sql`create index reports_case_number_prefix_idx
    on reports (lower(case_number) text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'reports_author_status_updated_idx',
    'reports_agency_status_updated_idx',
    'reports_inbox_pending_idx',
    'reports_locking_user_idx',
    'reports_county_date_idx',
    'reports_roadway_prefix_idx',
    'reports_intersect_prefix_idx',
    'reports_case_number_prefix_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`create index reports_author_updated_idx on reports (author_user_id, last_updated desc)`.execute(db);
  await sql`create index reports_agency_status_idx on reports (agency_ori, status)`.execute(db);
  await db.schema.alterTable('reports').dropColumn('county_code').dropColumn('roadway_name').execute();
}
