import { startFakeServer } from './fake-server';

const licence = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** A place in Nominatim's format=json shape (coordinates as strings). */
function place(id: number, lat: number, lon: number, displayName: string, importance: number) {
  return {
    place_id: id,
    licence,
    osm_type: 'way',
    osm_id: 100_000 + id,
    lat: String(lat),
    lon: String(lon),
    class: 'highway',
    type: 'primary',
    place_rank: 26,
    importance,
    addresstype: 'road',
    name: displayName.split(',')[0],
    display_name: displayName,
    boundingbox: [String(lat - 0.001), String(lat + 0.001), String(lon - 0.001), String(lon + 0.001)],
  };
}

/**
 * Places per word of the query. It ignores viewbox and countrycodes on purpose: a real service
 * may answer outside the box too, and the server must drop those candidates itself.
 */
const placesByWord: Record<string, ReturnType<typeof place>[]> = {
  MERIDIAN: [
    place(
      1,
      39.7762,
      -86.1581,
      'North Meridian Street, Indianapolis, Marion County, Indiana, 46204, United States',
      0.52,
    ),
    place(2, 32.3643, -88.7037, 'Meridian, Lauderdale County, Mississippi, United States', 0.61),
    place(3, 40.0484, -86.4692, 'North Meridian Street, Lebanon, Boone County, Indiana, 46052, United States', 0.31),
  ],
  WASHINGTON: [
    place(
      4,
      39.7684,
      -86.1581,
      'West Washington Street, Indianapolis, Marion County, Indiana, 46204, United States',
      0.5,
    ),
    place(5, 38.8951, -77.0364, 'Washington, District of Columbia, United States', 0.9),
  ],
};

/** A Nominatim-style /search answering format=json. */
export async function startGeocoderFake() {
  return startFakeServer((url) => {
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'json') {
      return { status: 400, body: { error: { code: 400, message: 'Parameter q or format missing' } } };
    }
    const words = (url.searchParams.get('q') ?? '').toUpperCase().split(/[^A-Z0-9]+/);
    return { body: words.flatMap((w) => placesByWord[w] ?? []) };
  });
}
