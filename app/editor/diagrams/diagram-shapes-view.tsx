import { createElement, type ReactNode } from 'react';
import type { Shape } from '../../../lib/forms/diagrams/diagram-shape';

/** The drawing's shapes as React SVG elements; a diagram element's group carries its id for the pointer. */
export function ShapesView({ shapes }: { shapes: Shape[] }): ReactNode {
  return shapes.map((node, i) => shapeNode(node, i));
}

function shapeNode(node: Shape, key: number): ReactNode {
  const props: Record<string, unknown> = { ...node.attrs, key };
  if (node.elementId !== undefined) props['data-element-id'] = node.elementId;
  const children = node.text ?? node.children?.map(shapeNode);
  return createElement(node.tag, props, children);
}
