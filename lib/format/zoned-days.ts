/**
 * A calendar day (yyyy-mm-dd) of a time zone as moments: the logs are filtered by the days the
 * agency lives in, whatever zone the server or the browser runs in.
 */

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
  }).formatToParts(new Date(moment));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
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

/** The moments [from, until) a filter of days covers, both ends included as whole days; either may be absent. */
export function dayRangeIn(
  range: { dateFrom?: string | undefined; dateTo?: string | undefined },
  timeZone: string,
): { from?: Date; until?: Date } {
  return {
    ...(range.dateFrom ? { from: dayStartIn(range.dateFrom, timeZone) } : {}),
    ...(range.dateTo ? { until: dayStartIn(nextDay(range.dateTo), timeZone) } : {}),
  };
}
