import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatElementPath, type ElementStep } from '../../lib/state-repository/element-path';

/** One element of a parsed document, with the path a state repository's reason would name it by. */
export interface XmlElement {
  /** The name as the document writes it, prefix included, e.g. j:CrashVehicle. */
  name: string;
  /** E.g. /cr:CrashReport/j:Crash/j:CrashVehicle[2]/j:CrashDriver/j:DriverLicense. */
  path: string;
  /** Attributes as written, prefixes included. */
  attributes: Record<string, string>;
  /** The element's own text, its children's left out, trimmed. */
  text: string;
  children: XmlElement[];
}

/** fast-xml-parser's preserveOrder node: one key naming the element (or #text), and ':@' its attributes. */
type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

const nameOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@')!;

function step(name: string, position: number | undefined): ElementStep {
  const [prefix, local, extra] = name.split(':');
  if (!local || extra !== undefined)
    throw new Error(`<${name}> has no prefix: the protocol's paths name prefixed elements only`);
  return { prefix: prefix!, name: local, ...(position === undefined ? {} : { position }) };
}

function elementsOf(nodes: OrderedNode[], parent: ElementStep[]): XmlElement[] {
  const elements = nodes.filter((node) => !nameOf(node).startsWith('#'));
  const counts = new Map<string, number>();
  for (const node of elements) counts.set(nameOf(node), (counts.get(nameOf(node)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return elements.map((node) => {
    const name = nameOf(node);
    const nth = (seen.get(name) ?? 0) + 1;
    seen.set(name, nth);
    // A position only where the name repeats among its siblings, as the protocol's examples write it.
    const steps = [...parent, step(name, counts.get(name)! > 1 ? nth : undefined)];
    const content = node[name] as OrderedNode[];
    return {
      name,
      path: formatElementPath(steps),
      attributes: { ...node[':@'] },
      text: content
        .filter((child) => nameOf(child) === '#text')
        .map((child) => String(child['#text']))
        .join(''),
      children: elementsOf(content, steps),
    };
  });
}

/** The root element of an XML document; throws when the text is not well-formed XML. */
export function readXmlTree(xml: string): XmlElement {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const roots = elementsOf(parser.parse(xml) as OrderedNode[], []);
  if (roots.length !== 1) throw new Error(`Not one root element but ${roots.length}`);
  return roots[0]!;
}

/** The elements under and including `root` that `test` picks, in document order. */
export function findElements(root: XmlElement, test: (element: XmlElement) => boolean): XmlElement[] {
  return [...(test(root) ? [root] : []), ...root.children.flatMap((child) => findElements(child, test))];
}
