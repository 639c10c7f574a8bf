import { startFakeServer } from './fake-server';

/** A straight stretch of road between two points, as [latitude, longitude]. */
interface Road {
  name: string;
  from: [number, number];
  to: [number, number];
}

/**
 * The fake's road network: real Indianapolis streets, drawn straight. North Meridian Street runs
 * north-south through the geocoder fake's "MERIDIAN" place (39.7762, -86.1581).
 */
export const FAKE_ROADS: Road[] = [
  { name: 'North Meridian Street', from: [39.7, -86.1581], to: [39.85, -86.1581] },
  { name: 'West Washington Street', from: [39.7684, -86.25], to: [39.7684, -86.1] },
];

const METRES_PER_DEGREE = 111_320;

/** The point of a segment nearest to p, and its distance in metres (flat earth: fine over a few km). */
function nearestOn(road: Road, lat: number, lon: number) {
  const k = Math.cos((lat * Math.PI) / 180);
  const [ay, ax] = [road.from[0], road.from[1] * k];
  const [by, bx] = [road.to[0], road.to[1] * k];
  const [py, px] = [lat, lon * k];
  const length = (bx - ax) ** 2 + (by - ay) ** 2;
  const t = Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length));
  const [qy, qx] = [ay + t * (by - ay), ax + t * (bx - ax)];
  return { lat: qy, lon: qx / k, metres: Math.hypot(qx - px, qy - py) * METRES_PER_DEGREE };
}

const COORDINATES = /^\/nearest\/v1\/driving\/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/** OSRM's nearest service: GET /nearest/v1/driving/{lon},{lat}?number=1&radiuses={metres}. */
export async function startRoadSnapFake() {
  return startFakeServer((url) => {
    const match = COORDINATES.exec(url.pathname);
    if (!match) return { status: 400, body: { code: 'InvalidUrl', message: `URL string malformed: ${url.pathname}` } };
    const [lon, lat] = [Number(match[1]), Number(match[2])];
    const radius = Number(url.searchParams.get('radiuses') ?? Infinity);
    const best = FAKE_ROADS.map((road) => ({ road, ...nearestOn(road, lat, lon) })).sort(
      (a, b) => a.metres - b.metres,
    )[0];
    if (!best || best.metres > radius) {
      return {
        status: 400,
        body: { code: 'NoSegment', message: 'Could not find a matching segment for any coordinate.' },
      };
    }
    return {
      body: {
        code: 'Ok',
        waypoints: [
          {
            nodes: [1001, 1002],
            hint: 'fake-hint',
            distance: best.metres,
            name: best.road.name,
            location: [Number(best.lon.toFixed(6)), Number(best.lat.toFixed(6))],
          },
        ],
      },
    };
  });
}
