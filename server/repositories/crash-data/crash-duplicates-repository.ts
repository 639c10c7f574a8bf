import { sql, type SqlBool } from 'kysely';
import { RECORD_STATUSES } from '../../../lib/analysis/counted-reports';
import {
  DUPLICATE_CELL_LATITUDE,
  DUPLICATE_CELL_LONGITUDE,
  DUPLICATE_METRES,
  DUPLICATE_MINUTES,
  EARTH_RADIUS_METRES,
} from '../../../lib/analysis/crash-duplicates';
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

/** The 27 neighbours (itself among them) of a half-hour bucket and a cell of the grid: [bucket, row, column] steps. */
const NEIGHBOURS = sql.raw(
  [-1, 0, 1].flatMap((t) => [-1, 0, 1].flatMap((y) => [-1, 0, 1].map((x) => `(${t}, ${y}, ${x})`))).join(', '),
);

/**
 * Possible duplicates (lib/analysis/crash-duplicates.ts): the counted crashes with a time in the
 * dates (a day either side, for a crash near midnight), each at its minute (crash_facts'
 * crash_minute, from its own index) in a bucket of DUPLICATE_MINUTES. Candidates come two ways,
 * each an equality a hash join answers rather than every crash of a half hour against every
 * other: near ones share a bucket and a cell of the grid or neighbour them, and those sharing a
 * vehicle share a VIN, or a plate of one state, and a bucket or neighbour it (so a plate that
 * thousands of reports carry is only compared within its half hours). Then the pairs of two
 * agencies within the minutes that are near (haversine, as metresBetween) or share a vehicle,
 * but those marked not duplicates.
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
      const shared = (column: 'vin' | 'plate') => sql`
          select v1.id as a, v2.id as b, true as shares
          from v v1 cross join lateral (values (-1), (0), (1)) n(step)
          join v v2 on v2.${sql.raw(column)} = v1.${sql.raw(column)} and v2.bucket = v1.bucket + n.step
          where v1.id < v2.id`;
      const { rows } = await sql<DuplicatePairRow>`
        with c as materialized (
          select f.id, f.agency_ori, f.county_code, f.crash_date, f.latitude, f.longitude,
            (f.crash_date - date '2000-01-01') * 1440 + f.crash_minute as at,
            floor(((f.crash_date - date '2000-01-01') * 1440 + f.crash_minute) / ${sql.lit(DUPLICATE_MINUTES)})::int as bucket,
            floor(f.latitude / ${sql.lit(DUPLICATE_CELL_LATITUDE)})::int as cy,
            floor(f.longitude / ${sql.lit(DUPLICATE_CELL_LONGITUDE)})::int as cx
          from crash_facts f
          where f.crash_minute is not null and f.status in (${sql.join(RECORD_STATUSES)})
            and f.crash_date between ${s.dateFrom}::date - 1 and ${s.dateTo}::date + 1
        ),
        v as (
          select c.id, c.bucket, x.vin, x.plate || '|' || coalesce(x.plate_state, '') as plate
          from c join report_parties x on x.report_id = c.id
          where x.kind = 'vehicle' and (x.vin is not null or x.plate is not null)
        ),
        q as (
          select a.id as a, b.id as b, false as shares
          from c a cross join lateral (values ${NEIGHBOURS}) n(t, y, x)
          join c b on b.bucket = a.bucket + n.t and b.cy = a.cy + n.y and b.cx = a.cx + n.x
          where a.id < b.id
          union all ${shared('vin')}
          union all ${shared('plate')}
        ),
        p as (
          select a.id as a, b.id as b, abs(a.at - b.at)::int as minutes,
            case when a.latitude is not null and a.longitude is not null
              and b.latitude is not null and b.longitude is not null then ${metres} end as metres,
            bool_or(q.shares) as shares, least(a.at, b.at) as at
          from q join c a on a.id = q.a join c b on b.id = q.b
          where a.agency_ori <> b.agency_ori and abs(a.at - b.at) <= ${DUPLICATE_MINUTES}
            and (${inRange('a')} or ${inRange('b')})
            and ${allOf([either('county_code', s.countyCode), either('agency_ori', s.agencyOri)])}
          group by a.id, b.id, a.at, b.at, a.latitude, a.longitude, b.latitude, b.longitude
        ),
        k as (
          select p.*, (count(*) over ())::int as found from p
          where (metres <= ${DUPLICATE_METRES} or shares)
            and not exists (select 1 from crash_duplicate_dismissals d where d.report_a = p.a and d.report_b = p.b)
          order by at, a, b
          limit ${s.limit}
        )
        select k.a, k.b, k.minutes, k.metres, k.found,
          (select min(x.vin) from report_parties x join report_parties y on y.vin = x.vin
            where x.report_id = k.a and y.report_id = k.b and x.kind = 'vehicle' and y.kind = 'vehicle') as vin,
          split_part(s.plate, '|', 1) as plate, nullif(split_part(s.plate, '|', 2), '') as plate_state
        from k
        left join lateral (select min(x.plate || '|' || coalesce(x.plate_state, '')) as plate
          from report_parties x join report_parties y
            on y.plate = x.plate and coalesce(y.plate_state, '') = coalesce(x.plate_state, '')
          where x.report_id = k.a and y.report_id = k.b and x.kind = 'vehicle' and y.kind = 'vehicle') s on true
        order by k.at, k.a, k.b`.execute(db);
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
