/**
 * Where crashes gather, as keys the high-crash locations are counted by (docs/rules/crash-data.md,
 * "High-crash locations"). A crash with an intersecting street is at the intersection of its two
 * roads; any other crash on a named road is on a segment of it: the part of the road inside one
 * cell of a grid SEGMENT_GRID_DEGREES wide (about 550 m north to south and 430 m east to west in
 * Indiana), or the whole road in its city when the crash has no point. Both are kept within the
 * crash's county and city, so two Main Streets never add up.
 */
export const SEGMENT_GRID_DEGREES = 0.005;

export interface CrashPlace {
  countyCode: string | null;
  municipalityCode: string | null;
  road: string | null;
  crossing: string | null;
  latitude: number | null;
  longitude: number | null;
}

const KEY_SEPARATOR = '|';

/** A road's name as keys compare it: capitals, single spaces, no separator of ours. */
export const roadKey = (name: string | null) =>
  name?.toUpperCase().replaceAll(KEY_SEPARATOR, ' ').replace(/\s+/g, ' ').trim() || null;

const area = (p: CrashPlace) => `${p.countyCode ?? ''}${KEY_SEPARATOR}${p.municipalityCode ?? ''}`;

/** The intersection key: county|city|ROAD A & ROAD B, the two roads in order whichever was written first. */
export function intersectionKey(place: CrashPlace): string | null {
  const road = roadKey(place.road);
  const crossing = roadKey(place.crossing);
  if (!road || !crossing) return null;
  return `${area(place)}${KEY_SEPARATOR}${[road, crossing].sort().join(' & ')}`;
}

/** The segment key: county|city|ROAD|cell, the cell empty for a crash without a point. */
export function segmentKey(place: CrashPlace): string | null {
  const road = roadKey(place.road);
  if (!road || roadKey(place.crossing)) return null;
  const cell =
    place.latitude !== null && place.longitude !== null
      ? `${Math.floor(place.latitude / SEGMENT_GRID_DEGREES)}:${Math.floor(place.longitude / SEGMENT_GRID_DEGREES)}`
      : '';
  return `${area(place)}${KEY_SEPARATOR}${road}${KEY_SEPARATOR}${cell}`;
}

export interface PlaceOfKey {
  countyCode: string;
  municipalityCode: string;
  /** The intersection's two roads ("38TH ST & MERIDIAN ST") or the segment's road. */
  roads: string;
  /** A segment's cell as its south-west corner, [latitude, longitude]; null for an intersection or a whole road. */
  cellCorner: [number, number] | null;
}

/** What a key names, to show it. */
export function placeOfKey(key: string): PlaceOfKey {
  const [countyCode = '', municipalityCode = '', roads = '', cell] = key.split(KEY_SEPARATOR);
  const [lat, lon] = cell ? cell.split(':').map(Number) : [];
  const cellCorner: [number, number] | null =
    lat !== undefined && lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon)
      ? [round(lat * SEGMENT_GRID_DEGREES), round(lon * SEGMENT_GRID_DEGREES)]
      : null;
  return { countyCode, municipalityCode, roads, cellCorner };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export const LOCATION_KINDS = ['intersection', 'segment'] as const;

/** How many high-crash locations a ranking lists at most, and unless asked for fewer. */
export const CRASH_LOCATIONS_MAX = 100;
export const CRASH_LOCATIONS_DEFAULT = 50;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** Whether a key names an intersection (county|city|roads) or a segment (county|city|road|cell): its parts tell. */
export function kindOfKey(key: string): LocationKind | null {
  const parts = key.split(KEY_SEPARATOR).length;
  return parts === 3 ? 'intersection' : parts === 4 ? 'segment' : null;
}
