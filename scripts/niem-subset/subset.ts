/**
 * Cutting a NIEM subset: from the release, only what the exchange schema and the wanted elements
 * reach. A subset must accept nothing the release refuses, so the only change made to a kept
 * component is dropping an optional element particle (minOccurs="0") whose element is not wanted:
 * no required particle goes, no facet, enumeration or attribute goes, no type is widened.
 */
import { importedLocations, resolveLocation } from './niem-release';
import { parseXsd, writeXsd, type XsdNode } from './xsd-tree';

const XS = 'http://www.w3.org/2001/XMLSchema';
const XML = 'http://www.w3.org/XML/1998/namespace';

/** The folder, beside the exchange schema, that the subset is written to and imported from. */
export const NIEM_SUBSET_FOLDER = 'niem';

export interface NiemSubsetInput {
  /** The release's schema documents by their path under its xsd/ folder. */
  release: ReadonlyMap<string, string>;
  /** The exchange schema: all it references is kept, and the elements it references are wanted. */
  exchangeSchema: string;
  /** Element QNames, with the prefix the release gives each namespace in its own document. */
  wanted: readonly string[];
}

type Kind = 'element' | 'type' | 'attribute' | 'attributeGroup' | 'group';

/** A global component: its kind and its expanded name, `{namespace}local`. */
type Key = `${Kind} ${string}`;

const GLOBAL_KINDS: Record<string, Kind> = {
  'xs:element': 'element',
  'xs:complexType': 'type',
  'xs:simpleType': 'type',
  'xs:attribute': 'attribute',
  'xs:attributeGroup': 'attributeGroup',
  'xs:group': 'group',
};

const REF_KINDS: Record<string, Kind> = {
  'xs:element': 'element',
  'xs:attribute': 'attribute',
  'xs:attributeGroup': 'attributeGroup',
  'xs:group': 'group',
};

const COMPOSITORS = new Set(['xs:sequence', 'xs:choice', 'xs:all']);

interface SchemaDocument {
  path: string;
  targetNamespace: string;
  /** The root's namespace declarations (the release declares none deeper). */
  prefixes: ReadonlyMap<string, string>;
  root: XsdNode;
  globals: ReadonlyMap<Key, XsdNode>;
}

function declarations(attributes: Record<string, string>): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('xmlns:')) prefixes.set(name.slice('xmlns:'.length), value);
  }
  prefixes.set('xml', XML);
  return prefixes;
}

function readDocument(path: string, text: string): SchemaDocument {
  const root = parseXsd(text);
  const targetNamespace = root.attributes.targetNamespace ?? '';
  const globals = new Map<Key, XsdNode>();
  for (const child of root.children) {
    const kind = GLOBAL_KINDS[child.name];
    if (kind && child.attributes.name) globals.set(`${kind} {${targetNamespace}}${child.attributes.name}`, child);
  }
  return { path, targetNamespace, prefixes: declarations(root.attributes), root, globals };
}

function expand(qname: string, prefixes: ReadonlyMap<string, string>, where: string): string {
  const colon = qname.indexOf(':');
  const prefix = colon < 0 ? '' : qname.slice(0, colon);
  const namespace = prefixes.get(prefix);
  if (namespace === undefined) throw new Error(`${where}: no namespace is declared for the prefix of ${qname}`);
  return `{${namespace}}${qname.slice(colon + 1)}`;
}

function namespaceOf(key: string): string {
  return key.slice(key.indexOf('{') + 1, key.indexOf('}'));
}

/** Every component `node` names (types, element and attribute references, substitution heads). */
function references(node: XsdNode, prefixes: ReadonlyMap<string, string>, where: string): Key[] {
  const found: Key[] = [];
  const visit = (current: XsdNode): void => {
    const { attributes } = current;
    const add = (kind: Kind, qnames: string | undefined): void => {
      for (const qname of qnames?.split(/\s+/).filter(Boolean) ?? []) {
        const expanded = expand(qname, prefixes, where);
        if (namespaceOf(expanded) !== XS) found.push(`${kind} ${expanded}`);
      }
    };
    add('type', attributes.type);
    add('type', attributes.base);
    add('type', attributes.itemType);
    add('type', attributes.memberTypes);
    add('element', attributes.substitutionGroup);
    const refKind = REF_KINDS[current.name];
    if (refKind) add(refKind, attributes.ref);
    current.children.forEach(visit);
  };
  visit(node);
  return found;
}

