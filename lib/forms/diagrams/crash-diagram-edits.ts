import {
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  MAX_POINTS_PER_STROKE,
  MAX_UNIT,
  type DiagramContent,
  type DiagramElement,
  type DiagramPoint,
  type ElementOf,
} from './diagram-elements';
import { clampPoint, normaliseDegrees, turnAbout } from './diagram-geometry';

/** Points of a line closer than this to the last kept one add size, not shape. */
const MIN_POINT_DISTANCE = 2;

/** An element without its id, as a tool makes it before it is added. */
export type NewElement = DiagramElement extends infer E ? (E extends DiagramElement ? Omit<E, 'id'> : never) : never;

export const nextId = (content: DiagramContent) => Math.max(-1, ...content.elements.map((e) => e.id)) + 1;

/** Whole diagram units, inside the canvas, without points too close to matter, at most the point limit. */
export function simplifyStroke(points: readonly (readonly [number, number])[]): DiagramPoint[] {
  const kept: DiagramPoint[] = [];
  for (const [px, py] of points) {
    const p = clampPoint(px, py);
    const last = kept.at(-1);
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= MIN_POINT_DISTANCE) kept.push(p);
  }
  const end = points.at(-1);
  if (end && kept.length > 1) {
    // The pointer's final position is where the officer meant the line to end.
    const p = clampPoint(end[0], end[1]);
    const last = kept.at(-1) as DiagramPoint;
    if (p[0] !== last[0] || p[1] !== last[1]) kept[kept.length - 1] = p;
  }
  if (kept.length <= MAX_POINTS_PER_STROKE) return kept;
  const step = kept.length / MAX_POINTS_PER_STROKE;
  return Array.from({ length: MAX_POINTS_PER_STROKE }, (_, i) =>
    i === MAX_POINTS_PER_STROKE - 1 ? (kept.at(-1) as DiagramPoint) : (kept[Math.floor(i * step)] as DiagramPoint),
  );
}

/** Adds an element on top of the others; it gets the next free id. */
export function addElement(content: DiagramContent, element: NewElement): { content: DiagramContent; id: number } {
  const id = nextId(content);
  return { content: { ...content, elements: [...content.elements, { ...element, id } as DiagramElement] }, id };
}

/** Adds a freehand line (a tap makes a dot); nothing changes for a line without points. */
export function addStroke(content: DiagramContent, points: readonly (readonly [number, number])[]): DiagramContent {
  const simple = simplifyStroke(points);
  return simple.length === 0 ? content : addElement(content, { kind: 'stroke', points: simple }).content;
}

/**
 * A free spot for a new symbol on a grid across the drawing, so items added one after another
 * (as a keyboard user does) do not cover each other.
 */
export function freeSpot(content: DiagramContent): DiagramPoint {
  const columns = 6;
  const rows = 4;
  const n = content.elements.filter((e) => e.kind !== 'stroke').length % (columns * rows);
  return [
    Math.round(((n % columns) + 0.5) * (DIAGRAM_WIDTH / columns)),
    Math.round((Math.floor(n / columns) + 0.5) * (DIAGRAM_HEIGHT / rows)),
  ];
}

function update(content: DiagramContent, id: number, change: (e: DiagramElement) => DiagramElement): DiagramContent {
  return { ...content, elements: content.elements.map((e) => (e.id === id ? change(e) : e)) };
}

/** Where an element is: its own point, or the first point of a line or arrow. */
export function elementAnchor(element: DiagramElement): DiagramPoint {
  return 'points' in element ? (element.points[0] as DiagramPoint) : [element.x, element.y];
}

/** Moves an element by some units, kept inside the drawing (a line or arrow moves whole). */
export function moveElement(content: DiagramContent, id: number, dx: number, dy: number): DiagramContent {
  return update(content, id, (e) => {
    if ('points' in e) {
      const xs = e.points.map((p) => p[0]);
      const ys = e.points.map((p) => p[1]);
      // The whole line moves as far as its outermost point may.
      const mx = Math.min(Math.max(dx, -Math.min(...xs)), DIAGRAM_WIDTH - Math.max(...xs));
      const my = Math.min(Math.max(dy, -Math.min(...ys)), DIAGRAM_HEIGHT - Math.max(...ys));
      return { ...e, points: e.points.map(([px, py]) => clampPoint(px + mx, py + my)) } as DiagramElement;
    }
    const [x, y] = clampPoint(e.x + dx, e.y + dy);
    return { ...e, x, y };
  });
}

/** Moves an element so its anchor is at a point. */
export function moveElementTo(content: DiagramContent, id: number, px: number, py: number): DiagramContent {
  const element = content.elements.find((e) => e.id === id);
  if (!element) return content;
  const [ax, ay] = elementAnchor(element);
  return moveElement(content, id, Math.round(px) - ax, Math.round(py) - ay);
}

/** Turns an element clockwise by some degrees (negative turns it back); lines and arrows turn about their middle. */
export function rotateElement(content: DiagramContent, id: number, degrees: number): DiagramContent {
  return update(content, id, (e) => {
    if (e.kind === 'impact') return e;
    if ('points' in e) {
      const mid: DiagramPoint = [
        e.points.reduce((s, p) => s + p[0], 0) / e.points.length,
        e.points.reduce((s, p) => s + p[1], 0) / e.points.length,
      ];
      return {
        ...e,
        points: e.points.map((p) => clampPoint(...turnAbout(p, mid, degrees))),
      } as DiagramElement;
    }
    return { ...e, rotation: normaliseDegrees(e.rotation + degrees) };
  });
}

export function removeElement(content: DiagramContent, id: number): DiagramContent {
  return { ...content, elements: content.elements.filter((e) => e.id !== id) };
}

/** The road template turned by some degrees about the middle of the drawing. */
export function rotateRoad(content: DiagramContent, degrees: number): DiagramContent {
  return content.road
    ? { ...content, road: { ...content.road, rotation: normaliseDegrees(content.road.rotation + degrees) } }
    : content;
}

/** Unit numbers a symbol can name: one per unit of the report, in the editor's numbering. */
export function unitNumbers(units: unknown): number[] {
  const count = Array.isArray(units) ? Math.min(units.length, MAX_UNIT) : 0;
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** The unit symbol of a unit, if the diagram has one. */
export const unitSymbolOf = (content: DiagramContent, unit: number): ElementOf<'unit'> | undefined =>
  content.elements.find((e): e is ElementOf<'unit'> => e.kind === 'unit' && e.unit === unit);

/** How an element is named to a screen reader and in the editor's lists. */
export function describeElement(element: DiagramElement): string {
  switch (element.kind) {
    case 'stroke':
      return 'Line';
    case 'unit':
      return `Unit ${element.unit} ${element.symbol}`;
    case 'arrow':
      return `${element.style === 'travel' ? 'Travel' : 'Path'} arrow${element.unit ? ` of unit ${element.unit}` : ''}`;
    case 'impact':
      return 'Point of impact';
    case 'rest':
      return `Final rest of unit ${element.unit}`;
    case 'control':
      return { stop: 'Stop sign', signal: 'Traffic signal', yield: 'Yield sign' }[element.control];
    case 'label':
      return `Label "${element.text}"`;
    case 'north':
      return 'North arrow';
    case 'scale':
      return `Scale (${element.feet} ft)`;
  }
}
