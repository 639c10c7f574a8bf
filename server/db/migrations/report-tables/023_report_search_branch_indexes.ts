import { sql, type Kysely } from 'kysely';

/**
 * Searches at ten million reports. A search by case number or street is a union of one branch
 * per column (server/repositories/report-tables/report-summary-query.ts), and each branch is answered from one
 * of these indexes alone, without visiting the table: the prefix is the index's range, the
 * permission scope (an agency, or none for the state) leads it, and the columns the branch filters
 * and sorts on by default ride along (INCLUDE). The table is read only for the page's 25 rows.
 * - scoped to an agency: an officer's or supervisor's quick and advanced search;
 * - statewide: a state administrator's quick search;
 * - led by the county: a state administrator's advanced search, which names a county.
 */
const carried = 'last_updated, id, county_code, date_of_crash';

/**
 * The column of a prefix key rides along too: the planner checks `lower(x) like 'abc%'` again on
 * each entry, and without x itself in the index it would visit the table for every match.
 */
const prefixOn = (column: string, leading: string[], rest: string) =>
  `(${[...leading, `lower(${column}) text_pattern_ops`].join(', ')}) include (${column}, ${rest})`;

const indexes: Record<string, string> = {
  reports_agency_roadway_prefix_idx: prefixOn('roadway_name', ['agency_ori'], carried),
  reports_agency_intersect_prefix_idx: prefixOn('intersect_street_name', ['agency_ori'], carried),
  reports_agency_case_number_prefix_idx: prefixOn('case_number', ['agency_ori'], carried),
  reports_roadway_prefix_idx: prefixOn('roadway_name', [], `${carried}, agency_ori`),
  reports_intersect_prefix_idx: prefixOn('intersect_street_name', [], `${carried}, agency_ori`),
  reports_case_number_prefix_idx: prefixOn('case_number', [], `${carried}, agency_ori`),
  reports_county_roadway_date_idx: `(county_code, lower(roadway_name) text_pattern_ops, date_of_crash)
    include (roadway_name, last_updated, id, agency_ori)`,
  reports_county_intersect_date_idx: `(county_code, lower(intersect_street_name) text_pattern_ops, date_of_crash)
    include (intersect_street_name, last_updated, id, agency_ori)`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // The statewide prefix indexes of migration 007 are rebuilt carrying the branch's columns.
  for (const name of ['reports_roadway_prefix_idx', 'reports_intersect_prefix_idx', 'reports_case_number_prefix_idx']) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
  for (const [name, definition] of Object.entries(indexes)) {
    await sql`create index ${sql.id(name)} on reports ${sql.raw(definition)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(indexes)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await sql`create index reports_roadway_prefix_idx on reports (lower(roadway_name) text_pattern_ops)`.execute(db);
  await sql`create index reports_intersect_prefix_idx
    on reports (lower(intersect_street_name) text_pattern_ops)`.execute(db);
  await sql`create index reports_case_number_prefix_idx on reports (lower(case_number) text_pattern_ops)`.execute(db);
}