function minOccurs(particle: XsdNode): number {
  return Number(particle.attributes.minOccurs ?? '1');
}

/**
 * `component` as the subset keeps it: without the optional element particles `isWanted` refuses,
 * and without the compositors that leaves empty inside others (an emptied one matches only
 * nothing at all, which the compositor around it already allows). Attributes of other
 * vocabularies (NIEM's appinfo) go with the annotations; the compositor at the top of a content
 * model stays even when empty, as an empty sequence.
 */
function pruned(component: XsdNode, isWanted: (ref: string) => boolean, where: string): XsdNode {
  const copy = (node: XsdNode, insideCompositor: boolean): XsdNode | undefined => {
    if (insideCompositor && node.name === 'xs:element' && node.attributes.ref && !isWanted(node.attributes.ref)) {
      if (minOccurs(node) === 0) return undefined;
    }
    const compositor = COMPOSITORS.has(node.name);
    const children = node.children
      .map((child) => copy(child, compositor))
      .filter((child): child is XsdNode => child !== undefined);
    if (compositor && children.length === 0 && node.children.length > 0) {
      if (insideCompositor) return undefined;
      return { name: 'xs:sequence', attributes: {}, children };
    }
    const attributes = Object.fromEntries(
      Object.entries(node.attributes).filter(([name]) => !name.includes(':') || name.startsWith('xml:')),
    );
    return { name: node.name, attributes, children };
  };
  const result = copy(component, false);
  if (!result) throw new Error(`${where}: the component itself was pruned`);
  assertRequiredParticlesKept(component, result, where);
  return result;
}

/** The element references of `node`'s content models that a document must hold at least once. */
function requiredRefs(node: XsdNode, insideCompositor = false, out: string[] = []): string[] {
  if (insideCompositor && node.name === 'xs:element' && node.attributes.ref && minOccurs(node) > 0) {
    out.push(node.attributes.ref);
  }
  for (const child of node.children) requiredRefs(child, COMPOSITORS.has(node.name), out);
  return out;
}

/**
 * A second look, independent of the pruning above: every element particle with a minOccurs above
 * zero in the release is still in the subset's copy `cut` of `original`, else the cut stops. A
 * subset without one would accept documents the release refuses.
 */
export function assertRequiredParticlesKept(original: XsdNode, cut: XsdNode, where: string): void {
  const kept = requiredRefs(cut);
  for (const ref of requiredRefs(original)) {
    const index = kept.indexOf(ref);
    if (index < 0) throw new Error(`${where}: refusing to remove the required particle ${ref}`);
    kept.splice(index, 1);
  }
}

function usedPrefixes(node: XsdNode, used: Set<string>): void {
  const addPrefix = (qname: string): void => {
    const colon = qname.indexOf(':');
    if (colon > 0) used.add(qname.slice(0, colon));
  };
  addPrefix(node.name);
  for (const [name, value] of Object.entries(node.attributes)) {
    if (name.startsWith('xmlns')) continue;
    addPrefix(name);
    if (['type', 'base', 'itemType', 'memberTypes', 'substitutionGroup', 'ref'].includes(name)) {
      value.split(/\s+/).filter(Boolean).forEach(addPrefix);
    }
  }
  node.children.forEach((child) => usedPrefixes(child, used));
}

/**
 * The subset of `input.release`: the text of each schema document it keeps, by its path under the
 * release's xsd/ folder (the layout the subset mirrors), in path order.
 */
