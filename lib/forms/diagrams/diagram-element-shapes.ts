import {
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  type DiagramContent,
  type DiagramElement,
  type ElementOf,
} from './diagram-elements';
import { SYMBOL_SIZES, unitColour } from './diagram-geometry';
import { roadShapes } from './diagram-road-shapes';
import { shape, svgMarkup, textShape, type Shape } from './diagram-shape';

const PAPER = '#ffffff';
const INK = '#111827';
const RED = '#dc2626';
const SELECTED = '#ea580c';
const FONT = 'Arial, Helvetica, sans-serif';

const placedAt = (e: { x: number; y: number; rotation: number }) => `translate(${e.x} ${e.y}) rotate(${e.rotation})`;

/** Text that stays readable over roads and lines: a white halo under it. */
const label = (x: number, y: number, text: string, size: number, fill = INK): Shape =>
  textShape(
    {
      x,
      y,
      fill,
      fontSize: size,
      fontWeight: 'bold',
      fontFamily: FONT,
      textAnchor: 'middle',
      dominantBaseline: 'central',
      stroke: PAPER,
      strokeWidth: 4,
      paintOrder: 'stroke',
    },
    text,
  );

/** A unit from above, facing east before its rotation: its front is where it is going. */
function unitBody(element: ElementOf<'unit'>, colour: string): Shape[] {
  const { length: l, width: w } = SYMBOL_SIZES[element.symbol];
  const edge = { stroke: colour, strokeWidth: 2.5, fill: colour, fillOpacity: 0.18 };
  const front = l / 2;
  switch (element.symbol) {
    case 'pedestrian':
      return [
        shape('circle', { cx: 0, cy: 0, r: w / 2, ...edge }),
        shape('line', { x1: w / 2, y1: 0, x2: w / 2 + 10, y2: 0, stroke: colour, strokeWidth: 3 }),
      ];
    case 'bicycle':
      return [
        shape('line', { x1: -front, y1: 0, x2: front, y2: 0, stroke: colour, strokeWidth: 3 }),
        shape('line', { x1: front - 8, y1: -w / 2, x2: front - 8, y2: w / 2, stroke: colour, strokeWidth: 3 }),
      ];
    case 'motorcycle':
      return [
        shape('rect', { x: -front, y: -w / 2, width: l, height: w, rx: w / 2, ...edge }),
        shape('line', { x1: front - 10, y1: -w, x2: front - 10, y2: w, stroke: colour, strokeWidth: 3 }),
      ];
    case 'truck':
    case 'bus': {
      const cab = element.symbol === 'truck' ? 26 : 8;
      return [
        shape('rect', { x: -front, y: -w / 2, width: l, height: w, ...edge }),
        shape('line', { x1: front - cab, y1: -w / 2, x2: front - cab, y2: w / 2, stroke: colour, strokeWidth: 2.5 }),
        shape('polygon', { points: `${front},0 ${front - 8},-6 ${front - 8},6`, fill: colour }),
      ];
    }
    case 'car': {
      const nose = front - 14;
      return [
        shape('polygon', {
          points: `${-front},${-w / 2} ${nose},${-w / 2} ${front},0 ${nose},${w / 2} ${-front},${w / 2}`,
          ...edge,
        }),
        shape('line', { x1: nose - 10, y1: -w / 2, x2: nose - 10, y2: w / 2, stroke: colour, strokeWidth: 2 }),
      ];
    }
  }
}

function arrowShapes(element: ElementOf<'arrow'>): Shape[] {
  const colour = element.unit ? unitColour(element.unit) : INK;
  const points = element.points;
  const end = points.at(-1) as [number, number];
  const before = points.at(-2) as [number, number];
  const angle = (Math.atan2(end[1] - before[1], end[0] - before[0]) * 180) / Math.PI;
  return [
    shape('polyline', {
      points: points.map((p) => p.join(',')).join(' '),
      fill: 'none',
      stroke: colour,
      strokeWidth: 3,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      ...(element.style === 'path' ? { strokeDasharray: '10 7' } : {}),
    }),
    shape('polygon', {
      points: '0,0 -14,-7 -14,7',
      fill: colour,
      transform: `translate(${end[0]} ${end[1]}) rotate(${Math.round(angle)})`,
    }),
  ];
}

