import { z } from 'zod/mini';
import { draftOnlyRefusal } from '../../workflow/draft-only';
import {
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  EMPTY_DIAGRAM,
  MAX_POINTS_PER_STROKE,
  MAX_SHAPES,
  MAX_STROKES,
  MAX_UNIT,
  diagramElementSchema,
  roadSchema,
  type DiagramContent,
  type DiagramElement,
} from './diagram-elements';

export { DIAGRAM_HEIGHT, DIAGRAM_WIDTH } from './diagram-elements';

/**
 * The whole diagram value as JSON, picture included. The server refuses a request body over
 * BODY_LIMIT_BYTES (1 MiB by default) and the diagram travels with the rest of the report on
 * every save, so it keeps well under that and leaves the rest for narrative and units.
 */
export const DIAGRAM_MAX_CHARS = 600_000;

const PNG_PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height of a PNG from its IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(dataUrl: string): { width: number; height: number } | null {
  if (!dataUrl.startsWith(PNG_PREFIX)) return null;
  let head: string;
  try {
    // 32 base64 characters hold the 24 bytes up to the end of width and height.
    head = atob(dataUrl.slice(PNG_PREFIX.length, PNG_PREFIX.length + 32));
  } catch {
    return null;
  }
  const byte = (i: number) => head.charCodeAt(i);
  if (head.length < 24 || PNG_SIGNATURE.some((b, i) => byte(i) !== b) || head.slice(12, 16) !== 'IHDR') return null;
  const u32 = (i: number) => ((byte(i) << 24) | (byte(i + 1) << 16) | (byte(i + 2) << 8) | byte(i + 3)) >>> 0;
  return { width: u32(16), height: u32(20) };
}

/** The rendered picture; built with the diagram schemas, on first use. */
const imageSchema = () =>
  z.string().check(
    z.maxLength(DIAGRAM_MAX_CHARS, 'The diagram picture is too large to save.'),
    z.superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (!value.startsWith(PNG_PREFIX)) return fail('The diagram picture must be a PNG data URL.');
      const body = value.slice(PNG_PREFIX.length);
      if (body.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))
        return fail('The diagram picture is not valid base64.');
      const size = pngSize(value);
      if (!size) return fail('The diagram picture is not a PNG.');
      if (size.width * 6 !== size.height * 10 || size.width < 10 || size.width > 2 * DIAGRAM_WIDTH)
        return fail(`The diagram picture must be 10 by 6 (${DIAGRAM_WIDTH} by ${DIAGRAM_HEIGHT} pixels).`);
    }),
  );

const kb = (chars: number) => Math.ceil(chars / 1024);

/** Explains that a diagram will not fit, or '' when it does. */
export function diagramSizeError(chars: number): string {
  return chars > DIAGRAM_MAX_CHARS
    ? `The diagram is too large to save (${kb(chars)} KB; at most ${kb(DIAGRAM_MAX_CHARS)} KB). Undo some lines or clear it.`
    : '';
}

const whole = (value: unknown, ctx: z.core.$RefinementCtx) => {
  const sizeError = diagramSizeError(JSON.stringify(value).length);
  if (sizeError) ctx.addIssue({ code: 'custom', message: sizeError });
};

/**
 * A diagram as saved before the editor had templates and symbols: still read, drawn and printed.
 * Built the first time a diagram is checked, as are the schemas below, not as the module loads.
 */
const legacyDiagramSchema = z.lazy(() => {
  const seq = z.number().check(z.int(), z.gte(0), z.lte(1_000_000));
  const x = z.number().check(z.int(), z.gte(0), z.lte(DIAGRAM_WIDTH));
  const y = z.number().check(z.int(), z.gte(0), z.lte(DIAGRAM_HEIGHT));
  /** A line of a diagram saved before the diagram editor (freehand lines and vehicle stamps only). */
  const strokeSchema = z.strictObject({
    /** Order of drawing across strokes and stamps. */
    seq,
    points: z
      .array(z.tuple([x, y]))
      .check(z.minLength(1), z.maxLength(MAX_POINTS_PER_STROKE, `A line has at most ${MAX_POINTS_PER_STROKE} points.`)),
  });
  const stampSchema = z.strictObject({
    seq,
    unit: z.number().check(z.int(), z.gte(1), z.lte(MAX_UNIT)),
    x,
    y,
    rotation: z.optional(z.number().check(z.int(), z.gte(0), z.lte(359))),
  });
  return z
    .strictObject({
      image: imageSchema(),
      strokes: z.array(strokeSchema).check(z.maxLength(MAX_STROKES, `At most ${MAX_STROKES} lines.`)),
      stamps: z.array(stampSchema).check(z.maxLength(100, 'At most 100 vehicles.')),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.strokes.length + value.stamps.length === 0)
          return ctx.addIssue({ code: 'custom', message: 'A diagram needs at least one line or vehicle.' });
        const seqs = [...value.strokes, ...value.stamps].map((item) => item.seq);
        if (new Set(seqs).size !== seqs.length)
          return ctx.addIssue({
            code: 'custom',
            message: 'Each line and vehicle of the diagram needs its own order number.',
          });
        whole(value, ctx);
      }),
    );
});

