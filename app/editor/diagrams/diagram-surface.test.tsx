// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DiagramContent } from '../../../lib/forms/diagrams/diagram-elements';
import { DiagramSurface } from './diagram-surface';

const START: DiagramContent = {
  road: { template: 'straight', lanes: 1, rotation: 0 },
  elements: [
    { kind: 'stroke', id: 0, points: [[10, 10]] },
    { kind: 'unit', id: 1, unit: 1, symbol: 'car', x: 400, y: 300, rotation: 0 },
  ],
};

interface Seen {
  content: DiagramContent;
  said: string[];
  undone: number;
  redone: number;
}

/** The surface as the diagram editor holds it: its changes kept, what it says recorded. */
function Harness({ seen }: { seen: Seen }) {
  const [content, setContent] = useState(START);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <DiagramSurface
      id="field-diagram"
      content={content}
      selected={selected}
      editable
      tool="select"
      snapToGrid
      label="Crash Diagram"
      describedBy="help"
      onSelect={setSelected}
      onChange={(next, said) => {
        seen.content = next;
        seen.said.push(said);
        setContent(next);
      }}
      onUndo={() => seen.undone++}
      onRedo={() => seen.redone++}
    />
  );
}

describe('the diagram drawing from the keyboard', () => {
  let host: HTMLDivElement;
  let root: Root;
  let seen: Seen;

  beforeEach(async () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    seen = { content: START, said: [], undone: 0, redone: 0 };
    await act(() => root.render(<Harness seen={seen} />));
  });
  afterEach(async () => {
    await act(() => root.unmount());
    host.remove();
  });

  const drawing = () => host.querySelector('svg') as SVGSVGElement;
  // Preact's act renders a synchronous callback's updates before it returns.
  const press = (key: string, more: KeyboardEventInit = {}) =>
    void act(() => {
      drawing().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...more }));
    });
  const unit = () => seen.content.elements.find((e) => e.kind === 'unit');

  it('is one focusable application named by what it shows', () => {
    expect(drawing().getAttribute('role')).toBe('application');
    expect(drawing().getAttribute('tabindex')).toBe('0');
    expect(drawing().getAttribute('aria-label')).toBe('Crash Diagram: straight road, 1 line, units 1, 2 elements');
    expect(drawing().getAttribute('aria-describedby')).toBe('help');
  });

  it('selects with N, moves with the arrow keys on the grid, turns with R and Shift+R, removes with Delete', () => {
    press('n');
    press('n');
    expect(drawing().dataset.selected).toBe('1');
    press('ArrowRight');
    expect(unit()).toMatchObject({ x: 410, y: 300 });
    press('ArrowDown', { shiftKey: true });
    expect(unit()).toMatchObject({ x: 410, y: 350 });
    press('r');
    press('r');
    expect(unit()).toMatchObject({ rotation: 30 });
    press('R', { shiftKey: true });
    expect(unit()).toMatchObject({ rotation: 15 });
    expect(seen.said).toEqual([
      'Unit 1 car moved to 410, 300.',
      'Unit 1 car moved to 410, 350.',
      'Unit 1 car turned to 15 degrees.',
      'Unit 1 car turned to 30 degrees.',
      'Unit 1 car turned to 15 degrees.',
    ]);
    press('Delete');
    expect(unit()).toBeUndefined();
    expect(seen.said.at(-1)).toBe('Unit 1 car removed.');
    expect(drawing().dataset.selected).toBe('');
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Y or Ctrl+Shift+Z; arrow keys do nothing with nothing selected', () => {
    press('z', { ctrlKey: true });
    press('y', { ctrlKey: true });
    press('Z', { ctrlKey: true, shiftKey: true });
    expect([seen.undone, seen.redone]).toEqual([1, 2]);
    press('ArrowLeft');
    expect(seen.said).toEqual([]);
  });
});
