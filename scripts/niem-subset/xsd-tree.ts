/**
 * A schema document as a tree of elements and attributes only: what cutting a subset reads and
 * writes. Text, comments and annotations are left out on reading (a schema's meaning is in its
 * elements and attributes; its documentation is what the subset drops). Attribute values stay as
 * written, entities included, so writing them back changes no pattern or enumeration.
 */
import { XMLParser } from 'fast-xml-parser';

const XS = 'http://www.w3.org/2001/XMLSchema';

export interface XsdNode {
  name: string;
  attributes: Record<string, string>;
  children: XsdNode[];
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseAttributeValue: false,
  parseTagValue: false,
  // Annotations are most of the release's text and are dropped: left unparsed, they cost nothing.
  stopNodes: ['*.xs:annotation'],
});

type ParsedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

function toNode(parsed: ParsedNode): XsdNode | undefined {
  const name = Object.keys(parsed).find((key) => key !== ':@');
  if (name === undefined || name === '#text' || name === '#comment' || name === 'xs:annotation') return undefined;
  const children = (parsed[name] as ParsedNode[]).map(toNode).filter((node) => node !== undefined);
  return { name, attributes: { ...parsed[':@'] }, children };
}

/** The document element of a schema document. */
export function parseXsd(text: string): XsdNode {
  const roots = (parser.parse(text) as ParsedNode[]).map(toNode).filter((node) => node !== undefined);
  // The subset reads and writes XML Schema's own names by their `xs:` prefix, as NIEM writes them.
  if (roots.length !== 1 || roots[0]!.name !== 'xs:schema' || roots[0]!.attributes['xmlns:xs'] !== XS) {
    throw new Error('Not a schema document writing XML Schema as xs: (xs:schema)');
  }
  return roots[0]!;
}

function attributeText(name: string, value: string): string {
  return `${name}="${value.replaceAll('"', '&quot;')}"`;
}

function writeNode(node: XsdNode, depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes).map(([name, value]) => ` ${attributeText(name, value)}`);
  if (node.children.length === 0) {
    lines.push(`${indent}<${node.name}${attributes.join('')}/>`);
    return;
  }
  lines.push(`${indent}<${node.name}${attributes.join('')}>`);
  for (const child of node.children) writeNode(child, depth + 1, lines);
  lines.push(`${indent}</${node.name}>`);
}

/**
 * The text of a schema document whose element is `root`: two spaces of indent, the root's
 * attributes one a line (they are mostly namespace declarations), the rest as read. Written here
 * rather than by a serializer because the tree holds nothing but elements and raw attributes, and
 * the subset must come out byte for byte the same on every run.
 */
export function writeXsd(root: XsdNode): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const attributes = Object.entries(root.attributes).map(([name, value]) => `\n  ${attributeText(name, value)}`);
  lines.push(`<${root.name}${attributes.join('')}>`);
  for (const child of root.children) writeNode(child, 1, lines);
  lines.push(`</${root.name}>`);
  return `${lines.join('\n')}\n`;
}
