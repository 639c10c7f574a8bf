import { describe, expect, it } from 'vitest';
import { MAX_POINTS_PER_STROKE, type DiagramContent } from './crash-diagram';
import {
  addStroke,
  isDiagramEmpty,
  moveStamp,
  nudgeStamp,
  placeStamp,
  rotateStamp,
  simplifyStroke,
  stampAt,
  undoLast,
  unitNumbers,
} from './crash-diagram-edits';

const empty: DiagramContent = { strokes: [], stamps: [] };

describe('drawing lines', () => {
  it('keeps whole units inside the canvas and drops points that add nothing', () => {
    expect(
      simplifyStroke([
        [-5, 10.4],
        [0.6, 10.2],
        [10, 10],
        [10.5, 10.5],
        [1200, 700],
      ]),
    ).toEqual([
      [0, 10],
      [10, 10],
      [1000, 600],
    ]);
  });

  it('ends a line where the pointer stopped, even when that is close to the last kept point', () => {
    expect(
      simplifyStroke([
        [0, 0],
        [50, 0],
        [51, 0],
      ]),
    ).toEqual([
      [0, 0],
      [51, 0],
    ]);
  });

  it('thins a very long line to the point limit, keeping both ends', () => {
    const long = Array.from(
      { length: MAX_POINTS_PER_STROKE * 3 },
      (_, i) => [(i * 3) % 1000, Math.floor(i / 333) * 2] as const,
    );
    const simple = simplifyStroke(long);
    expect(simple).toHaveLength(MAX_POINTS_PER_STROKE);
    expect(simple[0]).toEqual([0, 0]);
    expect(simple.at(-1)).toEqual(simplifyStroke(long.slice(-1))[0]);
  });

  it('numbers lines in drawing order; a tap is a dot; no points change nothing', () => {
    const one = addStroke(empty, [[5, 5]]);
    expect(one.strokes).toEqual([{ seq: 0, points: [[5, 5]] }]);
    const two = addStroke(one, [
      [1, 1],
      [100, 100],
    ]);
    expect(two.strokes.map((s) => s.seq)).toEqual([0, 1]);
    expect(addStroke(two, [])).toBe(two);
  });
});

describe('vehicle stamps', () => {
  it('places stamps on free spots, one after another, numbered by unit and in the drawing order', () => {
    const first = placeStamp(addStroke(empty, [[1, 1]]), 1);
    expect(first.stamp).toEqual({ seq: 1, unit: 1, x: 83, y: 75, rotation: 0 });
    const second = placeStamp(first.content, 2);
    expect(second.stamp).toMatchObject({ seq: 2, unit: 2, x: 250, y: 75 });
    let content = second.content;
    for (let i = 0; i < 4; i++) content = placeStamp(content, 1).content;
    expect(placeStamp(content, 3).stamp).toMatchObject({ x: 83, y: 225 });
  });

  it('moves, nudges and turns a stamp, always inside the canvas', () => {
    const { content, stamp } = placeStamp(empty, 1);
    expect(moveStamp(content, stamp.seq, 400.4, 300.6).stamps[0]).toMatchObject({ x: 400, y: 301 });
    expect(moveStamp(content, stamp.seq, -20, 900).stamps[0]).toMatchObject({ x: 0, y: 600 });
    expect(nudgeStamp(content, stamp.seq, 10, -100).stamps[0]).toMatchObject({ x: 93, y: 0 });
    expect(nudgeStamp(content, 99, 10, 10)).toBe(content);
    expect(rotateStamp(content, stamp.seq, 45).stamps[0]?.rotation).toBe(45);
    expect(rotateStamp(content, stamp.seq, -45).stamps[0]?.rotation).toBe(315);
    expect(rotateStamp(rotateStamp(content, stamp.seq, 300), stamp.seq, 90).stamps[0]?.rotation).toBe(30);
  });

  it('finds the stamp under a point, turned or not, the top one first', () => {
    let content = placeStamp(empty, 1).content;
    content = moveStamp(content, 0, 500, 300);
    expect(stampAt(content, 535, 300)?.unit).toBe(1);
    expect(stampAt(content, 500, 330)).toBeNull();
    const turned = rotateStamp(content, 0, 90);
    expect(stampAt(turned, 500, 335)?.unit).toBe(1);
    expect(stampAt(turned, 535, 300)).toBeNull();
    const stacked = moveStamp(placeStamp(content, 2).content, 1, 510, 300);
    expect(stampAt(stacked, 505, 300)?.unit).toBe(2);
  });

  it('offers one stamp per unit of the report', () => {
    expect(unitNumbers([{}, {}, {}])).toEqual([1, 2, 3]);
    expect(unitNumbers(undefined)).toEqual([]);
  });
});

describe('undo', () => {
  it('takes back the last line or stamp placed, whatever was moved since', () => {
    let content = addStroke(empty, [[1, 1]]);
    content = placeStamp(content, 1).content;
    content = addStroke(content, [[2, 2]]);
    content = moveStamp(content, 1, 10, 10);
    content = undoLast(content);
    expect(content.strokes.map((s) => s.seq)).toEqual([0]);
    expect(content.stamps.map((s) => s.seq)).toEqual([1]);
    content = undoLast(content);
    expect(content.stamps).toEqual([]);
    content = undoLast(content);
    expect(isDiagramEmpty(content)).toBe(true);
    expect(undoLast(content)).toEqual(empty);
  });
});
