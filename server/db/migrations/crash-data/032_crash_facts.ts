import { sql, type Kysely } from 'kysely';
import { reportColumns } from '../../../../lib/forms/derived/report-columns';
import { forEachReportBatch } from '../../reports-by-definition';

/**
 * The crash data screen's facts (docs/rules/crash-data.md): the summary's new columns on reports,
 * and crash_facts, one narrow row per report holding only what the screen filters and counts by,
 * so its counts read a few dozen bytes a crash instead of the reports' wide rows. A trigger keeps
 * each fact row the copy of its report's row in the transaction that writes the report, whichever
 * code writes it: a save, a move of the workflow, a version move, a supplement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table reports
    add column severity smallint,
    add column primary_factor text,
    add column hit_and_run boolean not null default false,
    add column commercial_vehicle boolean not null default false,
    add column latitude double precision,
    add column longitude double precision,
    add column intersection_key text,
    add column segment_key text`.execute(db);
  await backfillSummaries(db);

  // Named as the reports' own columns, so the permission rule's SQL (report-scope.ts) reads it as it reads reports.
  await sql`create table crash_facts (
    id integer primary key references reports (id) on delete cascade,
    agency_ori text not null,
    author_user_id integer not null,
    status smallint not null,
    is_supplement boolean not null,
    crash_date date,
    crash_hour smallint,
    crash_weekday smallint,
    crash_month integer,
    crash_minute smallint,
    county_code text,
    municipality_code text,
    severity smallint,
    crash_type_code text,
    manner_code text,
    primary_factor text,
    hit_and_run boolean not null,
    commercial_vehicle boolean not null,
    latitude double precision,
    longitude double precision,
    intersection_key text,
    segment_key text
  )`.execute(db);

  // The day's parts the views group by, worked out once when a report is written rather than for
  // every row of every count: the hour (of a time typed hh:mm), the day of week (0 Monday), the
  // month as year * 12 + month, and the minute of the day, which possible duplicates compare.
  await sql`create function crash_fact_days(day date, crash_time text,
      out crash_date date, out crash_hour smallint, out crash_weekday smallint, out crash_month integer,
      out crash_minute smallint)
    language sql immutable as $$
      select day,
        case when crash_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]' then substr(crash_time, 1, 2)::smallint end,
        (extract(isodow from day) - 1)::smallint,
        (extract(year from day) * 12 + extract(month from day))::integer,
        case when crash_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]'
          then (substr(crash_time, 1, 2)::int * 60 + substr(crash_time, 4, 2)::int)::smallint end
    $$`.execute(db);
  await sql`create function crash_facts_copy() returns trigger language plpgsql as $$
    begin
      insert into crash_facts as f
      select new.id, new.agency_ori, new.author_user_id, new.status, new.is_supplement, d.*,
        new.county_code, new.municipality_code, new.severity, new.crash_type_code,
        case when new.crash_type_code like '39:%' then substr(new.crash_type_code, 4) end, new.primary_factor,
        new.hit_and_run, new.commercial_vehicle, new.latitude, new.longitude, new.intersection_key, new.segment_key
      from crash_fact_days(new.date_of_crash, new.time_of_crash) d
      on conflict (id) do update set
        agency_ori = excluded.agency_ori, author_user_id = excluded.author_user_id, status = excluded.status,
        is_supplement = excluded.is_supplement, crash_date = excluded.crash_date, crash_hour = excluded.crash_hour,
        crash_weekday = excluded.crash_weekday, crash_month = excluded.crash_month,
        crash_minute = excluded.crash_minute, county_code = excluded.county_code, municipality_code = excluded.municipality_code,
        severity = excluded.severity, crash_type_code = excluded.crash_type_code, manner_code = excluded.manner_code,
        primary_factor = excluded.primary_factor, hit_and_run = excluded.hit_and_run,
        commercial_vehicle = excluded.commercial_vehicle, latitude = excluded.latitude,
        longitude = excluded.longitude, intersection_key = excluded.intersection_key,
        segment_key = excluded.segment_key;
      return null;
    end $$`.execute(db);
  await sql`create trigger crash_facts_on_insert after insert on reports
    for each row execute function crash_facts_copy()`.execute(db);
  // A save that changes none of the facts (most keystrokes' autosaves) writes nothing more.
  await sql`create trigger crash_facts_on_update after update on reports for each row
    when ((old.agency_ori, old.author_user_id, old.status, old.is_supplement, old.date_of_crash,
      old.time_of_crash, old.county_code, old.municipality_code, old.severity, old.crash_type_code,
      old.primary_factor, old.hit_and_run, old.commercial_vehicle, old.latitude, old.longitude,
      old.intersection_key, old.segment_key)
      is distinct from (new.agency_ori, new.author_user_id, new.status, new.is_supplement, new.date_of_crash,
      new.time_of_crash, new.county_code, new.municipality_code, new.severity, new.crash_type_code,
      new.primary_factor, new.hit_and_run, new.commercial_vehicle, new.latitude, new.longitude,
      new.intersection_key, new.segment_key))
    execute function crash_facts_copy()`.execute(db);
  // The reports already written: the trigger copies each later change.
  await sql`insert into crash_facts
    select r.id, r.agency_ori, r.author_user_id, r.status, r.is_supplement, d.*, r.county_code, r.municipality_code,
      r.severity, r.crash_type_code, case when r.crash_type_code like '39:%' then substr(r.crash_type_code, 4) end,
      r.primary_factor, r.hit_and_run, r.commercial_vehicle, r.latitude, r.longitude, r.intersection_key,
      r.segment_key
    from reports r cross join lateral crash_fact_days(r.date_of_crash, r.time_of_crash) d
    on conflict (id) do nothing`.execute(db);
  await createFactIndexes(db);
}

/**
 * Every count is of a range of crash dates: within an agency (a supervisor's scope, or the state's
 * view of one agency), within a county, or statewide. Each index carries every column the views
 * filter and group by, so a count reads the index alone (an index-only scan) instead of one table
 * page per crash: an agency's crashes lie scattered among every other agency's.
 */
