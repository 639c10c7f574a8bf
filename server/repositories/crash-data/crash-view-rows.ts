import { sql, type RawBuilder } from 'kysely';
import type { CrashDateRange, TrendPeriod } from '../../../lib/analysis/crash-filter';
import { KABCO_LEVELS, KABCO_OF_STATUS, type KabcoLevel } from '../../../lib/analysis/crash-severity';
import { dbDayOf } from '../../../lib/validation/input-rules/input-bounds';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** One row of the views' GROUPING SETS query: the set it counts is the one whose by_ flag is true. */
export interface CrashViewRow {
  by_bucket: boolean;
  by_hour: boolean;
  by_severity: boolean;
  by_manner: boolean;
  by_factor: boolean;
  by_county: boolean;
  by_city: boolean;
  bucket: number | null;
  weekday: number | null;
  hour: number | null;
  severity: number | null;
  manner: string | null;
  primary_factor: string | null;
  county_code: string | null;
  municipality_code: string | null;
  n: number;
}

/** K first, O last, crashes without a coded severity after them. */
const severityOrder = (level: KabcoLevel | null) =>
  level === null ? KABCO_LEVELS.length : KABCO_LEVELS.indexOf(level);

/** The primary factors listed by name; the rest are one count. */
export const TOP_PRIMARY_FACTORS = 10;

/**
 * The first day (yyyy-mm-dd) of each period of the range: weeks from its first day, or the calendar
 * months it touches. Counted from the range's ends, never by stepping a day that stops at the
 * calendar's last (9999-12-31), which would step there for ever.
 */
export function periodStarts(range: Pick<CrashDateRange, 'dateFrom' | 'dateTo'>, period: TrendPeriod): string[] {
  if (period === 'week') {
    const first = Date.parse(`${range.dateFrom}T00:00:00Z`);
    const weeks = Math.floor((Date.parse(`${range.dateTo}T00:00:00Z`) - first) / WEEK_MS) + 1;
    return Array.from({ length: Math.max(0, weeks) }, (_, i) => dbDayOf(first + i * WEEK_MS));
  }
  const monthOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const [first, last] = [monthOf(range.dateFrom), monthOf(range.dateTo)];
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => {
    const month = first + i;
    const start = `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`;
    return start < range.dateFrom ? range.dateFrom : start;
  });
}

/**
 * The period of periodStarts a crash falls in, counted from `first` (0 the period holding it), in
 * SQL: `day` its crash date, `month` its year * 12 + month.
 */
export function periodIndex(
  period: TrendPeriod,
  first: string,
  { day, month }: { day: RawBuilder<string>; month: RawBuilder<number> },
): RawBuilder<number> {
  if (period === 'week') return sql<number>`((${day} - ${first}::date) / 7)`;
  const [year, firstMonth] = first.split('-').map(Number) as [number, number];
  return sql<number>`(${month} - ${year * 12 + firstMonth})`;
}

const FLAGS = ['by_bucket', 'by_hour', 'by_severity', 'by_manner', 'by_factor', 'by_county', 'by_city'] as const;

/** Most first; at a tie by code, crashes without one last, so the same counts always list alike. */
const byCount = (a: { code: string | null; count: number }, b: { code: string | null; count: number }) =>
  b.count - a.count || (a.code === null ? 1 : b.code === null ? -1 : a.code.localeCompare(b.code));

/** The rows of the views' query as the CrashData/Views answer (lib/api/calls/calls-crash-data.ts). */
export function viewsOfRows(
  rows: CrashViewRow[],
  previous: { bucket: number; n: number }[],
  range: CrashDateRange,
  period: TrendPeriod,
) {
  // Each grouping set's rows have its own flag alone; the grand total has none.
  const only = (flag: keyof CrashViewRow) => rows.filter((r) => r[flag]);
  const all = rows.find((r) => FLAGS.every((flag) => !r[flag]));
  const trend = periodStarts(range, period).map((start) => ({ start, count: 0, previous: 0 }));
  for (const r of only('by_bucket')) {
    const slot = r.bucket !== null ? trend[r.bucket] : undefined;
    if (slot) slot.count += r.n;
  }
  for (const r of previous) {
    const slot = trend[r.bucket];
    if (slot) slot.previous += r.n;
  }
  const hourByDay = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  let withoutTime = 0;
  for (const r of only('by_hour')) {
    if (r.weekday === null || r.hour === null) withoutTime += r.n;
    else hourByDay[r.weekday]![r.hour] = r.n;
  }
  const counted = (flag: keyof CrashViewRow, code: (r: CrashViewRow) => string | null) =>
    only(flag)
      .filter((r) => r.n > 0)
      .map((r) => ({ code: code(r), count: r.n }))
      .sort(byCount);
  const factors = counted('by_factor', (r) => r.primary_factor);
  return {
    ...range,
    total: all?.n ?? 0,
    previousTotal: previous.reduce((sum, r) => sum + r.n, 0),
    trend,
    hourByDay,
    withoutTime,
    severity: only('by_severity')
      .filter((r) => r.n > 0)
      .map((r) => ({ level: r.severity === null ? null : (KABCO_OF_STATUS[String(r.severity)] ?? null), count: r.n }))
      .sort((a, b) => severityOrder(a.level) - severityOrder(b.level)),
    manner: counted('by_manner', (r) => r.manner),
    primaryFactors: factors.slice(0, TOP_PRIMARY_FACTORS),
    otherPrimaryFactors: factors.slice(TOP_PRIMARY_FACTORS).reduce((sum, f) => sum + f.count, 0),
    counties: counted('by_county', (r) => r.county_code),
    cities: counted('by_city', (r) => r.municipality_code),
  };
}
