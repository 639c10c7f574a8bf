import { sql, type Kysely } from 'kysely';

/**
 * A state administrator's quick search by a common beginning ("main", say) matches hundreds of
 * thousands of reports statewide at ten million, and the prefix indexes give them in street
 * order, so the newest 25 were found only after sorting them all (90 ms). This index gives every
 * report newest change first with the searched texts riding along, so a common prefix finds its
 * newest 25 within a few hundred entries, without visiting the table; the planner keeps the
 * prefix indexes for a rare prefix, whose matches are few (it knows which is which from the
 * statistics of migration 027).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Partial, so that only a search of those texts can use it: the planner assumes a filter's
  // matches are spread evenly over time, and read a county's dates of five years ago newest
  // change first through it, scanning five years of reports (31 s) for what migration 025's
  // county index answers in 11 ms. A prefix of a text implies the text is there; a county does not.
  await sql`create index reports_updated_search_idx on reports (last_updated, id)
    include (roadway_name, intersect_street_name, case_number)
    where roadway_name is not null or intersect_street_name is not null or case_number is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists reports_updated_search_idx`.execute(db);
}
