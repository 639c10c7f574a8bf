import { sql, type Kysely } from 'kysely';

/**
 * Possible duplicates (lib/analysis/crash-duplicates.ts) pair a range's crashes that have a time
 * by their minute (crash_facts.crash_minute, migration 032) and point. Without an index carrying
 * them, statewide they read every table page of the range; this one, of the crashes with a time,
 * makes the year's candidates an index-only scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index crash_facts_minute_date_idx on crash_facts (crash_date)
    include (crash_minute, agency_ori, status, is_supplement, county_code, latitude, longitude)
    where crash_minute is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index crash_facts_minute_date_idx`.execute(db);
}
