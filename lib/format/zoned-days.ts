import { DB_FIRST_MOMENT, DB_LAST_MOMENT } from '../validation/input-rules/input-bounds';

/**
 * A calendar day (yyyy-mm-dd) of a time zone as moments: the logs are filtered by the days the
 * agency lives in, whatever zone the server or the browser runs in.
 */

/** Date.UTC for every year: Date.UTC itself reads the years 0 to 99 as 1900 to 1999. */
export function utcTime(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** How far the wall clock of `timeZone` is ahead of UTC at `moment`, in milliseconds. */
function offsetAt(moment: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    era: 'short',
  }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  // The evening before 0001-01-01 in the Americas is "1 BC", year 0 of the calendar Date counts in.
  const bc = parts.some((p) => p.type === 'era' && p.value === 'BC');
  const year = bc ? 1 - part('year') : part('year');
  const wall = utcTime(year, part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(moment / 1000) * 1000;
}

/** The first moment of `day` in `timeZone` (midnight there, or the first hour after a skipped midnight). */
export function dayStartIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Twice: the offset at the guess may differ from the offset at the answer across a change of clocks.
  let guess = utcMidnight - offsetAt(utcMidnight, timeZone);
  guess = utcMidnight - offsetAt(guess, timeZone);
  return new Date(guess);
}

/** The day after `day` (yyyy-mm-dd). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The moments [from, until) a filter of days covers, both ends included as whole days; either may
 * be absent. An end beyond the moments the database takes (the zone's first hours of year 1, the
 * day after 9999-12-31) is left out: no row lies past it, and the database would refuse it.
 */
export function dayRangeIn(
  range: { dateFrom?: string | undefined; dateTo?: string | undefined },
  timeZone: string,
): { from?: Date; until?: Date } {
  const from = range.dateFrom ? dayStartIn(range.dateFrom, timeZone) : undefined;
  const until = range.dateTo ? dayStartIn(nextDay(range.dateTo), timeZone) : undefined;
  return {
    ...(from && from.getTime() >= DB_FIRST_MOMENT ? { from } : {}),
    ...(until && until.getTime() <= DB_LAST_MOMENT ? { until } : {}),
  };
}
