import { z } from 'zod/mini';

/**
 * The largest value a PostgreSQL integer (int4) column holds. Every id, version and count the API
 * takes is stored in or compared with such a column, so a larger number is refused here, with a
 * message naming the field, instead of failing in the database.
 */
export const DB_INT_MAX = 2_147_483_647;

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
