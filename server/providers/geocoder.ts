import { z } from 'zod';
import type { GeocodeCandidate } from '../../lib/api/schemas/lookup-schemas';
import { getJson, readAnswer, type ProviderLog, type Service } from './service-request';

export interface GeoBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** Where a search looks: a country and a box the service should prefer (it may still answer outside). */
export interface GeocodeArea {
  countryCode: string;
  bounds: GeoBounds;
}

/** Address text to candidate places, best first. */
export interface Geocoder {
  search(text: string, area: GeocodeArea): Promise<GeocodeCandidate[]>;
}

const coordinate = z
  .union([z.string().min(1), z.number()])
  .transform(Number)
  .pipe(z.number());

/** Nominatim's format=json: an array of places with lat/lon as strings. */
const searchAnswer = z.array(
  z.object({
    lat: coordinate,
    lon: coordinate,
    display_name: z.string(),
    importance: z.coerce.number().nullish(),
  }),
);

const MAX_CANDIDATES = 10;

/**
 * A Nominatim-style search service: GET {base}/search?q=...&format=json&countrycodes=..&viewbox=..
 * Nominatim's usage policy asks every client to name itself, hence the User-Agent.
 */
export function nominatimGeocoder(options: {
  baseUrl: string;
  timeoutMs: number;
  log: ProviderLog;
  userAgent: string;
}): Geocoder {
  const service: Service = {
    name: 'address search (geocoding) service',
    fallback: 'set the location on the map or type the coordinates',
    timeoutMs: options.timeoutMs,
    log: options.log,
    headers: { 'user-agent': options.userAgent },
  };
  return {
    async search(text, { countryCode, bounds }) {
      const url = new URL(`${options.baseUrl}/search`);
      url.searchParams.set('q', text);
      url.searchParams.set('format', 'json');
      url.searchParams.set('countrycodes', countryCode);
      // left,top,right,bottom; bounded=1 keeps the search inside the box.
      url.searchParams.set(
        'viewbox',
        [bounds.minLongitude, bounds.maxLatitude, bounds.maxLongitude, bounds.minLatitude].join(','),
      );
      url.searchParams.set('bounded', '1');
      url.searchParams.set('limit', String(MAX_CANDIDATES));
      const places = readAnswer(service, url, searchAnswer, await getJson(service, url));
      return places.map((p) => ({
        latitude: p.lat,
        longitude: p.lon,
        matchedAddress: p.display_name,
        score: Math.max(0, Math.min(1, p.importance ?? 0)),
      }));
    },
  };
}
