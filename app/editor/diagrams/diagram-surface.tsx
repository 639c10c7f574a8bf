import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  addElement,
  addStroke,
  describeElement,
  elementAnchor,
  moveElement,
  moveElementTo,
  removeElement,
  rotateElement,
} from '../../../lib/forms/diagrams/crash-diagram-edits';
import { diagramShapes } from '../../../lib/forms/diagrams/diagram-element-shapes';
import {
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  type DiagramContent,
  type DiagramPoint,
} from '../../../lib/forms/diagrams/diagram-elements';
import { clampPoint, GRID, snap } from '../../../lib/forms/diagrams/diagram-geometry';
import { ShapesView } from './diagram-shapes-view';

export type DiagramTool = 'select' | 'line' | 'arrow';

// One pointer draws at a time: a second finger or a palm must not cut a line short.
type Drag = { pointerId: number } & (
  | { kind: 'line'; points: DiagramPoint[] }
  | { kind: 'arrow'; points: [DiagramPoint, DiagramPoint] }
  | { kind: 'move'; id: number; from: DiagramPoint; anchor: DiagramPoint; moved: boolean }
);

export interface DiagramSurfaceProps {
  /** The field's id, so a validation message can focus the drawing area. */
  id: string;
  content: DiagramContent;
  selected: number | null;
  editable: boolean;
  tool: DiagramTool;
  snapToGrid: boolean;
  label: string;
  describedBy: string;
  onSelect: (id: number | null) => void;
  /** Saves a change (a new step for Undo). */
  onChange: (next: DiagramContent, said: string) => void;
  onUndo: () => void;
  onRedo: () => void;
}

/** R turns the selected element this far, Shift+R back. */
const KEY_TURN = 15;
/** An arrow shorter than this was a click, not a drag. */
const MIN_ARROW = 12;

/** Where a pointer is, in diagram units (not clamped: a line may leave the drawing and come back). */
function diagramPointOf(svg: SVGSVGElement, clientX: number, clientY: number): DiagramPoint {
  const rect = svg.getBoundingClientRect();
  return [
    ((clientX - rect.left) / (rect.width || 1)) * DIAGRAM_WIDTH,
    ((clientY - rect.top) / (rect.height || 1)) * DIAGRAM_HEIGHT,
  ];
}

function elementIdAt(target: EventTarget | null): number | null {
  const group = target instanceof Element ? target.closest('[data-element-id]') : null;
  return group ? Number(group.getAttribute('data-element-id')) : null;
}

/**
 * The drawing: SVG at the panel's width, 10 by 6. In the Select tool a pointer drags the element
 * under it (snapped to the grid when asked); the line and arrow tools draw. Everything is also
 * done from the keyboard: N and Shift+N pick an element, arrow keys move it, R turns it.
 */
