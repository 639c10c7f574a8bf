import { KABCO_LEVELS, type KabcoLevel } from './crash-severity';

/** One crash of the map: report id, latitude, longitude, KABCO level or null. */
export type CrashPoint = readonly [number, number, number, KabcoLevel | null];

/**
 * The map's points travel as one text, not as JSON arrays: a state's year is a hundred thousand
 * points or more, and as arrays of arrays their answer costs the server more to check, write and
 * compress than the database takes to find them. Each point is `id,latitude,longitude,level`,
 * points joined by `;`; the degrees are whole units of POINT_SCALE (1e-5 degree, about a metre,
 * finer than a map can show); the level is K, A, B, C, O or NO_LEVEL when no injury is coded.
 */
export const POINT_SCALE = 100_000;
export const NO_LEVEL = '-';
export const POINT_SEPARATOR = ';';
export const POINT_FIELD_SEPARATOR = ',';

/** The text's shape, checked by the call's answer: nothing but points, or nothing at all. */
export const ENCODED_POINTS_PATTERN = /^(?:-?\d+,-?\d+,-?\d+,[KABCO-](?:;-?\d+,-?\d+,-?\d+,[KABCO-])*)?$/;

const LEVELS = new Set<string>(KABCO_LEVELS);

/** The text of `points` (the server writes the same in SQL; tests and benches use this). */
export function encodeCrashPoints(points: readonly CrashPoint[]): string {
  return points
    .map(([id, latitude, longitude, level]) =>
      [id, Math.round(latitude * POINT_SCALE), Math.round(longitude * POINT_SCALE), level ?? NO_LEVEL].join(
        POINT_FIELD_SEPARATOR,
      ),
    )
    .join(POINT_SEPARATOR);
}

/** The points of an answer's text; throws on a point that is not of the shape above. */
export function decodeCrashPoints(text: string): CrashPoint[] {
  if (text === '') return [];
  const parts = text.split(POINT_SEPARATOR);
  const points = new Array<CrashPoint>(parts.length);
  for (let i = 0; i < parts.length; i++) {
    const fields = parts[i]!.split(POINT_FIELD_SEPARATOR);
    const [id, latitude, longitude] = [Number(fields[0]), Number(fields[1]), Number(fields[2])];
    const level = fields[3];
    if (fields.length !== 4 || !Number.isInteger(id) || !Number.isInteger(latitude) || !Number.isInteger(longitude))
      throw new Error(`Crash point ${i + 1} is not id,latitude,longitude,level: ${parts[i]!.slice(0, 60)}`);
    if (level !== NO_LEVEL && !LEVELS.has(level!)) throw new Error(`Crash point ${i + 1} has no KABCO level: ${level}`);
    points[i] = [
      id,
      latitude / POINT_SCALE,
      longitude / POINT_SCALE,
      level === NO_LEVEL ? null : (level as KabcoLevel),
    ];
  }
  return points;
}