/**
 * The saved crash diagram: the rendered picture reviewers and printing use, and the road and
 * elements it was drawn from. An emptied diagram is saved as null, not as a blank picture, so
 * the completeness check still asks for one.
 */
export const currentDiagramSchema = z.lazy(() =>
  z
    .strictObject({
      image: imageSchema(),
      road: z.nullable(roadSchema),
      elements: z.array(diagramElementSchema),
    })
    .check(
      z.superRefine((value, ctx) => {
        const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
        if (value.road === null && value.elements.length === 0)
          return fail('A diagram needs a road or a drawn element.');
        const strokes = value.elements.filter((e) => e.kind === 'stroke').length;
        if (strokes > MAX_STROKES) return fail(`At most ${MAX_STROKES} lines.`);
        if (value.elements.length - strokes > MAX_SHAPES)
          return fail(`At most ${MAX_SHAPES} symbols, arrows and labels.`);
        const ids = value.elements.map((e) => e.id);
        if (new Set(ids).size !== ids.length) return fail('Each element of the diagram needs its own number.');
        whole(value, ctx);
      }),
    ),
);

export type SavedDiagram = z.infer<typeof currentDiagramSchema>;
/** A diagram as saved before the diagram editor: lines and vehicle stamps. */
export type LegacyDiagram = z.infer<typeof legacyDiagramSchema>;
export type CrashDiagram = SavedDiagram | LegacyDiagram;

const isLegacy = (value: unknown) =>
  !!value && typeof value === 'object' && ('strokes' in value || 'stamps' in value) && !('elements' in value);

/**
 * Either shape, told apart by its keys rather than tried in turn, so a refusal names what is
 * wrong with the diagram rather than that it fits neither.
 */
export const crashDiagramSchema = z.custom<CrashDiagram>().check(
  z.superRefine((value, ctx) => {
    const result = (isLegacy(value) ? legacyDiagramSchema : currentDiagramSchema).safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }),
);

/** The value of a crashDiagram field in report data. */
export const crashDiagramValueSchema = z.nullable(crashDiagramSchema);

/** An old diagram as elements: its lines as freehand strokes, its vehicles as car symbols, in their drawing order. */
function fromLegacy(value: z.infer<typeof legacyDiagramSchema>): DiagramContent {
  const elements: (DiagramElement & { order: number })[] = [
    ...value.strokes.map((s) => ({ kind: 'stroke' as const, id: s.seq, points: s.points, order: s.seq })),
    ...value.stamps.map((s) => ({
      kind: 'unit' as const,
      id: s.seq,
      unit: s.unit,
      symbol: 'car' as const,
      x: s.x,
      y: s.y,
      rotation: s.rotation ?? 0,
      order: s.seq,
    })),
  ];
  return {
    road: null,
    elements: elements
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...element }) => element as DiagramElement),
  };
}

/** A saved value (either shape) as content to draw and edit. */
export function diagramContentOf(value: CrashDiagram): DiagramContent {
  return 'elements' in value ? { road: value.road, elements: value.elements } : fromLegacy(value);
}

/** Reads a saved value for editing; a value that does not fit the schema is reported, not drawn. */
export function readCrashDiagram(value: unknown): { content: DiagramContent; error: string } {
  if (value === undefined || value === null) return { content: EMPTY_DIAGRAM, error: '' };
  const parsed = crashDiagramSchema.safeParse(value);
  if (parsed.success) return { content: diagramContentOf(parsed.data), error: '' };
  return {
    content: EMPTY_DIAGRAM,
    error: `The saved diagram could not be read (${parsed.error.issues[0]?.message ?? 'unknown shape'}); drawing here replaces it.`,
  };
}

/** The diagram changes only while the report is a Draft (see docs/rules/map-diagrams-attachments.md, "Draft-only parts"). Answers why not, or ''. */
export function diagramEditBlock(status: number): string {
  return draftOnlyRefusal('The diagram', status) ?? '';
}