export function DiagramSurface(props: DiagramSurfaceProps) {
  const { content, selected, editable, onChange, onSelect, tool, snapToGrid } = props;
  const drag = useRef<Drag | null>(null);
  // The drawing with the element being moved where the pointer is, shown before it is saved.
  const [dragged, setDragged] = useState<DiagramContent | null>(null);
  const [sketch, setSketch] = useState<DiagramPoint[] | null>(null);
  const shown = dragged ?? content;
  const shapes = useMemo(() => diagramShapes(shown, editable ? selected : null), [shown, selected, editable]);
  const place = (v: number) => (snapToGrid ? snap(v) : Math.round(v));

  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    if (!editable || drag.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    e.currentTarget.focus({ preventScroll: true });
    e.currentTarget.setPointerCapture(e.pointerId);
    const at = diagramPointOf(e.currentTarget, e.clientX, e.clientY);
    const hit = tool === 'select' ? elementIdAt(e.target) : null;
    const element = hit === null ? undefined : content.elements.find((el) => el.id === hit);
    if (element) {
      drag.current = {
        pointerId: e.pointerId,
        kind: 'move',
        id: element.id,
        from: at,
        anchor: elementAnchor(element),
        moved: false,
      };
      onSelect(element.id);
    } else if (tool === 'line') {
      drag.current = { pointerId: e.pointerId, kind: 'line', points: [at] };
      setSketch([at]);
    } else if (tool === 'arrow') {
      drag.current = { pointerId: e.pointerId, kind: 'arrow', points: [at, at] };
      setSketch([at, at]);
    } else onSelect(null);
  }

  function movedTo(current: Drag & { kind: 'move' }, at: DiagramPoint) {
    const x = place(current.anchor[0] + at[0] - current.from[0]);
    const y = place(current.anchor[1] + at[1] - current.from[1]);
    return moveElementTo(content, current.id, x, y);
  }

  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const current = drag.current;
    if (current?.pointerId !== e.pointerId) return;
    const at = diagramPointOf(e.currentTarget, e.clientX, e.clientY);
    if (current.kind === 'move') {
      current.moved = true;
      // Drawn in the frame the move arrives in: React would otherwise paint a pointer move's update
      // after the current frame, a frame behind the pointer (bench/diagram-editor.ts).
      flushSync(() => setDragged(movedTo(current, at)));
    } else if (current.kind === 'arrow') {
      current.points[1] = at;
      setSketch([...current.points]);
    } else {
      // Coalesced events keep fast strokes smooth where the browser batches pointer moves.
      const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
      for (const ev of events.length ? events : [e.nativeEvent])
        current.points.push(diagramPointOf(e.currentTarget, ev.clientX, ev.clientY));
      setSketch([...current.points]);
    }
  }

  function onPointerUp(e: PointerEvent<SVGSVGElement>) {
    const current = drag.current;
    if (current?.pointerId !== e.pointerId) return;
    drag.current = null;
    setSketch(null);
    setDragged(null);
    const at = diagramPointOf(e.currentTarget, e.clientX, e.clientY);
    if (current.kind === 'move') {
      if (current.moved) onChange(movedTo(current, at), '');
    } else if (current.kind === 'line') onChange(addStroke(content, current.points), 'Line drawn.');
    else {
      const [from] = current.points;
      if (Math.hypot(at[0] - from[0], at[1] - from[1]) < MIN_ARROW) return;
      const points = [clampPoint(place(from[0]), place(from[1])), clampPoint(place(at[0]), place(at[1]))];
      const { content: next, id } = addElement(content, { kind: 'arrow', style: 'path', points });
      onChange(next, 'Path arrow drawn and selected.');
      onSelect(id);
    }
  }

  function onPointerCancel(e: PointerEvent<SVGSVGElement>) {
    // The system took the pointer (a scroll, a palm): what was under way is dropped.
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    setSketch(null);
    setDragged(null);
  }

  function selectNext(step: 1 | -1) {
    const list = content.elements;
    if (list.length === 0) return onSelect(null);
    const at = list.findIndex((el) => el.id === selected);
    const next = list[(at + step + list.length) % list.length] ?? list[0];
    onSelect(next?.id ?? null);
  }

  function onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
    if (!editable) return;
    const key = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && (key === 'z' || key === 'y')) {
      e.preventDefault();
      if (key === 'y' || e.shiftKey) props.onRedo();
      else props.onUndo();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (key === 'n') {
      e.preventDefault();
      return selectNext(e.shiftKey ? -1 : 1);
    }
    const element = content.elements.find((el) => el.id === selected);
    if (!element) return;
    const step = e.shiftKey ? GRID * 5 : GRID;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    const name = describeElement(element);
    if (move) {
      const next = moveElement(content, element.id, move[0], move[1]);
      const [x, y] = elementAnchor(next.elements.find((el) => el.id === element.id) ?? element);
      onChange(next, `${name} moved to ${x}, ${y}.`);
    } else if (key === 'r') {
      const turn = e.shiftKey ? -KEY_TURN : KEY_TURN;
      const next = rotateElement(content, element.id, turn);
      const turned = next.elements.find((el) => el.id === element.id);
      onChange(next, `${name} turned to ${turned && 'rotation' in turned ? turned.rotation : 0} degrees.`);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      onChange(removeElement(content, element.id), `${name} removed.`);
      onSelect(null);
    } else if (e.key === 'Escape') onSelect(null);
    else return;
    e.preventDefault();
  }

  const units = shown.elements.flatMap((el) => (el.kind === 'unit' ? [el.unit] : []));
  const strokes = shown.elements.filter((el) => el.kind === 'stroke').length;
  const summary = [
    shown.road ? `${shown.road.template} road` : 'no road',
    `${strokes} ${strokes === 1 ? 'line' : 'lines'}`,
    units.length ? `units ${units.join(', ')}` : 'no units',
    `${shown.elements.length} elements`,
  ].join(', ');
  return (
    <svg
      id={props.id}
      viewBox={`0 0 ${DIAGRAM_WIDTH} ${DIAGRAM_HEIGHT}`}
      role={editable ? 'application' : 'img'}
      aria-label={`${props.label}: ${summary}`}
      aria-describedby={props.describedBy}
      aria-roledescription="crash diagram"
      tabIndex={editable ? 0 : -1}
      data-strokes={strokes}
      data-stamps={units.length}
      data-elements={shown.elements.length}
      data-template={shown.road?.template ?? ''}
      data-selected={selected ?? ''}
      className={`block aspect-[10/6] w-full touch-none select-none rounded border border-line bg-white ${editable && tool !== 'select' ? 'cursor-crosshair' : ''} focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-brand`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      <ShapesView shapes={shapes} />
      {sketch && (
        <polyline
          points={sketch.map((p) => p.join(',')).join(' ')}
          fill="none"
          stroke="#111827"
          strokeWidth={3}
          strokeLinecap="round"
          strokeDasharray={tool === 'arrow' ? '10 7' : undefined}
        />
      )}
    </svg>
  );
}
