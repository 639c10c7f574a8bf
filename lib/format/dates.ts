/**
 * The two date formats of the report tables:
 * a date as mm/dd/yyyy and a moment as mm/dd/yyyy hh:mm (24-hour, local time).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' (a date column) or an ISO moment -> 'mm/dd/yyyy'; '' for nothing or garbage. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[2]}/${plain[3]}/${plain[1]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

/**
 * ISO moment -> 'mm/dd/yyyy hh:mm' in local time, or with `timeZone` (an IANA name) the wall
 * clock there followed by its abbreviation ('11/21/2026 05:00 EST'): a server prints in the
 * agency's zone, not its own.
 */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  if (!timeZone) return `${formatDate(value)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as America/Indiana/Indianapolis). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A typed form date (mm/dd/yyyy) as yyyy-mm-dd when it names a day of the calendar from 1900 on;
 * null otherwise. A year is always four digits: 2- and 5-digit years are refused, never guessed.
 */
export function formDateToIso(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return real && year >= 1900 ? `${m[3]}-${m[1]}-${m[2]}` : null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The day of the week of a typed form date (mm/dd/yyyy), or '' when it names no day. */
export function weekdayOfFormDate(value: string): string {
  const iso = formDateToIso(value);
  return iso ? (WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()] ?? '') : '';
}
