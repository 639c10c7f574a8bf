import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CrashCosts } from '../../../lib/analysis/crash-costs';
import type { CrashDateRange, CrashFilter } from '../../../lib/analysis/crash-filter';
import type { LocationKind } from '../../../lib/analysis/crash-locations';
import { KABCO_LEVELS, STATUS_OF_KABCO, type KabcoLevel } from '../../../lib/analysis/crash-severity';
import type { Db } from '../../db/database';
import type { ReportFilter } from '../report-tables/report-scope';
import { crashFactsWhere } from './crash-fact-filter';

export interface LocationRanking {
  rankBy: 'count' | 'cost';
  kind: LocationKind | 'both';
  limit: number;
  costs: CrashCosts;
}

/** One ranked location as the query answers it: counts in the range, `prev` in the period before. */
export interface LocationRow {
  key: string;
  n: number;
  prev: number;
  k: number;
  a: number;
  b: number;
  c: number;
  o: number;
  cost: number;
  /** How many locations had crashes in the range, before the limit. */
  located: number;
}

const keyed: Record<LocationRanking['kind'], RawBuilder<SqlBool>> = {
  intersection: sql<SqlBool>`r.intersection_key is not null`,
  segment: sql<SqlBool>`r.segment_key is not null`,
  both: sql<SqlBool>`(r.intersection_key is not null or r.segment_key is not null)`,
};

/**
 * The high-crash locations (docs/rules/crash-data.md, "High-crash locations"): one GROUP BY of
 * the crash facts the filter keeps from the period before the range to its end, by the crash's
 * intersection or segment key (a crash has at most one of them, and the key's shape tells which,
 * kindOfKey). Grouped by the key's bytes ("C"), not the database's language rules: the same
 * groups, sorted in half the time at a million crashes. The cost is each crash at its
 * level's cost, a crash without a coded severity at none; locations with no crash in the range
 * are left out however many they had before.
 */
export function crashLocationsRepository(db: Db) {
  return {
    async locations(filter: CrashFilter, range: CrashDateRange, scope: ReportFilter, ranking: LocationRanking) {
      const where = crashFactsWhere(filter, range.previousFrom, range.dateTo, scope);
      const at = (level: KabcoLevel) =>
        sql<number>`count(*) filter (where cur and severity = ${STATUS_OF_KABCO[level]})`;
      const cost = sql<number>`(${sql.join(
        KABCO_LEVELS.map((level) => sql`${at(level)} * ${ranking.costs[level]}::float8`),
        sql` + `,
      )})`;
      const n = sql<number>`count(*) filter (where cur)`;
      const order = ranking.rankBy === 'cost' ? sql`${cost} desc, ${n} desc, key` : sql`${n} desc, ${cost} desc, key`;
      const { rows } = await sql<LocationRow>`
        with f as (
          select coalesce(r.intersection_key, r.segment_key) collate "C" as key,
            r.crash_date >= ${range.dateFrom} as cur,
            r.severity
          from crash_facts r where ${where} and ${keyed[ranking.kind]}
        )
        select key, ${n}::int as n, count(*) filter (where not cur)::int as prev,
          ${at('K')}::int as k, ${at('A')}::int as a, ${at('B')}::int as b, ${at('C')}::int as c,
          ${at('O')}::int as o, ${cost}::float8 as cost, (count(*) over ())::int as located
        from f
        group by key
        having ${n} > 0
        order by ${order}
        limit ${ranking.limit}`.execute(db);
      return rows;
    },
  };
}
export type CrashLocationsRepository = ReturnType<typeof crashLocationsRepository>;
