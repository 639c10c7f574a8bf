import { z } from 'zod';
import { draftOnlyRefusal } from '../workflow/draft-only';

/** The crash diagram is 10 by 6; drawings are kept in these units, whatever the screen. */
export const DIAGRAM_WIDTH = 1000;
export const DIAGRAM_HEIGHT = 600;

export const MAX_STROKES = 500;
export const MAX_POINTS_PER_STROKE = 2000;
export const MAX_STAMPS = 100;
/** Units repeat at most 99 times (unit-sections.ts), so a stamp names unit 1 to 99. */
export const MAX_UNIT = 99;

/**
 * The whole diagram value as JSON, picture included. The server refuses a request body over
 * BODY_LIMIT_BYTES (1 MiB by default) and the diagram travels with the rest of the report on
 * every save, so it keeps well under that and leaves the rest for narrative and units.
 */
export const DIAGRAM_MAX_CHARS = 600_000;

const PNG_PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const seq = z.number().int().min(0).max(1_000_000);
const x = z.number().int().min(0).max(DIAGRAM_WIDTH);
const y = z.number().int().min(0).max(DIAGRAM_HEIGHT);

export const diagramStrokeSchema = z.strictObject({
  /** Order of drawing across strokes and stamps: Undo removes the highest. */
  seq,
  points: z
    .array(z.tuple([x, y]))
    .min(1)
    .max(MAX_POINTS_PER_STROKE, `A line has at most ${MAX_POINTS_PER_STROKE} points.`),
});

export const diagramStampSchema = z.strictObject({
  seq,
  unit: z.number().int().min(1).max(MAX_UNIT),
  x,
  y,
  /** Degrees clockwise; 0 faces right. */
  rotation: z.number().int().min(0).max(359).optional(),
});

export type DiagramStroke = z.infer<typeof diagramStrokeSchema>;
export type DiagramStamp = z.infer<typeof diagramStampSchema>;
export type DiagramPoint = DiagramStroke['points'][number];

/** What the officer drew: enough to redraw, undo and edit after a reload. */
export interface DiagramContent {
  strokes: DiagramStroke[];
  stamps: DiagramStamp[];
}

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

const image = z
  .string()
  .max(DIAGRAM_MAX_CHARS, 'The diagram picture is too large to save.')
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!value.startsWith(PNG_PREFIX)) return fail('The diagram picture must be a PNG data URL.');
    const body = value.slice(PNG_PREFIX.length);
    if (body.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))
      return fail('The diagram picture is not valid base64.');
    const size = pngSize(value);
    if (!size) return fail('The diagram picture is not a PNG.');
    if (size.width * 6 !== size.height * 10 || size.width < 10 || size.width > 2 * DIAGRAM_WIDTH)
      return fail(`The diagram picture must be 10 by 6 (${DIAGRAM_WIDTH} by ${DIAGRAM_HEIGHT} pixels).`);
  });

const kb = (chars: number) => Math.ceil(chars / 1024);

/** Explains that a diagram will not fit, or '' when it does. */
export function diagramSizeError(chars: number): string {
  return chars > DIAGRAM_MAX_CHARS
    ? `The diagram is too large to save (${kb(chars)} KB; at most ${kb(DIAGRAM_MAX_CHARS)} KB). Undo some lines or clear it.`
    : '';
}

/**
 * The saved crash diagram: the rendered picture reviewers and printing use, and the strokes
 * and vehicle stamps it was drawn from. An emptied diagram is saved as null, not as a blank
 * picture, so the completeness check still asks for one.
 */
export const crashDiagramSchema = z
  .strictObject({
    image,
    strokes: z.array(diagramStrokeSchema).max(MAX_STROKES, `At most ${MAX_STROKES} lines.`),
    stamps: z.array(diagramStampSchema).max(MAX_STAMPS, `At most ${MAX_STAMPS} vehicles.`),
  })
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (value.strokes.length + value.stamps.length === 0) return fail('A diagram needs at least one line or vehicle.');
    const seqs = [...value.strokes, ...value.stamps].map((item) => item.seq);
    if (new Set(seqs).size !== seqs.length)
      return fail('Each line and vehicle of the diagram needs its own order number.');
    const sizeError = diagramSizeError(JSON.stringify(value).length);
    if (sizeError) fail(sizeError);
  });

export type CrashDiagram = z.infer<typeof crashDiagramSchema>;

/** The value of a crashDiagram field in report data. */
export const crashDiagramValueSchema = crashDiagramSchema.nullable();

/** Reads a saved value for editing; a value that does not fit the schema is reported, not drawn. */
export function readCrashDiagram(value: unknown): { content: DiagramContent; error: string } {
  if (value === undefined || value === null) return { content: { strokes: [], stamps: [] }, error: '' };
  const parsed = crashDiagramSchema.safeParse(value);
  if (parsed.success) return { content: { strokes: parsed.data.strokes, stamps: parsed.data.stamps }, error: '' };
  return {
    content: { strokes: [], stamps: [] },
    error: `The saved diagram could not be read (${parsed.error.issues[0]?.message ?? 'unknown shape'}); drawing here replaces it.`,
  };
}

/** The diagram changes only while the report is a Draft (see docs/rules/map-diagrams-attachments.md, "Draft-only parts"). Answers why not, or ''. */
export function diagramEditBlock(status: number): string {
  return draftOnlyRefusal('The diagram', status) ?? '';
}