export function cutNiemSubset(input: NiemSubsetInput): Map<string, string> {
  const byNamespace = new Map<string, string>();
  const ownPrefixes = new Map<string, string>();
  for (const [path, text] of input.release) {
    if (!path.endsWith('.xsd')) continue;
    const rootTag = /<(?:[\w.-]+:)?schema\b[^>]*>/.exec(text)?.[0] ?? '';
    const namespace = /\btargetNamespace\s*=\s*"([^"]*)"/.exec(rootTag)?.[1];
    if (namespace === undefined) continue;
    byNamespace.set(namespace, path);
    for (const [, prefix, declared] of rootTag.matchAll(/\bxmlns:([\w.-]+)\s*=\s*"([^"]*)"/g)) {
      if (declared === namespace) ownPrefixes.set(prefix!, namespace);
    }
  }

  const documents = new Map<string, SchemaDocument>();
  const documentOf = (namespace: string, needed: string): SchemaDocument => {
    const path = byNamespace.get(namespace);
    if (path === undefined) throw new Error(`The release has no schema document for ${namespace}, needed by ${needed}`);
    let document = documents.get(path);
    if (!document) {
      document = readDocument(path, input.release.get(path)!);
      documents.set(path, document);
    }
    return document;
  };
  const declaration = (key: Key, needed: string): XsdNode => {
    const node = documentOf(namespaceOf(key), needed).globals.get(key);
    if (!node) throw new Error(`The release declares no ${key}, needed by ${needed}`);
    return node;
  };

  const exchange = readDocument('exchange schema', input.exchangeSchema);
  for (const location of importedLocations(input.exchangeSchema)) {
    const inRelease = resolveLocation(`${NIEM_SUBSET_FOLDER}/`, location.slice(NIEM_SUBSET_FOLDER.length + 1));
    if (!location.startsWith(`${NIEM_SUBSET_FOLDER}/`) || !input.release.has(inRelease)) {
      throw new Error(
        `The exchange schema imports ${location}, which is not in the release under ${NIEM_SUBSET_FOLDER}/`,
      );
    }
  }
  const fromExchange = references(exchange.root, exchange.prefixes, 'exchange schema').filter(
    (key) => namespaceOf(key) !== exchange.targetNamespace,
  );

  // Wanted: the elements named, those the exchange schema references, and the substitution
  // heads above them, without which no content model could hold them.
  const wanted = new Set<Key>();
  const pendingWanted: Key[] = [
    ...input.wanted.map((qname): Key => `element ${expand(qname, ownPrefixes, 'wanted elements')}`),
    ...fromExchange.filter((key) => key.startsWith('element ')),
  ];
  for (let key = pendingWanted.pop(); key !== undefined; key = pendingWanted.pop()) {
    if (wanted.has(key)) continue;
    wanted.add(key);
    const node = declaration(key, 'the wanted elements');
    const head = node.attributes.substitutionGroup;
    if (head) pendingWanted.push(`element ${expand(head, documentOf(namespaceOf(key), key).prefixes, key)}`);
  }

  const kept = new Map<Key, XsdNode>();
  const pending: Key[] = [...wanted, ...fromExchange];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (kept.has(key)) continue;
    const document = documentOf(namespaceOf(key), key);
    const where = `${document.path}: ${key}`;
    const isWanted = (ref: string): boolean => wanted.has(`element ${expand(ref, document.prefixes, where)}`);
    const component = pruned(declaration(key, where), isWanted, where);
    kept.set(key, component);
    pending.push(...references(component, document.prefixes, where));
  }

  const subset = new Map<string, string>();
  for (const document of [...documents.values()].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const components = document.root.children.flatMap((child) => {
      const kind = GLOBAL_KINDS[child.name];
      const node = kind && kept.get(`${kind} {${document.targetNamespace}}${child.attributes.name}`);
      return node ? [node] : [];
    });
    if (components.length === 0) continue;
    const referenced = new Set(
      components.flatMap((component) => references(component, document.prefixes, document.path).map(namespaceOf)),
    );
    const imports = document.root.children.filter(
      (child) => child.name === 'xs:import' && referenced.has(child.attributes.namespace ?? ''),
    );
    for (const namespace of referenced) {
      if (namespace !== document.targetNamespace && !imports.some((i) => i.attributes.namespace === namespace)) {
        throw new Error(`${document.path} references ${namespace} without importing it`);
      }
    }
    const children = [...imports.map((node) => pruned(node, () => true, document.path)), ...components];
    // The release points schema processors at its appinfo and conformance documents, which
    // describe annotations the subset does not keep.
    const rootAttributes = Object.entries(document.root.attributes).filter(([name]) => name !== 'xsi:schemaLocation');
    const used = new Set<string>(['xs']);
    children.forEach((child) => usedPrefixes(child, used));
    usedPrefixes({ name: document.root.name, attributes: Object.fromEntries(rootAttributes), children: [] }, used);
    const attributes = Object.fromEntries(
      rootAttributes.filter(([name]) => !name.startsWith('xmlns:') || used.has(name.slice('xmlns:'.length))),
    );
    const root: XsdNode = { name: document.root.name, attributes, children };
    subset.set(document.path, writeXsd(root));
  }
  return subset;
}
