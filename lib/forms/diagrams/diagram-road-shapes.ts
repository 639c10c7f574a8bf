import type { DiagramRoad } from './diagram-elements';
import { CENTRE, LANE_WIDTH } from './diagram-geometry';
import { shape, type Shape } from './diagram-shape';

/** The diagram is a picture for printing: these read in grey-scale too. */
const ROAD = '#d4d4d8';
const EDGE = '#3f3f46';
const CENTRE_LINE = '#a16207';
const LANE_LINE = '#ffffff';
const ISLAND = '#bbf7d0';
/** Far enough out that a turned template still reaches every edge of the drawing. */
const REACH = 700;

const [cx, cy] = CENTRE;

/**
 * One leg of a road from the middle outwards, drawn heading east and turned into place: the
 * asphalt, its edges and its lane markings, the markings starting `gap` from the middle so they
 * stop at a junction.
 */
function leg(angle: number, lanes: number, gap: number): Shape {
  const half = lanes * LANE_WIDTH;
  const from = cx + gap;
  const to = cx + REACH;
  const line = (y: number, colour: string, width: number, dash?: string, start = from) =>
    shape('line', {
      x1: start,
      y1: y,
      x2: to,
      y2: y,
      stroke: colour,
      strokeWidth: width,
      ...(dash ? { strokeDasharray: dash } : {}),
    });
  const lanesLines = Array.from({ length: lanes - 1 }, (_, i) => (i + 1) * LANE_WIDTH).flatMap((o) => [
    line(cy - o, LANE_LINE, 2, '14 10'),
    line(cy + o, LANE_LINE, 2, '14 10'),
  ]);
  return shape('g', { transform: `rotate(${angle} ${cx} ${cy})` }, [
    shape('rect', { x: cx, y: cy - half, width: REACH, height: half * 2, fill: ROAD }),
    line(cy - half, EDGE, 2),
    line(cy + half, EDGE, 2),
    line(cy, CENTRE_LINE, 3),
    ...lanesLines,
  ]);
}

/** A curved road drawn as strokes along one path: its edges are a wider dark stroke under the asphalt. */
function curve(lanes: number, d: string): Shape[] {
  const half = lanes * LANE_WIDTH;
  const along = (stroke: string, width: number, dash?: string) =>
    shape('path', { d, fill: 'none', stroke, strokeWidth: width, ...(dash ? { strokeDasharray: dash } : {}) });
  return [along(EDGE, half * 2 + 4), along(ROAD, half * 2), along(CENTRE_LINE, 3)];
}

/** The road template under the drawing, turned about the middle of the drawing. */
export function roadShapes(road: DiagramRoad): Shape {
  const { lanes, template } = road;
  const half = lanes * LANE_WIDTH;
  let parts: Shape[];
  switch (template) {
    case 'straight':
      parts = [leg(0, lanes, 0), leg(180, lanes, 0)];
      break;
    case 'curve':
      // Through the middle, level there, bending away on both sides.
      parts = curve(lanes, `M ${cx - 600} ${cy - 200} Q ${cx} ${cy + 200} ${cx + 600} ${cy - 200}`);
      break;
    case 'tee':
      parts = [
        leg(0, lanes, half),
        leg(180, lanes, half),
        leg(90, lanes, half),
        // The far edge runs on across the junction.
        shape('line', { x1: cx - half, y1: cy - half, x2: cx + half, y2: cy - half, stroke: EDGE, strokeWidth: 2 }),
      ];
      break;
    case 'fourWay':
      parts = [0, 90, 180, 270].map((a) => leg(a, lanes, half));
      break;
    case 'roundabout': {
      const ring = half + 60;
      parts = [
        ...[0, 90, 180, 270].map((a) => leg(a, lanes, ring)),
        shape('circle', { cx, cy, r: ring, fill: ROAD, stroke: EDGE, strokeWidth: 2 }),
        shape('circle', { cx, cy, r: 40, fill: ISLAND, stroke: EDGE, strokeWidth: 2 }),
      ];
      break;
    }
    case 'ramp':
      parts = [
        // The ramp first, so the main road's edge shows where it joins.
        ...curve(
          1,
          `M ${cx + 80} ${cy + half - LANE_WIDTH / 2} Q ${cx - 120} ${cy + half + 10} ${cx - 600} ${cy + half + 320}`,
        ),
        leg(0, lanes, 0),
        leg(180, lanes, 0),
      ];
      break;
  }
  return shape('g', { transform: `rotate(${road.rotation} ${cx} ${cy})` }, parts);
}
