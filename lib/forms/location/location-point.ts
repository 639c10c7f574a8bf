import type { FormDefinition } from '../definition/definition-schema';
import type { FieldDefinition } from '../definition/field-schema';
import { formRoles } from '../definition/form-roles';
import { definitionPathOf } from '../definition/paths';
import type { FieldRole } from '../definition/roles';

export type MapBounds = FormDefinition['mapBounds'];

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Where the map opens when the report has no coordinates yet: the whole state in view. */
export const DEFAULT_MAP_VIEW = { latitude: 39.410993, longitude: -86.418882, zoom: 4 } as const;

/**
 * Minimum zoom 15: the map sets a point only this close (a click farther out could not
 * tell one road from the next), and a found or placed point is shown at least this close.
 */
export const POINT_ZOOM = 15;

/** How far from the chosen point a roadway is looked for when the point is snapped to it. */
export const ROAD_SNAP_RADIUS_METERS = 100;

/** Whether the map may set a point at this zoom (15 or closer), and what to do if not. */
export function checkPlacementZoom(zoom: number): { ok: true } | { ok: false; message: string } {
  if (zoom >= POINT_ZOOM) return { ok: true };
  return {
    ok: false,
    message:
      'The map has zoomed in to street level where you chose. Click the crash location again, or drag the marker, to set it. Nothing was changed.',
  };
}

/**
 * The paths of the fields beside a map in the same section item, found by their roles; null
 * where the form has no such field (a definition with a map must have both coordinates:
 * lib/validation/form-model/definition-checks.ts).
 */
export interface MapSiblingPaths {
  latitudePath: string | null;
  longitudePath: string | null;
  unableToMapPath: string | null;
  notOnRoadwayPath: string | null;
}

/** The fields the location map writes and reads, beside the map field in the same section. */
export interface LocationMapFields extends MapSiblingPaths {
  latitudeField: FieldDefinition | undefined;
  longitudeField: FieldDefinition | undefined;
}

/** The coordinate and indicator paths of the section item holding the field at `path` (e.g. Location.MapIt). */
export function mapSiblingPaths(definition: FormDefinition, path: string): MapSiblingPaths {
  const roles = formRoles(definition);
  const item = path.replace(/\.[^.]+$/, '');
  const pattern = definitionPathOf(item);
  const at = (role: FieldRole) => {
    const key = roles.keyIn(pattern, role);
    return key === undefined ? null : `${item}.${key}`;
  };
  return {
    latitudePath: at('location.latitude'),
    longitudePath: at('location.longitude'),
    unableToMapPath: at('location.unableToMap'),
    notOnRoadwayPath: at('location.notOnRoadway'),
  };
}

/** The coordinate fields next to the map at `mapPath` (e.g. Location.MapIt), with their definitions. */
export function locationMapFields(definition: FormDefinition, mapPath: string): LocationMapFields {
  const roles = formRoles(definition);
  const pattern = definitionPathOf(mapPath.replace(/\.[^.]+$/, ''));
  return {
    ...mapSiblingPaths(definition, mapPath),
    latitudeField: roles.fieldIn(pattern, 'location.latitude'),
    longitudeField: roles.fieldIn(pattern, 'location.longitude'),
  };
}

/**
 * A coordinate as the field stores it (mask 99.999999999): at most `fractionDigits`
 * decimals, trailing zeros dropped so the value reads as the officer would type it.
 */
export function formatCoordinate(value: number, fractionDigits = 9): string {
  const fixed = value.toFixed(fractionDigits);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

const describe = (b: MapBounds) =>
  `latitude ${b.minLatitude} to ${b.maxLatitude} and longitude ${b.minLongitude} to ${b.maxLongitude}`;

const shown = (p: MapPoint) => `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`;

export function isInsideBounds(point: MapPoint, b: MapBounds): boolean {
  return (
    point.latitude >= b.minLatitude &&
    point.latitude <= b.maxLatitude &&
    point.longitude >= b.minLongitude &&
    point.longitude <= b.maxLongitude
  );
}

/** The definition's map bounds: a point outside them is refused with the reason, and nothing is written. */
export function checkMapPoint(point: MapPoint, bounds: MapBounds): { ok: true } | { ok: false; message: string } {
  if (isInsideBounds(point, bounds)) return { ok: true };
  return {
    ok: false,
    message: `The point ${shown(point)} is outside the area a crash report can place: ${describe(bounds)}. Nothing was changed.`,
  };
}

/** The writes that store a point in the coordinate fields, shaped to their masks. */
export function mapPointWrites(point: MapPoint, fields: LocationMapFields): { path: string; value: string }[] {
  const { latitudePath, longitudePath } = fields;
  if (latitudePath === null || longitudePath === null) return [];
  return [
    { path: latitudePath, value: formatCoordinate(point.latitude, fields.latitudeField?.fractionDigits) },
    { path: longitudePath, value: formatCoordinate(point.longitude, fields.longitudeField?.fractionDigits) },
  ];
}

const COORDINATE = /^-?\d{1,3}(\.\d+)?$/;

/**
 * The point the typed coordinates name, or why the map cannot show it: both must be numbers
 * inside the bounds. Empty fields are no point and no complaint.
 */
export function readMapPoint(
  latitude: unknown,
  longitude: unknown,
  bounds: MapBounds,
): { point: MapPoint | null; problem: string } {
  const lat = typeof latitude === 'string' ? latitude.trim() : typeof latitude === 'number' ? String(latitude) : '';
  const long =
    typeof longitude === 'string' ? longitude.trim() : typeof longitude === 'number' ? String(longitude) : '';
  if (lat === '' && long === '') return { point: null, problem: '' };
  if (!COORDINATE.test(lat) || !COORDINATE.test(long)) {
    return { point: null, problem: 'Type both the latitude and the longitude to see the point on the map.' };
  }
  const point = { latitude: Number(lat), longitude: Number(long) };
  if (!isInsideBounds(point, bounds)) {
    return {
      point: null,
      problem: `The typed point ${shown(point)} is outside the map's area (${describe(bounds)}).`,
    };
  }
  return { point, problem: '' };
}
