import { z } from 'zod/mini';

/**
 * What a crash diagram is made of: a road template under everything, then elements in drawing
 * order (later ones on top). Coordinates are whole diagram units of the 1000 by 600 drawing.
 */

/** The crash diagram is 10 by 6; drawings are kept in these units, whatever the screen. */
export const DIAGRAM_WIDTH = 1000;
export const DIAGRAM_HEIGHT = 600;

export const MAX_STROKES = 500;
export const MAX_POINTS_PER_STROKE = 2000;
/** Units repeat at most 99 times (unit-sections.ts), so a symbol names unit 1 to 99. */
export const MAX_UNIT = 99;
/** Everything but freehand lines: symbols, arrows, marks, labels (old saves held at most 100 vehicles). */
export const MAX_SHAPES = 200;
export const MAX_ARROW_POINTS = 20;
export const MAX_LABEL_CHARS = 60;
/** Lanes each way of a template's roads. */
export const MAX_LANES = 4;

export const roadTemplates = ['straight', 'curve', 'tee', 'fourWay', 'roundabout', 'ramp'] as const;
export type RoadTemplate = (typeof roadTemplates)[number];

export const unitSymbols = ['car', 'truck', 'bus', 'motorcycle', 'bicycle', 'pedestrian'] as const;
export type UnitSymbol = (typeof unitSymbols)[number];

export const trafficControls = ['stop', 'signal', 'yield'] as const;
export type TrafficControlSymbol = (typeof trafficControls)[number];

/** A whole number from min to max. */
const whole = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));
/** Degrees clockwise; 0 faces right (east while the north arrow points up). */
const rotation = () => whole(0, 359);

// The schemas below are built the first time a diagram is checked, not as the module loads: the
// editor imports this module for its types and limits long before it reads a diagram.

export const roadSchema = z.lazy(() =>
  z.strictObject({
    template: z.enum(roadTemplates),
    lanes: whole(1, MAX_LANES),
    rotation: rotation(),
  }),
);

export const diagramElementSchema = z.lazy(() => {
  const id = whole(0, 1_000_000);
  const x = whole(0, DIAGRAM_WIDTH);
  const y = whole(0, DIAGRAM_HEIGHT);
  const point = z.tuple([x, y]);
  const unit = whole(1, MAX_UNIT);
  const placed = { id, x, y, rotation: rotation() };
  return z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('stroke'),
      id,
      points: z
        .array(point)
        .check(
          z.minLength(1),
          z.maxLength(MAX_POINTS_PER_STROKE, `A line has at most ${MAX_POINTS_PER_STROKE} points.`),
        ),
    }),
    z.strictObject({ kind: z.literal('unit'), ...placed, unit, symbol: z.enum(unitSymbols) }),
    z.strictObject({
      kind: z.literal('arrow'),
      id,
      /** travel: the direction a unit came from; path: where it went (a turn, a skid). */
      style: z.enum(['travel', 'path']),
      unit: z.optional(unit),
      points: z.array(point).check(z.minLength(2), z.maxLength(MAX_ARROW_POINTS)),
    }),
    z.strictObject({ kind: z.literal('impact'), id, x, y }),
    z.strictObject({ kind: z.literal('rest'), ...placed, unit }),
    z.strictObject({ kind: z.literal('control'), ...placed, control: z.enum(trafficControls) }),
    z.strictObject({
      kind: z.literal('label'),
      ...placed,
      text: z.string().check(
        z.trim(),
        z.minLength(1),
        z.maxLength(MAX_LABEL_CHARS, `A label has at most ${MAX_LABEL_CHARS} characters.`),
        // Control characters would not print; the label is drawn on one line.
        z.regex(/^[^\p{Cc}\uD800-\uDFFF]*$/u, 'A label holds printable characters only.'),
      ),
    }),
    z.strictObject({ kind: z.literal('north'), ...placed }),
    z.strictObject({ kind: z.literal('scale'), ...placed, feet: whole(1, 5280) }),
  ]);
});

export type DiagramRoad = z.infer<typeof roadSchema>;
export type DiagramElement = z.infer<typeof diagramElementSchema>;
export type DiagramElementKind = DiagramElement['kind'];
export type ElementOf<K extends DiagramElementKind> = Extract<DiagramElement, { kind: K }>;
export type DiagramPoint = [number, number];

/** What the officer drew: enough to redraw, undo and edit after a reload. */
export interface DiagramContent {
  road: DiagramRoad | null;
  elements: DiagramElement[];
}

export const EMPTY_DIAGRAM: DiagramContent = { road: null, elements: [] };

export const isDiagramEmpty = (content: DiagramContent) => content.road === null && content.elements.length === 0;
