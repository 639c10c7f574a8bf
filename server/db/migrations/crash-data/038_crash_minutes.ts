import { sql, type Kysely } from 'kysely';

/**
 * Possible duplicates (lib/analysis/crash-duplicates.ts) compare crash times to the minute, which
 * crash_facts did not keep: the query read every report's row for its time (statewide over a
 * million reports, a scan of the whole reports table). Each fact row now keeps its minute of the
 * day, copied by the trigger as the hour is, and an index of the crashes with a time carries what
 * the pairing reads, so the year's candidates come from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table crash_facts add column crash_minute smallint`.execute(db);
  await sql`create function crash_minute_of(crash_time text) returns smallint language sql immutable as $$
      select case when crash_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]'
        then (substr(crash_time, 1, 2)::int * 60 + substr(crash_time, 4, 2)::int)::smallint end
    $$`.execute(db);
  // As migration 032's, with the minute: its columns named, since the new one comes last.
  await sql`create or replace function crash_facts_copy() returns trigger language plpgsql as $$
    begin
      insert into crash_facts as f (id, agency_ori, author_user_id, status, is_supplement, crash_date, crash_hour,
        crash_weekday, crash_month, crash_minute, county_code, municipality_code, severity, crash_type_code,
        manner_code, primary_factor, hit_and_run, commercial_vehicle, latitude, longitude, intersection_key,
        segment_key)
      select new.id, new.agency_ori, new.author_user_id, new.status, new.is_supplement, d.crash_date, d.crash_hour,
        d.crash_weekday, d.crash_month, crash_minute_of(new.time_of_crash), new.county_code, new.municipality_code,
        new.severity, new.crash_type_code, case when new.crash_type_code like '39:%' then substr(new.crash_type_code, 4) end,
        new.primary_factor, new.hit_and_run, new.commercial_vehicle, new.latitude, new.longitude, new.intersection_key,
        new.segment_key
      from crash_fact_days(new.date_of_crash, new.time_of_crash) d
      on conflict (id) do update set
        agency_ori = excluded.agency_ori, author_user_id = excluded.author_user_id, status = excluded.status,
        is_supplement = excluded.is_supplement, crash_date = excluded.crash_date, crash_hour = excluded.crash_hour,
        crash_weekday = excluded.crash_weekday, crash_month = excluded.crash_month,
        crash_minute = excluded.crash_minute, county_code = excluded.county_code,
        municipality_code = excluded.municipality_code, severity = excluded.severity,
        crash_type_code = excluded.crash_type_code, manner_code = excluded.manner_code,
        primary_factor = excluded.primary_factor, hit_and_run = excluded.hit_and_run,
        commercial_vehicle = excluded.commercial_vehicle, latitude = excluded.latitude,
        longitude = excluded.longitude, intersection_key = excluded.intersection_key,
        segment_key = excluded.segment_key;
      return null;
    end $$`.execute(db);
  await sql`update crash_facts f set crash_minute = crash_minute_of(r.time_of_crash)
    from reports r where r.id = f.id and crash_minute_of(r.time_of_crash) is not null`.execute(db);
  await sql`create index crash_facts_minute_date_idx on crash_facts (crash_date)
    include (crash_minute, agency_ori, status, is_supplement, county_code, latitude, longitude)
    where crash_minute is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index crash_facts_minute_date_idx`.execute(db);
  await sql`create or replace function crash_facts_copy() returns trigger language plpgsql as $$
    begin
      insert into crash_facts as f (id, agency_ori, author_user_id, status, is_supplement, crash_date, crash_hour,
        crash_weekday, crash_month, county_code, municipality_code, severity, crash_type_code, manner_code,
        primary_factor, hit_and_run, commercial_vehicle, latitude, longitude, intersection_key, segment_key)
      select new.id, new.agency_ori, new.author_user_id, new.status, new.is_supplement, d.*,
        new.county_code, new.municipality_code, new.severity, new.crash_type_code,
        case when new.crash_type_code like '39:%' then substr(new.crash_type_code, 4) end, new.primary_factor,
        new.hit_and_run, new.commercial_vehicle, new.latitude, new.longitude, new.intersection_key, new.segment_key
      from crash_fact_days(new.date_of_crash, new.time_of_crash) d
      on conflict (id) do update set
        agency_ori = excluded.agency_ori, author_user_id = excluded.author_user_id, status = excluded.status,
        is_supplement = excluded.is_supplement, crash_date = excluded.crash_date, crash_hour = excluded.crash_hour,
        crash_weekday = excluded.crash_weekday, crash_month = excluded.crash_month,
        county_code = excluded.county_code, municipality_code = excluded.municipality_code,
        severity = excluded.severity, crash_type_code = excluded.crash_type_code, manner_code = excluded.manner_code,
        primary_factor = excluded.primary_factor, hit_and_run = excluded.hit_and_run,
        commercial_vehicle = excluded.commercial_vehicle, latitude = excluded.latitude,
        longitude = excluded.longitude, intersection_key = excluded.intersection_key,
        segment_key = excluded.segment_key;
      return null;
    end $$`.execute(db);
  await sql`drop function crash_minute_of(text)`.execute(db);
  await sql`alter table crash_facts drop column crash_minute`.execute(db);
}
