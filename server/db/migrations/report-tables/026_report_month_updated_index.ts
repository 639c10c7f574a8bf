import { sql, type Kysely } from 'kysely';

/**
 * Advanced search by crash dates alone, in the default order (newest change first): the search
 * reads each calendar month of its dates as a branch of its own
 * (server/repositories/report-tables/report-search-repository.ts), and this index gives a month's reports in
 * that order, so each branch stops after a page's rows instead of sorting every report of the
 * month. The filters the state's scope and a county apply ride along.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index reports_month_updated_idx
    on reports ((date_trunc('month', date_of_crash::timestamp)), last_updated, id)
    include (date_of_crash, agency_ori, county_code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists reports_month_updated_idx`.execute(db);
}
