import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { DIAGRAM_HEIGHT, DIAGRAM_WIDTH, type DiagramContent } from '../../../lib/forms/crash-diagram';
import { addStroke, moveStamp, nudgeStamp, rotateStamp, stampAt } from '../../../lib/forms/crash-diagram-edits';
import { diagramPointOf, drawDiagram, drawLine } from './diagram-canvas';

// One pointer draws at a time: a second finger or a palm must not cut a line short.
type Drag = { pointerId: number } & (
  | { kind: 'line'; points: [number, number][] }
  | { kind: 'stamp'; seq: number; offset: [number, number]; moved: boolean }
);

export interface DiagramSurfaceProps {
  /** The field's id, so a validation message can focus the drawing area. */
  id: string;
  content: DiagramContent;
  selected: number | null;
  editable: boolean;
  label: string;
  describedBy: string;
  onSelect: (seq: number | null) => void;
  /** Saves a change; false when it was refused (the surface then shows the saved diagram again). */
  onChange: (next: DiagramContent) => boolean;
  onRemoveSelected: () => void;
  onUndo: () => void;
}

/** Arrow keys move a vehicle this far in diagram units, Shift five times as far. */
const KEY_STEP = 5;
const KEY_TURN = 15;

/**
 * The canvas: 10 by 6 at the panel's width, drawn for the screen's pixel density. Lines follow
 * the pointer (mouse, pen or touch) and are saved when the pointer lifts; a vehicle under the
 * pointer is dragged instead. Keyboard moves and drags show at once and are saved when done.
 */
export function DiagramSurface(props: DiagramSurfaceProps) {
  const { content, selected, editable, onChange, onSelect } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);
  // A vehicle being moved, shown before it is saved. The ref answers events that come before
  // React has rendered the last move (a pointer let go right after moving).
  const [pending, setPendingState] = useState<DiagramContent | null>(null);
  const pendingRef = useRef<DiagramContent | null>(null);
  const setPending = (next: DiagramContent | null) => {
    pendingRef.current = next;
    setPendingState(next);
  };
  const [width, setWidth] = useState(0);
  const shown = pending ?? content;

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width === 0) return;
    drawDiagram(ctx, shown, { scale: canvas.width / DIAGRAM_WIDTH, selected: editable ? selected : null });
    if (drag.current?.kind === 'line') drawLine(ctx, drag.current.points);
  }, [shown, selected, editable]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(((width * DIAGRAM_HEIGHT) / DIAGRAM_WIDTH) * ratio);
  }, [width]);

  // After the sizing above: resizing a canvas wipes it.
  useEffect(() => redraw(), [redraw, width]);

  function save(next: DiagramContent) {
    setPending(null);
    if (!onChange(next)) requestAnimationFrame(redraw);
  }

  function onPointerDown(e: PointerEvent<HTMLCanvasElement>) {
    if (!editable || drag.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    e.currentTarget.focus({ preventScroll: true });
    e.currentTarget.setPointerCapture(e.pointerId);
    const [x, y] = diagramPointOf(e.currentTarget, e.clientX, e.clientY);
    const stamp = stampAt(shown, x, y);
    if (stamp) {
      drag.current = {
        pointerId: e.pointerId,
        kind: 'stamp',
        seq: stamp.seq,
        offset: [stamp.x - x, stamp.y - y],
        moved: false,
      };
      onSelect(stamp.seq);
      return;
    }
    drag.current = { pointerId: e.pointerId, kind: 'line', points: [[x, y]] };
    onSelect(null);
    redraw();
  }

  function stampMovedTo(current: Drag & { kind: 'stamp' }, e: PointerEvent<HTMLCanvasElement>) {
    const [x, y] = diagramPointOf(e.currentTarget, e.clientX, e.clientY);
    return moveStamp(content, current.seq, x + current.offset[0], y + current.offset[1]);
  }

  function onPointerMove(e: PointerEvent<HTMLCanvasElement>) {
    const current = drag.current;
    if (current?.pointerId !== e.pointerId) return;
    const canvas = e.currentTarget;
    if (current.kind === 'stamp') {
      current.moved = true;
      setPending(stampMovedTo(current, e));
      return;
    }
    // Coalesced events keep fast strokes smooth where the browser batches pointer moves.
    const events = e.nativeEvent.getCoalescedEvents?.() ?? [];
    const from = current.points.length - 1;
    for (const ev of events.length ? events : [e.nativeEvent]) {
      current.points.push(diagramPointOf(canvas, ev.clientX, ev.clientY));
    }
    const ctx = canvas.getContext('2d');
    if (ctx) drawLine(ctx, current.points.slice(from));
  }

  function onPointerUp(e: PointerEvent<HTMLCanvasElement>) {
    const current = drag.current;
    if (current?.pointerId !== e.pointerId) return;
    drag.current = null;
    if (current.kind === 'line') save(addStroke(content, current.points));
    else if (current.moved) save(stampMovedTo(current, e));
  }

  function onPointerCancel(e: PointerEvent<HTMLCanvasElement>) {
    // The system took the pointer (a scroll, a palm): the unfinished line is dropped.
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    setPending(null);
    requestAnimationFrame(redraw);
  }

  function onKeyDown(e: KeyboardEvent<HTMLCanvasElement>) {
    if (!editable) return;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      setPending(null);
      props.onUndo();
      return;
    }
    if (e.key === 'n' || e.key === 'N') {
      const stamps = content.stamps;
      const at = stamps.findIndex((s) => s.seq === selected);
      onSelect(stamps.length ? (stamps[(at + 1) % stamps.length]?.seq ?? null) : null);
      return;
    }
    if (selected === null) return;
    const step = e.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    const base = pendingRef.current ?? content;
    if (move) setPending(nudgeStamp(base, selected, move[0], move[1]));
    else if (e.key === 'r' || e.key === 'R') setPending(rotateStamp(base, selected, e.shiftKey ? -KEY_TURN : KEY_TURN));
    else if (e.key === 'Delete' || e.key === 'Backspace') {
      setPending(null);
      props.onRemoveSelected();
    } else if (e.key === 'Escape') onSelect(null);
    else return;
    e.preventDefault();
  }

  function onKeyUp() {
    if (pendingRef.current && !drag.current) save(pendingRef.current);
  }

  const lines = shown.strokes.length;
  const vehicles = shown.stamps.map((s) => s.unit).join(', ');
  return (
    <canvas
      ref={canvasRef}
      id={props.id}
      role={editable ? 'application' : 'img'}
      aria-label={`${props.label}: ${lines} ${lines === 1 ? 'line' : 'lines'}${vehicles ? `, vehicles of unit ${vehicles}` : ', no vehicles'}`}
      aria-describedby={props.describedBy}
      tabIndex={editable ? 0 : -1}
      data-strokes={shown.strokes.length}
      data-stamps={shown.stamps.length}
      data-selected={selected ?? ''}
      className={`block aspect-[10/6] w-full touch-none rounded border border-line bg-white ${editable ? 'cursor-crosshair' : ''} focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-brand`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onBlur={onKeyUp}
    />
  );
}
