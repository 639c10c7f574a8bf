import type { CrashPoint } from '../../../lib/analysis/crash-point-encoding';

// Apart from the clustering, so the map's tab reads points without loading supercluster.

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
