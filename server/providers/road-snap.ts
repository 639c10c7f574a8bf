import { z } from 'zod';
import type { RoadPoint } from '../../lib/api/schemas/lookup-schemas';
import { getJson, readAnswer, type ProviderLog, type Service } from './service-request';

/** The nearest point on a roadway, for the map's "snap to roadway". */
export interface RoadSnapper {
  /** The roadway point nearest to `at` within `radiusMeters`, or null when no roadway is that close. */
  nearest(at: { latitude: number; longitude: number }, radiusMeters: number): Promise<RoadPoint | null>;
}

/** OSRM's nearest service: waypoints with location as [longitude, latitude] and distance in metres. */
const nearestAnswer = z.object({
  code: z.literal('Ok'),
  waypoints: z
    .array(
      z.object({
        location: z.tuple([z.number(), z.number()]),
        distance: z.number(),
        name: z.string().nullish(),
      }),
    )
    .min(1),
});

/**
 * An OSRM server: GET {base}/nearest/v1/driving/{lon},{lat}?number=1&radiuses={r}. OSRM answers
 * 400 with code NoSegment when no road lies within the radius; the request is built here from
 * checked numbers, so a 400 means exactly that.
 */
export function osrmRoadSnapper(options: { baseUrl: string; timeoutMs: number; log: ProviderLog }): RoadSnapper {
  const service: Service = {
    name: 'roadway snapping service',
    fallback: 'the point stays where it was chosen',
    timeoutMs: options.timeoutMs,
    log: options.log,
  };
  return {
    async nearest({ latitude, longitude }, radiusMeters) {
      const url = new URL(`${options.baseUrl}/nearest/v1/driving/${longitude},${latitude}`);
      url.searchParams.set('number', '1');
      url.searchParams.set('radiuses', String(radiusMeters));
      const body = await getJson(service, url, [400]);
      if (body === null) return null;
      const [waypoint] = readAnswer(service, url, nearestAnswer, body).waypoints;
      if (!waypoint || waypoint.distance > radiusMeters) return null;
      return {
        latitude: waypoint.location[1],
        longitude: waypoint.location[0],
        roadName: waypoint.name?.trim() || null,
        distanceMeters: Math.round(waypoint.distance),
      };
    },
  };
}
