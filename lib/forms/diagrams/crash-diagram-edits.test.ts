import { describe, expect, it } from 'vitest';
import {
  addElement,
  addStroke,
  describeElement,
  freeSpot,
  moveElement,
  moveElementTo,
  removeElement,
  rotateElement,
  rotateRoad,
  simplifyStroke,
  unitNumbers,
  unitSymbolOf,
} from './crash-diagram-edits';
import { EMPTY_DIAGRAM, isDiagramEmpty, MAX_POINTS_PER_STROKE, type DiagramContent } from './diagram-elements';
import { record, redo, startHistory, undo } from './diagram-history';

const empty: DiagramContent = EMPTY_DIAGRAM;
const car = (unit: number, x = 100, y = 100) => ({
  kind: 'unit' as const,
  unit,
  symbol: 'car' as const,
  x,
  y,
  rotation: 0,
});

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

  it('numbers elements in drawing order; a tap is a dot; no points change nothing', () => {
    const one = addStroke(empty, [[5, 5]]);
    expect(one.elements).toEqual([{ kind: 'stroke', id: 0, points: [[5, 5]] }]);
    const two = addStroke(one, [
      [1, 1],
      [100, 100],
    ]);
    expect(two.elements.map((s) => s.id)).toEqual([0, 1]);
    expect(addStroke(two, [])).toBe(two);
  });
});

describe('symbols, arrows and marks', () => {
  it('adds each on a free spot, one after another, with the next free number', () => {
    const first = addElement(addStroke(empty, [[1, 1]]), car(1, ...freeSpot(addStroke(empty, [[1, 1]]))));
    expect(first.id).toBe(1);
    expect(first.content.elements[1]).toEqual({ ...car(1, 83, 75), id: 1 });
    expect(freeSpot(first.content)).toEqual([250, 75]);
    expect(unitSymbolOf(first.content, 1)?.id).toBe(1);
    expect(unitSymbolOf(first.content, 2)).toBeUndefined();
  });

  it('moves, turns and removes an element, always inside the drawing', () => {
    const { content, id } = addElement(empty, car(1));
    expect(moveElementTo(content, id, 400.4, 300.6).elements[0]).toMatchObject({ x: 400, y: 301 });
    expect(moveElementTo(content, id, -20, 900).elements[0]).toMatchObject({ x: 0, y: 600 });
    expect(moveElement(content, id, 10, -200).elements[0]).toMatchObject({ x: 110, y: 0 });
    expect(moveElement(content, 99, 10, 10).elements).toEqual(content.elements);
    expect(rotateElement(content, id, 45).elements[0]).toMatchObject({ rotation: 45 });
    expect(rotateElement(content, id, -45).elements[0]).toMatchObject({ rotation: 315 });
    expect(rotateElement(rotateElement(content, id, 300), id, 90).elements[0]).toMatchObject({ rotation: 30 });
    expect(removeElement(content, id).elements).toEqual([]);
  });

  it('moves a line or an arrow whole, stopping where its outermost point reaches the edge', () => {
    const { content, id } = addElement(empty, {
      kind: 'arrow',
      style: 'travel',
      points: [
        [10, 100],
        [200, 100],
      ],
    });
    expect(moveElement(content, id, -50, 5).elements[0]).toMatchObject({
      points: [
        [0, 105],
        [190, 105],
      ],
    });
    expect(moveElementTo(content, id, 500, 300).elements[0]).toMatchObject({
      points: [
        [500, 300],
        [690, 300],
      ],
    });
    expect(rotateElement(content, id, 90).elements[0]).toMatchObject({
      points: [
        [105, 5],
        [105, 195],
      ],
    });
  });

  it('turns the road template about the middle', () => {
    const road: DiagramContent = { road: { template: 'tee', lanes: 1, rotation: 0 }, elements: [] };
    expect(rotateRoad(road, -90).road?.rotation).toBe(270);
    expect(rotateRoad(empty, 90)).toBe(empty);
  });

  it('names each element for a screen reader', () => {
    expect(describeElement({ ...car(2), id: 0 })).toBe('Unit 2 car');
    expect(describeElement({ kind: 'control', control: 'yield', id: 1, x: 0, y: 0, rotation: 0 })).toBe('Yield sign');
    expect(
      describeElement({
        kind: 'arrow',
        style: 'path',
        unit: 1,
        id: 1,
        points: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toBe('Path arrow of unit 1');
  });

  it('offers one symbol per unit of the report', () => {
    expect(unitNumbers([{}, {}, {}])).toEqual([1, 2, 3]);
    expect(unitNumbers(undefined)).toEqual([]);
  });
});

describe('undo and redo', () => {
  it('go back and forth through the changes; a new change ends what could be redone', () => {
    const a = addStroke(empty, [[1, 1]]);
    const b = addElement(a, car(1)).content;
    let history = record(record(startHistory(empty), a), b);
    history = undo(history);
    expect(history.present).toBe(a);
    history = undo(history);
    expect(isDiagramEmpty(history.present)).toBe(true);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe(a);
    const c = addStroke(a, [[9, 9]]);
    history = record(history, c);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe(a);
  });
});
