import { z } from 'zod/mini';

/**
 * What the database holds, as the bounds of what a call takes. Every number and date a call
 * accepts is built here, so a value past its column is refused with a message naming the field,
 * instead of failing in the database (PostgreSQL, or the embedded PGlite, which writes some
 * values PostgreSQL would take in a form it refuses).
 */

/** The largest value a PostgreSQL integer (int4) column holds: ids, versions, counts. */
export const DB_INT_MAX = 2_147_483_647;

/** The largest value a PostgreSQL smallint (int2) column holds: statuses and event types. */
export const DB_SMALLINT_MAX = 32_767;

/** A whole number an int4 column holds, from `min` (0 unless given) to `max` (DB_INT_MAX unless given). */
export function dbInt(min = 0, max = DB_INT_MAX) {
  return z
    .number({ error: 'Expected a number.' })
    .check(
      z.int('Expected a whole number.'),
      z.gte(min, `Expected a number of at least ${min}.`),
      z.lte(max, `Expected a number of at most ${max}.`),
    );
}

/** A whole number compared with or written to a smallint column, from `min` to `max` (DB_SMALLINT_MAX unless given). */
export function dbSmallInt(min = 0, max = DB_SMALLINT_MAX) {
  return dbInt(min, Math.min(max, DB_SMALLINT_MAX));
}

/** The id of a row (a serial column): a whole number from 1 to DB_INT_MAX. */
export function dbId() {
  return dbInt(1);
}

/** An id written as text (a form field or a path segment of an address), as a number. */
export function dbIdFromText() {
  return z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,10}$/, 'Expected a number from 1 to 2147483647.')),
      z.transform(Number),
    ),
    dbId(),
  );
}

/**
 * The id of a bigserial (int8) row, kept as its digits: a JSON number is not exact past 2^53.
 * At most 18 digits, so every one is below the int8 maximum (9,223,372,036,854,775,807).
 */
export const BIG_ID_TEXT = /^[1-9]\d{0,17}$/;

export function dbBigIdText(message: string) {
  return z.string().check(z.regex(BIG_ID_TEXT, message));
}

/**
 * The first and last days a call takes: years 1 to 9999. PostgreSQL has no year 0 (1 BC comes
 * before year 1), and PGlite writes a moment of year 0 or of year 10000 in a form PostgreSQL
 * refuses, where the server's driver for PostgreSQL writes them as it takes them.
 */
export const DB_FIRST_DAY = '0001-01-01';
export const DB_LAST_DAY = '9999-12-31';
/** The first and last moments a call takes, in UTC: those of DB_FIRST_DAY and DB_LAST_DAY. */
export const DB_FIRST_MOMENT = Date.parse(`${DB_FIRST_DAY}T00:00:00Z`);
export const DB_LAST_MOMENT = Date.parse(`${DB_LAST_DAY}T23:59:59.999Z`);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-mm-dd that names a day of the calendar (the format itself is checked apart). */
export function isRealDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return true;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** A day (yyyy-mm-dd) of the calendar, of years 1 to 9999 (what `dbDay` takes). */
export const isDbDay = (value: string | undefined): value is string =>
  value !== undefined && DAY_PATTERN.test(value) && isRealDay(value) && value >= DB_FIRST_DAY;

/** The day of a moment (UTC), kept within DB_FIRST_DAY and DB_LAST_DAY: for days the server works out from a day it was given. */
export function dbDayOf(moment: number): string {
  if (moment < DB_FIRST_MOMENT) return DB_FIRST_DAY;
  if (moment > DB_LAST_MOMENT) return DB_LAST_DAY;
  return new Date(moment).toISOString().slice(0, 10);
}

/** A calendar day written yyyy-mm-dd, of years 1 to 9999, for a date column or a range of moments. */
export function dbDay() {
  return z.string().check(
    z.trim(),
    z.regex(DAY_PATTERN, 'Give the date as yyyy-mm-dd.'),
    z.refine(isRealDay, 'There is no such date.'),
    z.refine((v) => !DAY_PATTERN.test(v) || v >= DB_FIRST_DAY, `Give a date from ${DB_FIRST_DAY} to ${DB_LAST_DAY}.`),
  );
}

/**
 * A moment written as an ISO date-time with its offset (2017-01-01T00:00:00Z), from the first
 * moment of year 1 to the last of year 9999 in UTC: `0001-01-01T00:00:00+01:00` is a moment of
 * year 0. `message` is the refusal of a text that is not such a date-time.
 */
export function dbMoment(message = 'Expected an ISO date-time such as 2017-01-01T00:00:00Z.') {
  return z.iso.datetime({ offset: true, error: message }).check(
    z.refine((v) => {
      const at = Date.parse(v);
      return Number.isNaN(at) || (at >= DB_FIRST_MOMENT && at <= DB_LAST_MOMENT);
    }, `Give a time from ${DB_FIRST_DAY}T00:00:00Z to ${DB_LAST_DAY}T23:59:59Z.`),
  );
}
