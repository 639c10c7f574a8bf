import { sql, type Kysely } from 'kysely';

/**
 * A count of some severities alone (the state's fatal and serious-injury crashes, K and A) reads
 * those crashes' index entries instead of every crash of the range: statewide the date index
 * (migration 032) holds all of them, of which K and A are a few in a hundred. Carries every column
 * the views filter and group by, as the other fact indexes do, for an index-only scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index crash_facts_severity_date_idx on crash_facts (severity, crash_date)
    include (agency_ori, status, is_supplement, crash_hour, crash_weekday, crash_month, county_code,
      municipality_code, crash_type_code, manner_code, primary_factor, hit_and_run, commercial_vehicle)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index crash_facts_severity_date_idx`.execute(db);
}
