import { create } from 'xmlbuilder2';
import { exchangePrefixes } from './exchange-namespaces';
import type { ExportProblem, SchemaOrder, XNode } from './niem-document';

/** An element's place among its parent's type's particles, through its substitution heads. */
function rankOf(order: SchemaOrder, positions: Map<string, number>, name: string): number | undefined {
  for (
    let at: string | undefined = name, hops = 0;
    at !== undefined && hops < 8;
    at = order.substitutes.get(at), hops++
  ) {
    const rank = positions.get(at);
    if (rank !== undefined) return rank;
  }
  return undefined;
}

/**
 * Puts every element's children in the order its type wants them (a stable sort, so repeated
 * elements keep the report's order). A child the type has no place for is a mapping mistake,
 * named as a problem; the validator would refuse the document anyway.
 */
export function orderTree(root: XNode, order: SchemaOrder): ExportProblem[] {
  const problems: ExportProblem[] = [];
  const visit = (node: XNode) => {
    if (node.children.length === 0) return;
    const type = node.type ?? order.elementType.get(node.name);
    const positions = new Map((type ? (order.children.get(type) ?? []) : []).map((child, n) => [child, n]));
    const ranked = node.children.map((child, n) => ({ child, n, rank: rankOf(order, positions, child.name) }));
    for (const { child, rank } of ranked) {
      if (rank === undefined)
        problems.push({ field: child.field ?? '', message: `${child.name} has no place in ${node.name}.` });
    }
    ranked.sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.n - b.n);
    node.children = ranked.map((r) => r.child);
    node.children.forEach(visit);
  };
  visit(root);
  return problems;
}

/** Every element that holds a field's value, by its XPath with a position on every step. */
export function fieldElements(root: XNode): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (node: XNode, path: string) => {
    if (node.field !== undefined) out.set(path, node.field);
    const seen = new Map<string, number>();
    for (const child of node.children) {
      const n = (seen.get(child.name) ?? 0) + 1;
      seen.set(child.name, n);
      visit(child, `${path}/${child.name}[${n}]`);
    }
  };
  visit(root, `/${root.name}[1]`);
  return out;
}

/** An XPath of `/prefix:Name[n]` steps with the position written on every step (a missing one is 1). */
export function canonicalXPath(path: string): string {
  return path
    .split('/')
    .filter((step) => step !== '')
    .map((step) => (/\[\d+\]$/.test(step) ? step : `${step}[1]`))
    .reduce((out, step) => `${out}/${step}`, '');
}

/** Steps above which an element is the whole report or the whole crash: about no one field. */
const CONTAINER_MIN_DEPTH = 3;
const depthOf = (xpath: string) => xpath.split('/').length - 1;

/**
 * The field each element holding fields stands for, below the report and the crash: the first of
 * its fields in the form's order (`rank`), so a reason at `j:DriverLicense` is shown at the licence
 * number, whatever order the schema writes the licence's parts in. Added to `elements` where it
 * has no field of its own; the map is stored as JSON whose key order the database does not keep.
 */
export function withContainerFields(
  elements: Map<string, string>,
  rank: (field: string) => number,
): Map<string, string> {
  const out = new Map(elements);
  const best = new Map<string, string>();
  for (const [xpath, field] of elements) {
    const own = rank(field);
    // Up from the element's parent to the shallowest container, cutting one step at a time.
    for (let cut = xpath.lastIndexOf('/'); cut > 0; cut = xpath.lastIndexOf('/', cut - 1)) {
      const container = xpath.slice(0, cut);
      if (depthOf(container) < CONTAINER_MIN_DEPTH) break;
      const held = best.get(container);
      if (held === undefined || own < rank(held)) best.set(container, field);
    }
  }
  for (const [container, field] of best) if (!out.has(container)) out.set(container, field);
  return out;
}

/**
 * The report data path an element of a sent document held, for showing a state's reason at its
 * field: the element itself (a container: the field withContainerFields chose), or else a field
 * inside it. The report or the crash as a whole is about no field: the reason stays in the notice.
 */
export function fieldOfElement(elements: Map<string, string>, xpath: string): string | undefined {
  const wanted = canonicalXPath(xpath);
  const exact = elements.get(wanted);
  if (exact !== undefined) return exact;
  if (depthOf(wanted) < CONTAINER_MIN_DEPTH) return undefined;
  for (const [path, field] of elements) if (path.startsWith(`${wanted}/`)) return field;
  return undefined;
}

const namespaceOf = (qname: string) => exchangePrefixes[qname.split(':')[0] as keyof typeof exchangePrefixes];

/** The ordered tree as an XML document, every prefix the exchange writes declared on the root. */
export function toXml(root: XNode): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const declarations = Object.fromEntries(Object.entries(exchangePrefixes).map(([p, uri]) => [`xmlns:${p}`, uri]));
  const write = (parent: ReturnType<typeof doc.ele> | typeof doc, node: XNode, top: boolean) => {
    const element = parent.ele(namespaceOf(node.name), node.name, top ? declarations : undefined);
    if (node.type) element.att(exchangePrefixes.xsi, 'xsi:type', node.type);
    for (const [name, value] of Object.entries(node.attrs)) element.att(namespaceOf(name), name, value);
    if (node.text !== undefined) element.txt(node.text);
    for (const child of node.children) write(element, child, false);
  };
  write(doc, root, true);
  return doc.end({ prettyPrint: true });
}
