import { sql } from 'kysely';
import type { CrashDateRange, CrashFilter, TrendPeriod } from '../../../lib/analysis/crash-filter';
import type { Db } from '../../db/database';
import { isEveryReport, type ReportFilter } from '../report-tables/report-scope';
import { periodIndex, type CrashViewRow } from './crash-view-rows';

/** A day count's crash date, and its month as the facts keep it (migration 032). */
const DAY_PERIOD = {
  day: sql<string>`d.crash_date`,
  month: sql<number>`(extract(year from d.crash_date) * 12 + extract(month from d.crash_date))::int`,
};

/** The filters crash_day_counts (migration 039) answers: the dates, and whether reports in progress count. */
const DAY_COUNT_FILTERS = new Set<string>(['dateFrom', 'dateTo', 'includeInProgress']);

/**
 * Whether a view's counts can be read from crash_day_counts instead of the facts: every agency's
 * crashes, narrowed by nothing but dates. An agency's, a county's or a filtered count reads the
 * facts, whose indexes keep those quick.
 */
export function countedByDay(filter: CrashFilter, scope: ReportFilter): boolean {
  if (!isEveryReport(scope)) return false;
  return Object.entries(filter).every(
    ([key, value]) => DAY_COUNT_FILTERS.has(key) || value === undefined || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * The views' rows (crash-view-rows.ts) from the day counts: the same numbers the GROUPING SETS of
 * the facts give, a few hundred rows a day read instead of thousands of crashes.
 */
export async function viewsByDay(db: Db, filter: CrashFilter, range: CrashDateRange, period: TrendPeriod) {
  const kinds = filter.includeInProgress ? [1, 2] : [1];
  const days = (from: string, to: string) =>
    sql`select d.crash_date, d.dimension, d.value, d.n from crash_day_counts d
      where d.crash_date between ${from} and ${to} and d.counted in (${sql.join(kinds)})`;
  const flags = (set: string) =>
    sql.raw(
      ['bucket', 'hour', 'severity', 'manner', 'factor', 'county', 'city']
        .map((name) => `${name === set} as by_${name}`)
        .join(', '),
    );
  // One set a dimension, the rest of the row's columns null, as GROUPING SETS would answer.
  const [views, previous] = await Promise.all([
    sql<CrashViewRow>`
      with d as (${days(range.dateFrom, range.dateTo)})
      select ${flags('bucket')}, ${periodIndex(period, range.dateFrom, DAY_PERIOD)} as bucket, null::smallint as weekday,
        null::smallint as hour, null::smallint as severity, null as manner, null as primary_factor,
        null as county_code, null as municipality_code, sum(d.n)::int as n
      from d where d.dimension = 't' group by 8
      union all
      select ${flags('hour')}, null, (extract(isodow from d.crash_date) - 1)::smallint, d.value::smallint,
        null, null, null, null, null, sum(d.n)::int
      from d where d.dimension = 'h' group by 9, 10
      union all
      select ${flags('severity')}, null, null, null, d.value::smallint, null, null, null, null, sum(d.n)::int
      from d where d.dimension = 's' group by 11
      union all
      select ${flags('manner')}, null, null, null, null, d.value, null, null, null, sum(d.n)::int
      from d where d.dimension = 'm' group by 12
      union all
      select ${flags('factor')}, null, null, null, null, null, d.value, null, null, sum(d.n)::int
      from d where d.dimension = 'f' group by 13
      union all
      select ${flags('county')}, null, null, null, null, null, null, d.value, null, sum(d.n)::int
      from d where d.dimension = 'c' group by 14
      union all
      select ${flags('city')}, null, null, null, null, null, null, null, d.value, sum(d.n)::int
      from d where d.dimension = 'p' group by 15
      union all
      select ${flags('')}, null, null, null, null, null, null, null, null, coalesce(sum(d.n), 0)::int
      from d where d.dimension = 't'`.execute(db),
    sql<{ bucket: number; n: number }>`
      with d as (${days(range.previousFrom, range.previousTo)})
      select ${periodIndex(period, range.previousFrom, DAY_PERIOD)} as bucket, sum(d.n)::int as n
      from d where d.dimension = 't' group by 1`.execute(db),
  ]);
  return { views: views.rows, previous: previous.rows };
}