async function createFactIndexes(db: Kysely<unknown>) {
  const counted = sql.raw(`status, is_supplement, crash_hour, crash_weekday, crash_month, county_code,
    municipality_code, severity, crash_type_code, manner_code, primary_factor, hit_and_run, commercial_vehicle`);
  await sql`create index crash_facts_agency_date_idx on crash_facts (agency_ori, crash_date) include (${counted})`.execute(
    db,
  );
  await sql`create index crash_facts_county_date_idx on crash_facts (county_code, crash_date) include (agency_ori, ${counted})`.execute(
    db,
  );
  // Statewide, the map's points too (id and point), so the state's map reads the index alone as well.
  await sql`create index crash_facts_date_idx on crash_facts (crash_date)
    include (agency_ori, ${counted}, id, latitude, longitude)`.execute(db);
}

/** The summary's new columns of the reports already written, from their data by their own form version. */
async function backfillSummaries(db: Kysely<unknown>) {
  await forEachReportBatch(db, async (reports) => {
    for (const r of reports) {
      const s = reportColumns(r.definition, r.data);
      await sql`update reports set severity = ${s.severity}, primary_factor = ${s.primaryFactor},
          hit_and_run = ${s.hitAndRun}, commercial_vehicle = ${s.commercialVehicle}, latitude = ${s.latitude},
          longitude = ${s.longitude}, intersection_key = ${s.intersectionKey}, segment_key = ${s.segmentKey}
        where id = ${r.id}`.execute(db);
    }
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table crash_facts`.execute(db);
  await sql`drop function crash_facts_copy() cascade`.execute(db);
  await sql`drop function crash_fact_days(date, text)`.execute(db);
  await sql`alter table reports drop column severity, drop column primary_factor, drop column hit_and_run,
    drop column commercial_vehicle, drop column latitude, drop column longitude, drop column intersection_key,
    drop column segment_key`.execute(db);
}
