import { sql } from 'kysely';
import type { CrashDateRange, CrashFilter, TrendPeriod } from '../../../lib/analysis/crash-filter';
import type { Db } from '../../db/database';
import type { ReportFilter } from '../report-tables/report-scope';
import { countedByDay, viewsByDay } from './crash-day-counts';
import { crashFactsWhere } from './crash-fact-filter';
import { crashMapReads } from './crash-map-repository';
import { periodIndex, viewsOfRows, type CrashViewRow } from './crash-view-rows';

/** A fact's crash date and month (migration 032). */
const FACT_PERIOD = { day: sql<string>`r.crash_date`, month: sql<number>`r.crash_month` };

/**
 * The crash data screen's reads over crash_facts (migration 032). Each view is a GROUP BY of the
 * same crashes, so all of them are one scan: GROUPING SETS counts each set from the rows the
 * filter kept; the period before the range is counted apart, for the trend alone.
 */
export function crashDataRepository(db: Db) {
  return {
    async views(filter: CrashFilter, range: CrashDateRange, period: TrendPeriod, scope: ReportFilter) {
      if (countedByDay(filter, scope)) {
        const { views, previous } = await viewsByDay(db, filter, range, period);
        return viewsOfRows(views, previous, range, period);
      }
      const current = crashFactsWhere(filter, range.dateFrom, range.dateTo, scope);
      const before = crashFactsWhere(filter, range.previousFrom, range.previousTo, scope);
      // The period before counts for the trend alone: apart, it is one small GROUP BY instead of
      // every grouping set's work on rows none of them shows; both run at once on the pool.
      const [views, previous] = await Promise.all([
        sql<CrashViewRow>`
          select grouping(bucket) = 0 as by_bucket, grouping(weekday) = 0 as by_hour,
            grouping(severity) = 0 as by_severity, grouping(manner) = 0 as by_manner,
            grouping(primary_factor) = 0 as by_factor, grouping(county_code) = 0 as by_county,
            grouping(municipality_code) = 0 as by_city,
            bucket, weekday, hour, severity, manner, primary_factor, county_code, municipality_code,
            count(*)::int as n
          from (
            select ${periodIndex(period, range.dateFrom, FACT_PERIOD)} as bucket, r.crash_weekday as weekday, r.crash_hour as hour,
              r.severity, r.manner_code as manner, r.primary_factor, r.county_code, r.municipality_code
            from crash_facts r where ${current}
          ) f
          group by grouping sets ((bucket), (weekday, hour), (severity), (manner), (primary_factor), (county_code),
            (municipality_code), ())`.execute(db),
        sql<{ bucket: number; n: number }>`
          select ${periodIndex(period, range.previousFrom, FACT_PERIOD)} as bucket, count(*)::int as n
          from crash_facts r where ${before} group by 1`.execute(db),
      ]);
      return viewsOfRows(views.rows, previous.rows, range, period);
    },
    ...crashMapReads(db),
  };
}
export type CrashDataRepository = ReturnType<typeof crashDataRepository>;
