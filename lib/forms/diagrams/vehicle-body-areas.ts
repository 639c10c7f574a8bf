/**
 * The vehicle body diagram of the impact and damage areas (228 by 228) as data: a top view with the front up, the vehicle's left on the left. Regions follow the
 * MMUCC clock positions of list 1024 (12 = front centre, 3 = right side, 6 = rear, 9 = left side)
 * plus the roof for "Top"; the codes a top view cannot show are offered beside the diagram.
 */

export const BODY_DIAGRAM_SIZE = 228;

export type Point = readonly [x: number, y: number];

export interface BodyRegion {
  code: string;
  /** Where on the vehicle, said in words for the accessible name (the clock label alone is terse). */
  place: string;
  /** What the region shows on the drawing. */
  mark: string;
  points: readonly Point[];
  /** Where the mark is drawn. */
  anchor: Point;
}

// The body is three columns by five rows; the side rows meet the roof, the corners are cut like a car's.
const X = [62, 96, 132, 166] as const;
const Y = [10, 52, 94, 134, 176, 218] as const;
const CUT = 12;

const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

function region(code: string, place: string, points: Point[], mark = code): BodyRegion {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const anchor: Point = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  return { code, place, mark, points, anchor };
}

/** Clockwise from the front, then the roof: the order the arrow keys walk. */
export const bodyRegions: readonly BodyRegion[] = [
  region('12', 'front centre', rect(X[1], Y[0], X[2], Y[1])),
  region('1', 'right front corner', [
    [X[2], Y[0]],
    [X[3] - CUT, Y[0]],
    [X[3], Y[0] + CUT],
    [X[3], Y[1]],
    [X[2], Y[1]],
  ]),
  region('2', 'right side, front', rect(X[2], Y[1], X[3], Y[2])),
  region('3', 'right side, centre', rect(X[2], Y[2], X[3], Y[3])),
  region('4', 'right side, rear', rect(X[2], Y[3], X[3], Y[4])),
  region('5', 'right rear corner', [
    [X[2], Y[4]],
    [X[3], Y[4]],
    [X[3], Y[5] - CUT],
    [X[3] - CUT, Y[5]],
    [X[2], Y[5]],
  ]),
  region('6', 'rear centre', rect(X[1], Y[4], X[2], Y[5])),
  region('7', 'left rear corner', [
    [X[0], Y[4]],
    [X[1], Y[4]],
    [X[1], Y[5]],
    [X[0] + CUT, Y[5]],
    [X[0], Y[5] - CUT],
  ]),
  region('8', 'left side, rear', rect(X[0], Y[3], X[1], Y[4])),
  region('9', 'left side, centre', rect(X[0], Y[2], X[1], Y[3])),
  region('10', 'left side, front', rect(X[0], Y[1], X[1], Y[2])),
  region('11', 'left front corner', [
    [X[0] + CUT, Y[0]],
    [X[1], Y[0]],
    [X[1], Y[1]],
    [X[0], Y[1]],
    [X[0], Y[0] + CUT],
  ]),
  region('13', 'roof', rect(X[1], Y[1], X[2], Y[4]), 'Top'),
];

/** The outline of the body the regions tile, for drawing. */
export const bodyOutline = { x: X[0], y: Y[0], width: X[3] - X[0], height: Y[5] - Y[0], corner: CUT };

/**
 * Codes of list 1024 that have no place on a top view: shown as choices beside the diagram.
 * Written out (not "whatever has no region") so a new code in the list is a decision, caught by the test.
 */
export const besideDiagramCodes: readonly string[] = ['0', '14', '18', '98', '99', '15', '16'];

const regionByCode = new Map(bodyRegions.map((r) => [r.code, r]));

export const regionOf = (code: string): BodyRegion | undefined => regionByCode.get(code);

/** A code list choice's label without the "code - " prefix the editor's selects show. */
export function plainLabel(choice: { value: string; label: string }): string {
  const prefix = `${choice.value} - `;
  return choice.label.startsWith(prefix) ? choice.label.slice(prefix.length) : choice.label;
}

export interface AreaChoice {
  code: string;
  /** The accessible name: the list's label, with the place on the vehicle where it has one. */
  name: string;
  region?: BodyRegion;
}

/**
 * Splits a list's choices into regions of the diagram and choices beside it; any code the diagram
 * does not know (a code added to the list later) goes beside it, so it can still be picked.
 * Returns them in keyboard order: the regions clockwise, then the roof, then the rest in list order.
 */
export function layoutAreas(choices: readonly { value: string; label: string }[]): AreaChoice[] {
  const byCode = new Map(choices.map((c) => [c.value, c]));
  const onDiagram: AreaChoice[] = bodyRegions
    .filter((r) => byCode.has(r.code))
    .map((r) => ({ code: r.code, name: `${plainLabel(byCode.get(r.code)!)} (${r.place})`, region: r }));
  const beside: AreaChoice[] = choices
    .filter((c) => !regionByCode.has(c.value))
    .map((c) => ({ code: c.value, name: plainLabel(c) }));
  return [...onDiagram, ...beside];
}

/** Damage areas: picking a code again unpicks it; the result keeps the list's order so the report reads the same every time. */
export function toggleArea(picked: readonly string[], code: string, listOrder: readonly string[]): string[] {
  const next = picked.includes(code) ? picked.filter((c) => c !== code) : [...picked, code];
  const rank = (c: string) => {
    const i = listOrder.indexOf(c);
    return i < 0 ? listOrder.length : i;
  };
  return next.sort((a, b) => rank(a) - rank(b));
}
