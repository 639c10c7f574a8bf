import {
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  MAX_POINTS_PER_STROKE,
  MAX_UNIT,
  type DiagramContent,
  type DiagramPoint,
  type DiagramStamp,
} from './crash-diagram';

/** A vehicle stamp's body in diagram units: long side along its heading. */
export const STAMP_LENGTH = 80;
export const STAMP_WIDTH = 40;

/** Points of a line closer than this to the last kept one add size, not shape. */
const MIN_POINT_DISTANCE = 2;

const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));

export function clampPoint(px: number, py: number): DiagramPoint {
  return [clamp(px, DIAGRAM_WIDTH), clamp(py, DIAGRAM_HEIGHT)];
}

export function isDiagramEmpty(content: DiagramContent): boolean {
  return content.strokes.length === 0 && content.stamps.length === 0;
}

function nextSeq(content: DiagramContent): number {
  return Math.max(-1, ...content.strokes.map((s) => s.seq), ...content.stamps.map((s) => s.seq)) + 1;
}

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

/** Adds a freehand line (a tap makes a dot); nothing changes for a line without points. */
export function addStroke(content: DiagramContent, points: readonly (readonly [number, number])[]): DiagramContent {
  const simple = simplifyStroke(points);
  if (simple.length === 0) return content;
  return { ...content, strokes: [...content.strokes, { seq: nextSeq(content), points: simple }] };
}

/**
 * Places a unit's vehicle on a grid of free spots across the canvas, so stamps placed one
 * after another (as a keyboard user does) do not cover each other.
 */
export function placeStamp(content: DiagramContent, unit: number): { content: DiagramContent; stamp: DiagramStamp } {
  const columns = 6;
  const rows = 4;
  const n = content.stamps.length % (columns * rows);
  const stamp: DiagramStamp = {
    seq: nextSeq(content),
    unit,
    x: Math.round(((n % columns) + 0.5) * (DIAGRAM_WIDTH / columns)),
    y: Math.round((Math.floor(n / columns) + 0.5) * (DIAGRAM_HEIGHT / rows)),
    rotation: 0,
  };
  return { content: { ...content, stamps: [...content.stamps, stamp] }, stamp };
}

function updateStamp(content: DiagramContent, seq: number, change: (s: DiagramStamp) => DiagramStamp): DiagramContent {
  return { ...content, stamps: content.stamps.map((s) => (s.seq === seq ? change(s) : s)) };
}

/** Moves a stamp to a spot, kept inside the canvas. */
export function moveStamp(content: DiagramContent, seq: number, px: number, py: number): DiagramContent {
  const [cx, cy] = clampPoint(px, py);
  return updateStamp(content, seq, (s) => ({ ...s, x: cx, y: cy }));
}

export function nudgeStamp(content: DiagramContent, seq: number, dx: number, dy: number): DiagramContent {
  const stamp = content.stamps.find((s) => s.seq === seq);
  return stamp ? moveStamp(content, seq, stamp.x + dx, stamp.y + dy) : content;
}

/** Turns a stamp clockwise by some degrees (negative turns it back). */
export function rotateStamp(content: DiagramContent, seq: number, degrees: number): DiagramContent {
  return updateStamp(content, seq, (s) => ({ ...s, rotation: ((((s.rotation ?? 0) + degrees) % 360) + 360) % 360 }));
}

/** Undo takes back the last line or vehicle placed (moving a vehicle keeps its place in the order). */
export function undoLast(content: DiagramContent): DiagramContent {
  const last = nextSeq(content) - 1;
  return {
    strokes: content.strokes.filter((s) => s.seq !== last),
    stamps: content.stamps.filter((s) => s.seq !== last),
  };
}

/** The top stamp under a point (with a little slack for fingers), or null. */
export function stampAt(content: DiagramContent, px: number, py: number, slack = 6): DiagramStamp | null {
  for (let i = content.stamps.length - 1; i >= 0; i--) {
    const s = content.stamps[i] as DiagramStamp;
    const angle = ((s.rotation ?? 0) * Math.PI) / 180;
    const dx = px - s.x;
    const dy = py - s.y;
    // The point in the stamp's own frame, where its length runs along x.
    const along = dx * Math.cos(angle) + dy * Math.sin(angle);
    const across = -dx * Math.sin(angle) + dy * Math.cos(angle);
    if (Math.abs(along) <= STAMP_LENGTH / 2 + slack && Math.abs(across) <= STAMP_WIDTH / 2 + slack) return s;
  }
  return null;
}

/** Unit numbers a stamp can name: one per unit of the report, in the editor's numbering. */
export function unitNumbers(units: unknown): number[] {
  const count = Array.isArray(units) ? Math.min(units.length, MAX_UNIT) : 0;
  return Array.from({ length: count }, (_, i) => i + 1);
}
