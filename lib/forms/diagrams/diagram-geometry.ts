import { TRAVEL_DIRECTION_HEADINGS } from '../../codes/code-meanings';
import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH, type DiagramPoint, type UnitSymbol } from './diagram-elements';

/** Where the templates' roads meet: the middle of the drawing. */
export const CENTRE: DiagramPoint = [DIAGRAM_WIDTH / 2, DIAGRAM_HEIGHT / 2];
/** One lane's width in diagram units: a 12 ft lane, so 100 units are 25 ft on the draft's scale. */
export const LANE_WIDTH = 48;
/** What the scale bar's 100 units stand for at that lane width. */
export const SCALE_FEET = Math.round((100 / LANE_WIDTH) * 12);
/** Moves snap to this grid; arrow keys move this far. */
export const GRID = 10;

/** Length (along the heading) and width of each unit symbol, in diagram units. */
export const SYMBOL_SIZES: Readonly<Record<UnitSymbol, { length: number; width: number }>> = {
  // A car keeps about the size of the old diagram's vehicle stamp (80 by 40).
  car: { length: 88, width: 40 },
  truck: { length: 140, width: 46 },
  bus: { length: 150, width: 46 },
  motorcycle: { length: 56, width: 18 },
  bicycle: { length: 46, width: 12 },
  pedestrian: { length: 24, width: 24 },
};

/** Colours told apart in print and by common colour blindness, unit 1 first; unit 9 takes unit 1's again. */
export const UNIT_COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7e22ce', '#c2410c', '#0e7490', '#a16207', '#be185d'];
export const unitColour = (unit: number) => UNIT_COLOURS[(unit - 1) % UNIT_COLOURS.length] as string;

const RAD = Math.PI / 180;

/** A heading in whole degrees 0-359. */
export const normaliseDegrees = (degrees: number) => ((Math.round(degrees) % 360) + 360) % 360;

/** The smallest turn between two headings, 0-180. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs(normaliseDegrees(a) - normaliseDegrees(b));
  return d > 180 ? 360 - d : d;
}

/** A unit vector along a heading (y grows downwards). */
export const along = (heading: number): DiagramPoint => [Math.cos(heading * RAD), Math.sin(heading * RAD)];
/** A unit vector to the right of a heading: where its lanes lie in right-hand traffic. */
export const rightOf = (heading: number): DiagramPoint => along(heading + 90);

export const plus = (a: DiagramPoint, b: DiagramPoint, k = 1): DiagramPoint => [a[0] + b[0] * k, a[1] + b[1] * k];

/** A point turned about a centre by some degrees clockwise. */
export function turnAbout(p: DiagramPoint, centre: DiagramPoint, degrees: number): DiagramPoint {
  const [c, s] = along(degrees);
  const dx = p[0] - centre[0];
  const dy = p[1] - centre[1];
  return [centre[0] + dx * c - dy * s, centre[1] + dx * s + dy * c];
}

/** A point kept inside the drawing, in whole units. */
export function clampPoint(px: number, py: number): DiagramPoint {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
  return [clamp(px, DIAGRAM_WIDTH), clamp(py, DIAGRAM_HEIGHT)];
}

export const snap = (v: number) => Math.round(v / GRID) * GRID;

/**
 * Where on a symbol an initial impact at a clock position (list 1024: 12 the front, 3 the right
 * side, 6 the rear) is, from its centre, in the drawing's frame for a symbol facing `heading`.
 */
export function impactOffset(symbol: UnitSymbol, heading: number, clock: number): DiagramPoint {
  const { length, width } = SYMBOL_SIZES[symbol];
  const angle = clock * 30 * RAD;
  const fwd = Math.cos(angle);
  const side = Math.sin(angle);
  // The point where a ray from the centre at that clock angle leaves the symbol's outline.
  const t = Math.min(
    fwd === 0 ? Infinity : length / 2 / Math.abs(fwd),
    side === 0 ? Infinity : width / 2 / Math.abs(side),
  );
  return plus(plus([0, 0], along(heading), fwd * t), rightOf(heading), side * t);
}

/** Where two lines (a point and a heading each) cross, or null when they run side by side. */
export function crossing(p: DiagramPoint, h: number, q: DiagramPoint, k: number): DiagramPoint | null {
  const [dx1, dy1] = along(h);
  const [dx2, dy2] = along(k);
  const det = dx1 * dy2 - dy1 * dx2;
  if (Math.abs(det) < 0.3) return null;
  const t = ((q[0] - p[0]) * dy2 - (q[1] - p[1]) * dx2) / det;
  return plus(p, [dx1, dy1], t);
}

/** The direction of travel code (list 1017) nearest a heading, with the diagram's north turned `north` degrees. */
export function headingToCompass(heading: number, north = 0): string {
  const entries = Object.entries(TRAVEL_DIRECTION_HEADINGS);
  const turn = (code: number) => angleBetween(heading - north, code);
  return entries.reduce((best, next) => (turn(next[1]) < turn(best[1]) ? next : best))[0];
}
