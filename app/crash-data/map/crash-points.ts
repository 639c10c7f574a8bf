import type { KabcoLevel } from '../../../lib/analysis/crash-severity';

// Apart from the clustering, so the map's tab reads and compares points without loading supercluster.

/** One crash of CrashData/Points: report id, latitude, longitude, KABCO level or null. */
export type CrashPoint = readonly [number, number, number, KabcoLevel | null];

/** The box [[south, west], [north, east]] around the points, or null when there are none. */
export function boundsOf(points: readonly CrashPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [, latitude, longitude] of points) {
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** Whether two answers hold the same crashes in the same order: a refresh that changed nothing keeps the map as it is. */
export function samePoints(a: readonly CrashPoint[], b: readonly CrashPoint[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const [p, q] = [a[i]!, b[i]!];
    if (p[0] !== q[0] || p[1] !== q[1] || p[2] !== q[2] || p[3] !== q[3]) return false;
  }
  return true;
}
