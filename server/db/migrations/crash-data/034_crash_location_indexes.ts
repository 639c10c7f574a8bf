import { sql, type Kysely } from 'kysely';

/**
 * A high-crash location's own crashes (the filter's locationKey, docs/rules/crash-data.md,
 * "High-crash locations") are a few among a range's hundreds of thousands: an index by key, then
 * date, finds them without reading the range. Partial, since most crashes have only one of the keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index crash_facts_intersection_idx on crash_facts (intersection_key, crash_date)
    where intersection_key is not null`.execute(db);
  await sql`create index crash_facts_segment_idx on crash_facts (segment_key, crash_date)
    where segment_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index crash_facts_segment_idx`.execute(db);
  await sql`drop index crash_facts_intersection_idx`.execute(db);
}
