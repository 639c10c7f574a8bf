import {
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  type DiagramContent,
  type DiagramPoint,
  type DiagramStamp,
} from '../../../lib/forms/crash-diagram';
import { STAMP_LENGTH, STAMP_WIDTH } from '../../../lib/forms/crash-diagram-edits';

// The diagram is a picture for printing: black on white whatever the app's theme.
const PAPER = '#ffffff';
const INK = '#111827';
const VEHICLE_FILL = '#dbeafe';
const VEHICLE_EDGE = '#1e3a8a';
const SELECTED = '#ea580c';
export const LINE_WIDTH = 3;

function startInk(ctx: CanvasRenderingContext2D) {
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.lineWidth = LINE_WIDTH;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

/** A freehand line; a single point (a tap) shows as a dot. */
export function drawLine(ctx: CanvasRenderingContext2D, points: readonly (readonly [number, number])[]) {
  const [first, ...rest] = points;
  if (!first) return;
  startInk(ctx);
  if (rest.length === 0) {
    ctx.beginPath();
    ctx.arc(first[0], first[1], LINE_WIDTH / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.beginPath();
  ctx.moveTo(first[0], first[1]);
  for (const [x, y] of rest) ctx.lineTo(x, y);
  ctx.stroke();
}

/** A vehicle from above, its front (the arrow) along its heading, its unit number upright. */
function drawStamp(ctx: CanvasRenderingContext2D, stamp: DiagramStamp, selected: boolean) {
  const half = STAMP_LENGTH / 2;
  const side = STAMP_WIDTH / 2;
  ctx.save();
  ctx.translate(stamp.x, stamp.y);
  ctx.rotate(((stamp.rotation ?? 0) * Math.PI) / 180);
  const nose = half - 16;
  ctx.beginPath();
  ctx.moveTo(-half, -side);
  ctx.lineTo(nose, -side);
  ctx.lineTo(half, 0);
  ctx.lineTo(nose, side);
  ctx.lineTo(-half, side);
  ctx.closePath();
  ctx.fillStyle = VEHICLE_FILL;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = VEHICLE_EDGE;
  ctx.stroke();
  if (selected) {
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = SELECTED;
    ctx.strokeRect(-half - 6, -side - 6, STAMP_LENGTH + 12, STAMP_WIDTH + 12);
  }
  ctx.restore();
  ctx.fillStyle = VEHICLE_EDGE;
  ctx.font = 'bold 22px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(stamp.unit), stamp.x, stamp.y + 1);
}

/** The whole diagram on a canvas whose width is `scale` times the diagram's. */
export function drawDiagram(
  ctx: CanvasRenderingContext2D,
  content: DiagramContent,
  { scale, selected }: { scale: number; selected: number | null },
) {
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, DIAGRAM_WIDTH, DIAGRAM_HEIGHT);
  // Vehicles go over the lines so a road edge never hides a unit number.
  for (const stroke of content.strokes) drawLine(ctx, stroke.points);
  for (const stamp of content.stamps) drawStamp(ctx, stamp, stamp.seq === selected);
}

/** The picture saved with the report: the diagram at its own size as a PNG data URL. */
export function renderDiagramImage(content: DiagramContent): string {
  const canvas = document.createElement('canvas');
  canvas.width = DIAGRAM_WIDTH;
  canvas.height = DIAGRAM_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the diagram picture.');
  drawDiagram(ctx, content, { scale: 1, selected: null });
  return canvas.toDataURL('image/png');
}

/** Where a pointer is, in diagram units (not clamped: a line may leave the canvas and come back). */
export function diagramPointOf(canvas: HTMLCanvasElement, clientX: number, clientY: number): DiagramPoint {
  const rect = canvas.getBoundingClientRect();
  return [
    ((clientX - rect.left) / (rect.width || 1)) * DIAGRAM_WIDTH,
    ((clientY - rect.top) / (rect.height || 1)) * DIAGRAM_HEIGHT,
  ];
}
