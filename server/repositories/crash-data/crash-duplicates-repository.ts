import { sql, type SqlBool } from 'kysely';
import { RECORD_STATUSES } from '../../../lib/analysis/counted-reports';
import { DUPLICATE_METRES, DUPLICATE_MINUTES, EARTH_RADIUS_METRES } from '../../../lib/analysis/crash-duplicates';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';
import { allOf } from '../report-tables/report-scope';

/** Where the pairs are looked for: crash dates, and a county or agency either report has. */
export interface DuplicateSearch {
  dateFrom: string;
  dateTo: string;
  countyCode?: string;
  agencyOri?: string;
  limit: number;
}

/** One pair as the query finds it, lower report id first. */
export interface DuplicatePairRow {
  a: number;
  b: number;
  minutes: number;
  metres: number | null;
  vin: string | null;
  plate: string | null;
  plate_state: string | null;
  /** How many pairs were found before the limit. */
  found: number;
}

/** One report of a listed pair, with its vehicles' plates and VINs. */
export interface DuplicateReportRow {
  id: number;
  agency_ori: string;
  agency_name: string | null;
  case_number: string;
  date: string;
  time: string | null;
  street: string | null;
  county_code: string | null;
  municipality_code: string | null;
  severity: number | null;
  vehicles: { unit: number | null; plate: string | null; plate_state: string | null; vin: string | null }[] | string;
}

/**
 * Possible duplicates (lib/analysis/crash-duplicates.ts): the counted reports with a time of day
 * in the dates (a day either side, for a crash near midnight), each at its minute (crash_facts'
 * crash_minute, from the index of migration 038, not the reports' wide rows); two of
 * different agencies are compared only when their minutes fall in the same or a neighbouring
 * bucket of DUPLICATE_MINUTES, an equality a hash join answers, instead of every report of a day
 * against every other. Then the pairs within the minutes that are near (haversine, as
 * metresBetween) or share a plate of one state or a VIN, but those marked not duplicates.
 */
export function crashDuplicatesRepository(db: Db) {
  return {
    async pairs(s: DuplicateSearch): Promise<DuplicatePairRow[]> {
      const either = (column: string, value: string | undefined) =>
        value === undefined
          ? sql<SqlBool>`true`
          : sql<SqlBool>`(a.${sql.raw(column)} = ${value} or b.${sql.raw(column)} = ${value})`;
      const inRange = (t: string) => sql<SqlBool>`${sql.raw(t)}.crash_date between ${s.dateFrom} and ${s.dateTo}`;
      const radians = (t: string, c: string) => sql`radians(${sql.raw(t)}.${sql.raw(c)})`;
      const metres = sql<number>`2 * ${EARTH_RADIUS_METRES}::float8 * asin(least(1, sqrt(
          power(sin((${radians('b', 'latitude')} - ${radians('a', 'latitude')}) / 2), 2)
          + cos(${radians('a', 'latitude')}) * cos(${radians('b', 'latitude')})
            * power(sin((${radians('b', 'longitude')} - ${radians('a', 'longitude')}) / 2), 2))))`;
      const { rows } = await sql<DuplicatePairRow>`
        with c as (
          select f.id, f.agency_ori, f.crash_date, f.county_code, f.latitude, f.longitude, m.at,
            floor(m.at / ${DUPLICATE_MINUTES})::bigint as bucket, v.vins, v.plates
          from crash_facts f
          cross join lateral (select (f.crash_date - date '2000-01-01') * 1440 + f.crash_minute as at) m
          cross join lateral (select array_agg(x.vin) filter (where x.vin is not null) as vins,
              array_agg(x.plate || '|' || coalesce(x.plate_state, '')) filter (where x.plate is not null) as plates
            from report_parties x where x.report_id = f.id and x.kind = 'vehicle') v
          where f.status in (${sql.join(RECORD_STATUSES)})
            and f.crash_date between ${s.dateFrom}::date - 1 and ${s.dateTo}::date + 1
            and f.crash_minute is not null
        ),
        p as (
          select a.id as a, b.id as b, abs(a.at - b.at)::int as minutes,
            case when a.latitude is not null and a.longitude is not null
              and b.latitude is not null and b.longitude is not null then ${metres} end as metres,
            a.vins as a_vins, b.vins as b_vins, a.plates as a_plates, b.plates as b_plates,
            least(a.at, b.at) as at
          from c a
          cross join lateral (values (a.bucket - 1), (a.bucket), (a.bucket + 1)) n(bucket)
          join c b on b.bucket = n.bucket
          where a.id < b.id and a.agency_ori <> b.agency_ori and abs(a.at - b.at) <= ${DUPLICATE_MINUTES}
            and (${inRange('a')} or ${inRange('b')})
            and ${allOf([either('county_code', s.countyCode), either('agency_ori', s.agencyOri)])}
        ),
        k as (
          select p.*, (count(*) over ())::int as found from p
          where (metres <= ${DUPLICATE_METRES} or a_vins && b_vins or a_plates && b_plates)
            and not exists (select 1 from crash_duplicate_dismissals d where d.report_a = p.a and d.report_b = p.b)
          order by at, a, b
          limit ${s.limit}
        )
        select a, b, minutes, metres, found,
          (select min(v) from unnest(a_vins) v where v = any(b_vins)) as vin,
          split_part(s.plate, '|', 1) as plate, nullif(split_part(s.plate, '|', 2), '') as plate_state
        from k
        left join lateral (select min(x) as plate from unnest(a_plates) x where x = any(b_plates)) s on true
        order by at, a, b`.execute(db);
      return rows;
    },

    async reports(ids: readonly number[]): Promise<DuplicateReportRow[]> {
      if (!ids.length) return [];
      const { rows } = await sql<DuplicateReportRow>`
        select r.id, r.agency_ori, g.name as agency_name, r.case_number, to_char(r.date_of_crash, 'YYYY-MM-DD') as date,
          r.time_of_crash as time, r.street_name as street, r.county_code, r.municipality_code, r.severity,
          coalesce((select json_agg(json_build_object('unit', v.unit, 'plate', v.plate, 'plate_state', v.plate_state,
              'vin', v.vin) order by v.position)
            from report_parties v where v.report_id = r.id and v.kind = 'vehicle'), '[]'::json) as vehicles
        from reports r left join agencies g on g.ori = r.agency_ori
        where r.id in (${sql.join(ids)})`.execute(db);
      return rows;
    },

    /** Records the pair (lower id first) not duplicates; true when it was not already. */
    async dismiss(a: number, b: number, userId: number, at: Date, tx: Executor = db): Promise<boolean> {
      const { rows } = await sql<{ report_a: number }>`
        insert into crash_duplicate_dismissals (report_a, report_b, dismissed_by, dismissed_at)
        values (${a}, ${b}, ${userId}, ${at})
        on conflict do nothing returning report_a`.execute(tx);
      return rows.length > 0;
    },

    /** Which of the ids are reports. */
    async existing(ids: readonly number[], tx: Executor = db): Promise<number[]> {
      const { rows } = await sql<{ id: number }>`select id from reports where id in (${sql.join(ids)})`.execute(tx);
      return rows.map((r) => r.id);
    },
  };
}
export type CrashDuplicatesRepository = ReturnType<typeof crashDuplicatesRepository>;