function controlShapes(element: ElementOf<'control'>): Shape[] {
  switch (element.control) {
    case 'stop': {
      const r = 16;
      const points = Array.from({ length: 8 }, (_, i) => {
        const a = ((i * 45 + 22.5) * Math.PI) / 180;
        return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      return [
        shape('polygon', { points, fill: RED, stroke: PAPER, strokeWidth: 1.5 }),
        textShape(
          {
            x: 0,
            y: 0,
            fill: PAPER,
            fontSize: 8,
            fontWeight: 'bold',
            fontFamily: FONT,
            textAnchor: 'middle',
            dominantBaseline: 'central',
          },
          'STOP',
        ),
      ];
    }
    case 'yield':
      return [shape('polygon', { points: '-16,-12 16,-12 0,16', fill: PAPER, stroke: RED, strokeWidth: 4 })];
    case 'signal':
      return [
        shape('rect', { x: -8, y: -22, width: 16, height: 44, rx: 3, fill: INK }),
        shape('circle', { cx: 0, cy: -12, r: 5, fill: RED }),
        shape('circle', { cx: 0, cy: 0, r: 5, fill: '#eab308' }),
        shape('circle', { cx: 0, cy: 12, r: 5, fill: '#16a34a' }),
      ];
  }
}

function strokeShapes(element: ElementOf<'stroke'>): Shape[] {
  const [first, ...rest] = element.points;
  if (!first) return [];
  if (rest.length === 0) return [shape('circle', { cx: first[0], cy: first[1], r: 1.5, fill: INK })];
  return [
    shape('polyline', {
      points: element.points.map((p) => p.join(',')).join(' '),
      fill: 'none',
      stroke: INK,
      strokeWidth: 3,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  ];
}

/** The half-size of an element's box in its own frame: what a selection frame goes round. */
export function elementExtent(element: DiagramElement): { width: number; height: number } {
  switch (element.kind) {
    case 'unit': {
      const { length, width } = SYMBOL_SIZES[element.symbol];
      return { width: length, height: width };
    }
    case 'rest':
      return { width: SYMBOL_SIZES.car.length, height: SYMBOL_SIZES.car.width };
    case 'label':
      return { width: Math.max(20, element.text.length * 10), height: 24 };
    case 'scale':
      return { width: 110, height: 30 };
    case 'north':
      return { width: 30, height: 60 };
    default:
      return { width: 40, height: 40 };
  }
}

function bodyOf(element: DiagramElement): Shape[] {
  switch (element.kind) {
    case 'stroke':
      return strokeShapes(element);
    case 'arrow':
      return arrowShapes(element);
    case 'unit': {
      const colour = unitColour(element.unit);
      return [
        shape('g', { transform: placedAt(element) }, unitBody(element, colour)),
        // The number stays upright whichever way the unit faces.
        label(element.x, element.y, String(element.unit), 20, colour),
      ];
    }
    case 'rest': {
      const colour = unitColour(element.unit);
      const { length: l, width: w } = SYMBOL_SIZES.car;
      return [
        shape('g', { transform: placedAt(element) }, [
          shape('rect', {
            x: -l / 2,
            y: -w / 2,
            width: l,
            height: w,
            fill: 'none',
            stroke: colour,
            strokeWidth: 2.5,
            strokeDasharray: '6 4',
          }),
        ]),
        label(element.x, element.y, `${element.unit} rest`, 13, colour),
      ];
    }
    case 'impact':
      return [
        shape('g', { transform: `translate(${element.x} ${element.y})` }, [
          shape('circle', { cx: 0, cy: 0, r: 13, fill: PAPER, fillOpacity: 0.6, stroke: RED, strokeWidth: 3 }),
          shape('path', { d: 'M -8 -8 L 8 8 M 8 -8 L -8 8', stroke: RED, strokeWidth: 3 }),
        ]),
        // Beside the mark, off the line the units meet along.
        label(element.x + 30, element.y - 18, 'POI', 12, RED),
      ];
    case 'control':
      return [shape('g', { transform: placedAt(element) }, controlShapes(element))];
    case 'label':
      return [shape('g', { transform: placedAt(element) }, [label(0, 0, element.text, 18)])];
    case 'north':
      return [
        shape('g', { transform: placedAt(element) }, [
          shape('polygon', { points: '0,-26 10,10 0,4 -10,10', fill: INK }),
          label(0, -40, 'N', 16),
        ]),
      ];
    case 'scale':
      return [
        shape('g', { transform: placedAt(element) }, [
          shape('path', {
            d: 'M 0 -6 L 0 0 L 100 0 L 100 -6 M 50 -4 L 50 0',
            fill: 'none',
            stroke: INK,
            strokeWidth: 2,
          }),
          textShape(
            { x: 50, y: 16, fontSize: 12, fontFamily: FONT, textAnchor: 'middle', fill: INK },
            `${element.feet} ft`,
          ),
        ]),
      ];
  }
}

function selectionFrame(element: DiagramElement): Shape {
  const common = { fill: 'none', stroke: SELECTED, strokeWidth: 2, strokeDasharray: '6 4' };
  if ('points' in element) {
    const xs = element.points.map((p) => p[0]);
    const ys = element.points.map((p) => p[1]);
    const x = Math.min(...xs) - 8;
    const y = Math.min(...ys) - 8;
    return shape('rect', { x, y, width: Math.max(...xs) + 8 - x, height: Math.max(...ys) + 8 - y, ...common });
  }
  const { width, height } = elementExtent(element);
  const rotation = 'rotation' in element ? element.rotation : 0;
  return shape('rect', {
    x: -width / 2 - 6,
    y: -height / 2 - 6,
    width: width + 12,
    height: height + 12,
    transform: `translate(${element.x} ${element.y}) rotate(${rotation})`,
    ...common,
  });
}

/** The whole drawing: paper, road, then elements in their order; `selected` gets a frame. */
export function diagramShapes(content: DiagramContent, selected: number | null = null): Shape[] {
  const shapes: Shape[] = [shape('rect', { x: 0, y: 0, width: DIAGRAM_WIDTH, height: DIAGRAM_HEIGHT, fill: PAPER })];
  if (content.road) shapes.push(roadShapes(content.road));
  for (const element of content.elements) {
    const children = bodyOf(element);
    if (element.id === selected) children.push(selectionFrame(element));
    shapes.push({ tag: 'g', attrs: {}, children, elementId: element.id });
  }
  return shapes;
}

/** The picture saved for reviewers and the PDF, as an SVG document at the diagram's size. */
export const diagramSvg = (content: DiagramContent) => svgMarkup(diagramShapes(content), DIAGRAM_WIDTH, DIAGRAM_HEIGHT);
