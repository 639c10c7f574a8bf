import { sql, type Kysely } from 'kysely';

/**
 * How many of the values of a street or case number prefix index ANALYZE keeps (most common
 * values and histogram), instead of the default 100. A search branch of a user's own reports
 * (`author_user_id = me` with a street prefix) can be read off the author's index or the prefix's
 * statewide index, and the planner picks by how many reports it expects the prefix to match. At
 * ten million reports with 100 values it expected 400 cross streets to begin "coll" where 29,000
 * do, read them all from the table to find the author's, and took 140 ms instead of 0.1.
 */
const STATISTICS = 1000;

/** The prefix indexes of migration 023 and which of their columns is the prefix (lower(x)). */
const prefixColumns: Record<string, number> = {
  reports_roadway_prefix_idx: 1,
  reports_intersect_prefix_idx: 1,
  reports_case_number_prefix_idx: 1,
  reports_agency_roadway_prefix_idx: 2,
  reports_agency_intersect_prefix_idx: 2,
  reports_agency_case_number_prefix_idx: 2,
  reports_county_roadway_date_idx: 2,
  reports_county_intersect_date_idx: 2,
};

async function setStatistics(db: Kysely<unknown>, target: number) {
  for (const [index, column] of Object.entries(prefixColumns)) {
    await sql`alter index ${sql.id(index)} alter column ${sql.raw(String(column))} set statistics ${sql.raw(
      String(target),
    )}`.execute(db);
  }
  await sql`analyze reports`.execute(db);
}

export const up = (db: Kysely<unknown>) => setStatistics(db, STATISTICS);
// -1: the default_statistics_target again.
export const down = (db: Kysely<unknown>) => setStatistics(db, -1);
