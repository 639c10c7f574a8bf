import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CrashDateRange, CrashFilter } from '../../../lib/analysis/crash-filter';
import { CELL_SLOTS, encodeCrashCells } from '../../../lib/analysis/crash-map-cells';
import { POINT_SCALE } from '../../../lib/analysis/crash-point-encoding';
import { STATUS_OF_KABCO } from '../../../lib/analysis/crash-severity';
import type { Db } from '../../db/database';

/** Whether a severity code (list 276) counts in a square's slot: its KABCO level, or none coded. */
export const inSlot = (level: (typeof CELL_SLOTS)[number], severity: RawBuilder<unknown>) =>
  level === null
    ? sql<SqlBool>`(${severity} is null or ${severity} not in (${sql.join(Object.values(STATUS_OF_KABCO))}))`
    : sql<SqlBool>`${severity} = ${sql.lit(STATUS_OF_KABCO[level])}`;

/**
 * The map's first answer for every agency's crashes filtered by dates alone (as the views' day
 * counts, crash-day-counts.ts): the squares at the overview's zoom from the counts kept per day
 * (migration 041), and the crashes counted per day, so those without a point are the difference.
 * The same squares and middles the facts' GROUP BY gives (crash-map-repository.ts), a few dozen
 * rows a day read instead of every crash.
 */
export async function overviewByDay(db: Db, filter: CrashFilter, range: CrashDateRange) {
  const kinds = sql.join(filter.includeInProgress ? [1, 2] : [1]);
  const [squares, days] = await Promise.all([
    sql<{ n: number; latitude: number; longitude: number; counts: number[] }>`
      select sum(s.n)::int as n, (sum(s.latitude_sum) / sum(s.n))::float8 as latitude,
        (sum(s.longitude_sum) / sum(s.n))::float8 as longitude, array[${sql.join(CELL_SLOTS.map((level) => sql`coalesce(sum(s.n) filter (where ${inSlot(level, sql.ref('s.severity'))}), 0)::int`))}] as counts
      from crash_day_squares s
      where s.crash_date between ${range.dateFrom} and ${range.dateTo} and s.counted in (${kinds})
      group by s.x, s.y having sum(s.n) > 0`.execute(db),
    sql<{ n: number }>`
      select coalesce(sum(d.n), 0)::int as n from crash_day_counts d
      where d.dimension = 't' and d.crash_date between ${range.dateFrom} and ${range.dateTo}
        and d.counted in (${kinds})`.execute(db),
  ]);
  const withPoint = squares.rows.reduce((sum, r) => sum + r.n, 0);
  const total = days.rows[0]?.n ?? 0;
  return {
    total,
    withPoint,
    withoutPoint: total - withPoint,
    cells: encodeCrashCells(
      squares.rows.map((r) => ({
        latitude: r.latitude / POINT_SCALE,
        longitude: r.longitude / POINT_SCALE,
        counts: r.counts,
      })),
    ),
  };
}
