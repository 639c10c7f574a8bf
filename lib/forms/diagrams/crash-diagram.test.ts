// zod/mini's own messages are English only once set up, as every page's entry does first.
import '../../zod-without-eval';
import { describe, expect, it } from 'vitest';
import { fieldValueSchema } from '../../validation/report-checks/field-value-schema';
import {
  crashDiagramSchema,
  crashDiagramValueSchema,
  DIAGRAM_MAX_CHARS,
  diagramEditBlock,
  diagramSizeError,
  pngSize,
  readCrashDiagram,
} from './crash-diagram';
import { sampleCrashDiagram } from './crash-diagram-sample';
import { EMPTY_DIAGRAM, MAX_POINTS_PER_STROKE, MAX_SHAPES } from './diagram-elements';

/** A PNG data URL whose header names this size (the schema reads the header, not the pixels). */
function pngOf(width: number, height: number, padding = 0): string {
  const bytes = Buffer.alloc(33 + padding);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

const firstMessage = (value: unknown) => {
  const result = crashDiagramValueSchema.safeParse(value);
  return result.success ? 'ok' : result.error.issues[0]?.message;
};

describe('the crash diagram value', () => {
  it('accepts a drawn diagram and null (not drawn or cleared)', () => {
    expect(firstMessage(sampleCrashDiagram())).toBe('ok');
    expect(firstMessage({ ...sampleCrashDiagram(), image: pngOf(1000, 600) })).toBe('ok');
    expect(firstMessage(null)).toBe('ok');
    expect(firstMessage({ ...sampleCrashDiagram(), stamps: [{ seq: 1, unit: 2, x: 500, y: 300, rotation: 90 }] })).toBe(
      'ok',
    );
  });

  it('is the schema the report data uses for a crashDiagram field', () => {
    const schema = fieldValueSchema({ key: 'CrashDiagram', label: 'Crash Diagram', type: 'crashDiagram' });
    expect(schema.safeParse(sampleCrashDiagram()).success).toBe(true);
    expect(schema.safeParse({ image: 'diagram-1' }).success).toBe(false);
  });

  it.each([
    ['a picture that is not a data URL', { image: 'diagram-1' }, 'The diagram picture must be a PNG data URL.'],
    ['a JPEG', { image: 'data:image/jpeg;base64,/9j/4AAQ' }, 'The diagram picture must be a PNG data URL.'],
    ['broken base64', { image: 'data:image/png;base64,iVBO*w0K' }, 'The diagram picture is not valid base64.'],
    [
      'other bytes named PNG',
      { image: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' },
      'The diagram picture is not a PNG.',
    ],
    ['a square picture', { image: pngOf(600, 600) }, 'The diagram picture must be 10 by 6 (1000 by 600 pixels).'],
    ['an oversized picture', { image: pngOf(5000, 3000) }, 'The diagram picture must be 10 by 6 (1000 by 600 pixels).'],
    ['nothing drawn', { strokes: [], stamps: [] }, 'A diagram needs at least one line or vehicle.'],
    [
      'two items with one order number',
      { stamps: [{ seq: 0, unit: 1, x: 10, y: 10 }] },
      'Each line and vehicle of the diagram needs its own order number.',
    ],
    ['a point off the canvas', { strokes: [{ seq: 0, points: [[1001, 5]] }] }, 'Too big: expected number to be <=1000'],
    [
      'a fractional point',
      { strokes: [{ seq: 0, points: [[1.5, 5]] }] },
      'Invalid input: expected int, received number',
    ],
    ['a line without points', { strokes: [{ seq: 0, points: [] }] }, 'Too small: expected array to have >=1 items'],
    [
      'a line with too many points',
      { strokes: [{ seq: 0, points: Array.from({ length: MAX_POINTS_PER_STROKE + 1 }, () => [1, 1]) }] },
      `A line has at most ${MAX_POINTS_PER_STROKE} points.`,
    ],
    ['unit 0', { stamps: [{ seq: 1, unit: 0, x: 1, y: 1 }] }, 'Too small: expected number to be >=1'],
    ['unit 100', { stamps: [{ seq: 1, unit: 100, x: 1, y: 1 }] }, 'Too big: expected number to be <=99'],
    [
      'a turn of 360 degrees',
      { stamps: [{ seq: 1, unit: 1, x: 1, y: 1, rotation: 360 }] },
      'Too big: expected number to be <=359',
    ],
    ['an unknown key', { colour: 'red' }, 'Unrecognized key: "colour"'],
  ])('refuses %s', (_, change, message) => {
    expect(firstMessage({ ...sampleCrashDiagram(), ...change })).toBe(message);
  });

  it('refuses a diagram too large for a save, saying how large it is and what to do', () => {
    const image = pngOf(1000, 600, DIAGRAM_MAX_CHARS);
    expect(
      crashDiagramSchema.safeParse({ ...sampleCrashDiagram(), image }).error?.issues.map((i) => i.message),
    ).toContain('The diagram picture is too large to save.');
    // A picture that fits alone, and lines that tip the whole value over.
    const justUnder = pngOf(1000, 600, Math.floor(((DIAGRAM_MAX_CHARS - 1000) * 3) / 4) - 60);
    expect(justUnder.length).toBeLessThan(DIAGRAM_MAX_CHARS);
    const lines = Array.from({ length: 100 }, (_, i) => ({
      seq: i,
      points: [
        [0, 0],
        [1000, 600],
      ],
    }));
    expect(firstMessage({ image: justUnder, strokes: lines, stamps: [] })).toMatch(
      /^The diagram is too large to save \(\d+ KB; at most 586 KB\)\. Undo some lines or clear it\.$/,
    );
    expect(diagramSizeError(DIAGRAM_MAX_CHARS)).toBe('');
    expect(diagramSizeError(DIAGRAM_MAX_CHARS + 1)).toMatch(/too large/);
  });

  it('reads the size from a PNG header', () => {
    expect(pngSize(pngOf(1000, 600))).toEqual({ width: 1000, height: 600 });
    expect(pngSize(sampleCrashDiagram().image)).toEqual({ width: 10, height: 6 });
    expect(pngSize('data:image/png;base64,AAAA')).toBeNull();
    expect(pngSize('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toBeNull();
  });
});

describe("the diagram editor's value (a road and elements)", () => {
  const image = sampleCrashDiagram().image;
  const drawn = {
    image,
    road: { template: 'fourWay', lanes: 2, rotation: 90 },
    elements: [
      { kind: 'stroke', id: 0, points: [[10, 10]] },
      { kind: 'unit', id: 1, unit: 1, symbol: 'truck', x: 400, y: 300, rotation: 0 },
      {
        kind: 'arrow',
        id: 2,
        style: 'travel',
        unit: 1,
        points: [
          [200, 300],
          [350, 300],
        ],
      },
      { kind: 'impact', id: 3, x: 500, y: 300 },
      { kind: 'rest', id: 4, unit: 1, x: 700, y: 200, rotation: 45 },
      { kind: 'control', id: 5, control: 'stop', x: 420, y: 220, rotation: 0 },
      { kind: 'label', id: 6, text: 'Meridian St', x: 100, y: 100, rotation: 0 },
      { kind: 'north', id: 7, x: 950, y: 70, rotation: 0 },
      { kind: 'scale', id: 8, x: 40, y: 575, rotation: 0, feet: 33 },
    ],
  };

  it('accepts every kind of element, and a road alone', () => {
    expect(firstMessage(drawn)).toBe('ok');
    expect(firstMessage({ image, road: { template: 'roundabout', lanes: 1, rotation: 0 }, elements: [] })).toBe('ok');
  });

  it.each([
    ['nothing drawn', { road: null, elements: [] }, 'A diagram needs a road or a drawn element.'],
    [
      'an unknown template',
      { road: { template: 'cloverleaf', lanes: 1, rotation: 0 } },
      'Invalid option: expected one of "straight"|"curve"|"tee"|"fourWay"|"roundabout"|"ramp"',
    ],
    ['five lanes', { road: { template: 'straight', lanes: 5, rotation: 0 } }, 'Too big: expected number to be <=4'],
    [
      'an unknown symbol',
      { elements: [{ kind: 'unit', id: 1, unit: 1, symbol: 'tank', x: 1, y: 1, rotation: 0 }] },
      'Invalid option: expected one of "car"|"truck"|"bus"|"motorcycle"|"bicycle"|"pedestrian"',
    ],
    [
      'two elements with one number',
      {
        elements: [
          { kind: 'impact', id: 1, x: 1, y: 1 },
          { kind: 'impact', id: 1, x: 2, y: 2 },
        ],
      },
      'Each element of the diagram needs its own number.',
    ],
    [
      'a label with a control character',
      { elements: [{ kind: 'label', id: 1, text: 'a\u0007b', x: 1, y: 1, rotation: 0 }] },
      'A label holds printable characters only.',
    ],
    [
      'a label too long',
      { elements: [{ kind: 'label', id: 1, text: 'x'.repeat(61), x: 1, y: 1, rotation: 0 }] },
      'A label has at most 60 characters.',
    ],
    [
      'an arrow of one point',
      { elements: [{ kind: 'arrow', id: 1, style: 'path', points: [[1, 1]] }] },
      'Too small: expected array to have >=2 items',
    ],
    [
      'too many symbols',
      { elements: Array.from({ length: MAX_SHAPES + 1 }, (_, id) => ({ kind: 'impact', id, x: 1, y: 1 })) },
      `At most ${MAX_SHAPES} symbols, arrows and labels.`,
    ],
  ])('refuses %s', (_, change, message) => {
    expect(firstMessage({ ...drawn, ...change })).toBe(message);
  });

  it("is what the server checks a report's diagram with, old shape or new", () => {
    const schema = fieldValueSchema({ key: 'CrashDiagram', label: 'Crash Diagram', type: 'crashDiagram' });
    expect(schema.safeParse(drawn).success).toBe(true);
    expect(schema.safeParse(sampleCrashDiagram()).success).toBe(true);
    expect(schema.safeParse({ ...drawn, elements: [{ kind: 'impact', id: 0, x: 5000, y: 1 }] }).success).toBe(false);
  });

  it('reads back as it was saved', () => {
    expect(readCrashDiagram(drawn)).toEqual({ content: { road: drawn.road, elements: drawn.elements }, error: '' });
  });
});

describe('reading a saved diagram for editing', () => {
  it('reads an old diagram: its lines as strokes and its vehicles as car symbols, in their drawing order', () => {
    const old = {
      ...sampleCrashDiagram(),
      stamps: [
        { seq: 2, unit: 2, x: 600, y: 300 },
        { seq: 1, unit: 1, x: 400, y: 300, rotation: 90 },
      ],
    };
    expect(readCrashDiagram(old)).toEqual({
      content: {
        road: null,
        elements: [
          { kind: 'stroke', id: 0, points: sampleCrashDiagram().strokes[0]?.points },
          { kind: 'unit', id: 1, unit: 1, symbol: 'car', x: 400, y: 300, rotation: 90 },
          { kind: 'unit', id: 2, unit: 2, symbol: 'car', x: 600, y: 300, rotation: 0 },
        ],
      },
      error: '',
    });
  });

  it('gives an empty diagram for nothing saved, and says why a bad value is not drawn', () => {
    expect(readCrashDiagram(null)).toEqual({ content: EMPTY_DIAGRAM, error: '' });
    expect(readCrashDiagram(undefined).error).toBe('');
    expect(readCrashDiagram({ ...sampleCrashDiagram(), image: 'diagram-1' })).toEqual({
      content: EMPTY_DIAGRAM,
      error:
        'The saved diagram could not be read (The diagram picture must be a PNG data URL.); drawing here replaces it.',
    });
    expect(readCrashDiagram({ image: 'diagram-1' }).error).toMatch(/^The saved diagram could not be read/);
  });
});

describe('who may change the diagram (only in status 0)', () => {
  it('allows a Draft and says why any other status may not', () => {
    expect(diagramEditBlock(0)).toBe('');
    expect(diagramEditBlock(3)).toBe(
      'The diagram can only be changed while the report is a Draft; this report is Rejected.',
    );
    expect(diagramEditBlock(1)).toBe(
      'The diagram can only be changed while the report is a Draft; this report is Pending Review.',
    );
  });
});
