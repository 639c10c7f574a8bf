import { KABCO_LEVELS } from './crash-severity';
import { POINT_FIELD_SEPARATOR, POINT_SCALE, POINT_SEPARATOR } from './crash-point-encoding';

/**
 * The crash map past a number of crashes (docs/rules/crash-data.md, "Map"): a state's year is a
 * million crashes, more than a browser can take as points or a server send in time, so the
 * server counts them in squares of the screen at the zoom the map asks for, each square drawn as
 * a cluster is. Zoomed in far enough that the view holds few enough crashes, it sends points.
 */

/** Past this many crashes in what the map asks for, the server answers squares, not points. */
export const MAP_POINT_LIMIT = 20_000;
/** A square's side on the screen, about the clusters' reach, so squares read as clusters do. */
export const CELL_PIXELS = 64;
/** The squares' zoom when the map has not said what it shows: a state fits in a few dozen. */
export const OVERVIEW_ZOOM = 7;
/** The map's deepest zoom (its streets). */
export const MAX_MAP_ZOOM = 19;
/** Where Web Mercator (and the map's tiles) stops, north and south. */
export const MAP_MAX_LATITUDE = 85.05;
/** The largest view the server counts for, in screen pixels a side: a wall of screens. */
export const MAX_VIEW_PIXELS = 8192;

/** What the map shows: its box in degrees and its zoom (0 is the world in one 256-pixel tile). */
export interface MapView {
  zoom: number;
  west: number;
  south: number;
  east: number;
  north: number;
}

/** One square of crashes: where its crashes are on average, and how many of each severity. */
export interface CrashCell {
  latitude: number;
  longitude: number;
  /** Crashes per KABCO level, K to O, then those without a coded severity. */
  counts: number[];
}

/** The counts' order: KABCO, then no coded severity. */
export const CELL_SLOTS = [...KABCO_LEVELS, null] as const;

/** The world's width in screen pixels at a zoom (Web Mercator, as the map's tiles are drawn). */
export const worldPixels = (zoom: number) => 256 * 2 ** zoom;

/** A latitude's Mercator y, in radians of the world's 2π height. */
export const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));

/** The square's steps at a zoom: degrees of longitude, and Mercator radians of latitude. */
export function cellSteps(zoom: number): { longitude: number; mercator: number } {
  const squares = worldPixels(zoom) / CELL_PIXELS;
  return { longitude: 360 / squares, mercator: (2 * Math.PI) / squares };
}

/** Why a view cannot be counted for ('' when it can): the call's check and the map's alike. */
export function viewProblem(view: MapView): string {
  if (!Number.isInteger(view.zoom) || view.zoom < 0 || view.zoom > MAX_MAP_ZOOM)
    return `The map's zoom must be a whole number from 0 to ${MAX_MAP_ZOOM}.`;
  if (!(view.west < view.east && view.south < view.north))
    return 'The map view must have its west before its east and its south before its north.';
  const width = ((view.east - view.west) / 360) * worldPixels(view.zoom);
  const height = ((mercatorY(view.north) - mercatorY(view.south)) / (2 * Math.PI)) * worldPixels(view.zoom);
  if (width > MAX_VIEW_PIXELS || height > MAX_VIEW_PIXELS)
    return `The map view is larger than ${MAX_VIEW_PIXELS.toLocaleString('en-US')} pixels a side at its zoom; zoom out to see more.`;
  return '';
}

/** The text's shape, checked by the call's answer: nothing but squares, or nothing at all. */
export const ENCODED_CELLS_PATTERN = /^(?:-?\d+,-?\d+(?:,\d+){6}(?:;-?\d+,-?\d+(?:,\d+){6})*)?$/;

/** Squares as one text: `latitude,longitude,K,A,B,C,O,none` in 1e-5 degrees, squares joined by `;`. */
export function encodeCrashCells(cells: readonly CrashCell[]): string {
  return cells
    .map((c) =>
      [Math.round(c.latitude * POINT_SCALE), Math.round(c.longitude * POINT_SCALE), ...c.counts].join(
        POINT_FIELD_SEPARATOR,
      ),
    )
    .join(POINT_SEPARATOR);
}

/** The squares of an answer's text; throws on a square not of the shape above. */
export function decodeCrashCells(text: string): CrashCell[] {
  if (text === '') return [];
  return text.split(POINT_SEPARATOR).map((part, i) => {
    const fields = part.split(POINT_FIELD_SEPARATOR).map(Number);
    if (fields.length !== 2 + CELL_SLOTS.length || !fields.every((n) => Number.isInteger(n)))
      throw new Error(`Crash square ${i + 1} is not latitude,longitude and six counts: ${part.slice(0, 80)}`);
    return { latitude: fields[0]! / POINT_SCALE, longitude: fields[1]! / POINT_SCALE, counts: fields.slice(2) };
  });
}
