import { sql, type Kysely } from 'kysely';

/**
 * Advanced search by crash dates without a street. The range of dates is the index's range, led
 * by what the search is held to (the county a state administrator names, the caller's agency, or
 * nothing statewide), and the columns the default order and the scope read ride along (INCLUDE),
 * so the search reads only the entries of its dates and never the table. Without them the planner
 * preferred migration 023's county indexes, which carry the sort column, and read every entry of
 * the county (or all of them) to keep those of the dates.
 */
const indexes: Record<string, { now: string; before?: string }> = {
  reports_date_idx: {
    now: '(date_of_crash) include (last_updated, id, agency_ori, county_code)',
    before: '(date_of_crash)',
  },
  reports_county_date_idx: {
    now: '(county_code, date_of_crash) include (last_updated, id, agency_ori)',
    before: '(county_code, date_of_crash)',
  },
  reports_agency_date_idx: { now: '(agency_ori, date_of_crash) include (last_updated, id, county_code)' },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, { now }] of Object.entries(indexes)) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on reports ${sql.raw(now)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, { before }] of Object.entries(indexes)) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    if (before) await sql`create index ${sql.id(name)} on reports ${sql.raw(before)}`.execute(db);
  }
}
