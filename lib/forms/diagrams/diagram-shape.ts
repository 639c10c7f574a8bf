/**
 * A drawing as a tree of SVG elements, written once and shown two ways: by React in the editor
 * and as SVG text for the saved picture. Attribute names are React's (strokeWidth); the text
 * form turns them into SVG's (stroke-width).
 */
export interface Shape {
  tag: 'g' | 'rect' | 'line' | 'polyline' | 'polygon' | 'path' | 'circle' | 'text';
  attrs: Record<string, string | number>;
  children?: Shape[];
  /** The text of a text element. */
  text?: string;
  /** The diagram element this group draws, so a pointer on it finds it. */
  elementId?: number;
}

export function shape(tag: Shape['tag'], attrs: Shape['attrs'], children?: Shape[]): Shape {
  return children ? { tag, attrs, children } : { tag, attrs };
}

export function textShape(attrs: Shape['attrs'], text: string): Shape {
  return { tag: 'text', attrs, text };
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const svgName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function markup(node: Shape): string {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${svgName(k)}="${escape(String(v))}"`)
    .join('');
  const inner = node.text !== undefined ? escape(node.text) : (node.children ?? []).map(markup).join('');
  return `<${node.tag}${attrs}>${inner}</${node.tag}>`;
}

/** A standalone SVG document of the shapes at the given size. */
export function svgMarkup(shapes: Shape[], width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${shapes.map(markup).join('')}</svg>`;
}
