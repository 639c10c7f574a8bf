import { XMLParser } from 'fast-xml-parser';
import { qualified } from '../../lib/exchange/exchange-namespaces';
import type { SchemaOrder } from '../../lib/exchange/niem-document';

/** fast-xml-parser's ordered form: each node one key (its tag) and ':@' for its attributes. */
type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' });

const tagOf = (node: Ordered) => Object.keys(node).find((k) => k !== ':@') ?? '';
const childrenOf = (node: Ordered) => (node[tagOf(node)] as Ordered[] | undefined) ?? [];
const attrs = (node: Ordered) => node[':@'] ?? {};
/** XML Schema's own elements, whatever prefix a file gives the namespace. */
const isXs = (node: Ordered, local: string) => tagOf(node).endsWith(`:${local}`) || tagOf(node) === local;

/**
 * Reads the order in which XML Schema files want each type's child elements, and each element's
 * type and substitution group: the document builder sorts what the mapping wrote by it, so the
 * mapping needs no order of its own and a new mapping may use any element the schemas declare.
 * Only the namespaces the exchange writes are kept (exchangePrefixes).
 */
export function readSchemaOrder(schemaTexts: string[]): SchemaOrder {
  const order: SchemaOrder = { elementType: new Map(), substitutes: new Map(), children: new Map() };
  const own = new Map<string, { base?: string | undefined; particles: string[] }>();
  for (const text of schemaTexts) {
    const schema = (parser.parse(text) as Ordered[]).find((n) => isXs(n, 'schema'));
    if (!schema) continue;
    const namespaces = new Map<string, string>();
    for (const [name, value] of Object.entries(attrs(schema))) {
      if (name.startsWith('xmlns:')) namespaces.set(name.slice(6), value);
    }
    const target = attrs(schema).targetNamespace ?? '';
    const resolve = (name: string | undefined) => {
      if (!name) return undefined;
      const [prefix, local] = name.includes(':') ? (name.split(':') as [string, string]) : ['', name];
      const uri = prefix === '' ? target : namespaces.get(prefix);
      return uri === undefined ? undefined : qualified(uri, local);
    };
    for (const node of childrenOf(schema)) {
      const name = attrs(node).name;
      const self = name === undefined ? undefined : resolve(name);
      if (!self) continue;
      if (isXs(node, 'element')) {
        const type = resolve(attrs(node).type);
        if (type) order.elementType.set(self, type);
        const head = resolve(attrs(node).substitutionGroup);
        if (head) order.substitutes.set(self, head);
      } else if (isXs(node, 'complexType')) {
        own.set(self, contentOf(node, resolve));
      }
    }
  }
  const flatten = (type: string, seen: Set<string>): string[] => {
    const cached = order.children.get(type);
    if (cached) return cached;
    const content = own.get(type);
    if (!content || seen.has(type)) return [];
    seen.add(type);
    const list = [...(content.base ? flatten(content.base, seen) : []), ...content.particles];
    order.children.set(type, list);
    return list;
  };
  for (const type of own.keys()) flatten(type, new Set());
  return order;
}

/** A complex type's base and its element particles in document order, through nested sequences and choices. */
function contentOf(type: Ordered, resolve: (name: string | undefined) => string | undefined) {
  let base: string | undefined;
  const particles: string[] = [];
  const visit = (node: Ordered) => {
    if (isXs(node, 'extension') || isXs(node, 'restriction')) base ??= resolve(attrs(node).base);
    if (isXs(node, 'element')) {
      const ref = resolve(attrs(node).ref ?? attrs(node).name);
      if (ref) particles.push(ref);
      return;
    }
    if (isXs(node, 'annotation') || isXs(node, 'attribute') || isXs(node, 'attributeGroup')) return;
    for (const child of childrenOf(node)) visit(child);
  };
  for (const child of childrenOf(type)) visit(child);
  return { base, particles };
}
