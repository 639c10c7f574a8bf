import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { niemElementsUsed } from '../../lib/exchange/niem-elements-used';
import { EXCHANGE_FOLDER, cutExchangeSubset } from './cut';
import { loadNiemRelease } from './niem-release';
import { NIEM_SUBSET_FOLDER, assertRequiredParticlesKept, cutNiemSubset } from './subset';
import { parseXsd, type XsdNode } from './xsd-tree';

const COMPOSITORS = ['xs:sequence', 'xs:choice', 'xs:all'];

/**
 * A component without its optional element particles (nor compositors left empty by that), nor
 * attributes of other vocabularies: what the subset may not change at all.
 */
function fixedPart(node: XsdNode, insideCompositor = false): XsdNode | undefined {
  if (insideCompositor && node.name === 'xs:element' && node.attributes.ref && node.attributes.minOccurs === '0') {
    return undefined;
  }
  const compositor = COMPOSITORS.includes(node.name);
  const children = node.children.map((child) => fixedPart(child, compositor)).filter((child) => child !== undefined);
  if (compositor && children.length === 0)
    return insideCompositor ? undefined : { name: 'empty', attributes: {}, children };
  const attributes = Object.fromEntries(
    Object.entries(node.attributes).filter(([name]) => !/^(?!xml:)\w+:/.test(name)),
  );
  return { name: node.name, attributes, children };
}

const T = 'http://example.com/t/1.0/';
const U = 'http://example.com/u/1.0/';

/** A release of two small documents, each the shape NIEM's are. */
const release = new Map([
  [
    'domains/t.xsd',
    `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema targetNamespace="${T}" version="1" xsi:schemaLocation="x ../utility/appinfo.xsd"
  xmlns:t="${T}" xmlns:u="${U}" xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:appinfo="http://example.com/appinfo/">
  <xs:annotation><xs:documentation>The t domain.</xs:documentation></xs:annotation>
  <xs:import namespace="${U}" schemaLocation="u.xsd"/>
  <xs:complexType name="ThingType">
    <xs:annotation><xs:documentation>A thing &amp; more.</xs:documentation></xs:annotation>
    <xs:sequence>
      <xs:element ref="t:Wanted" minOccurs="0" maxOccurs="unbounded"/>
      <xs:element ref="t:Unwanted" minOccurs="0"/>
      <xs:element ref="t:Required"/>
      <xs:choice>
        <xs:element ref="t:Unwanted" minOccurs="0"/>
        <xs:element ref="u:Other" minOccurs="0"/>
      </xs:choice>
      <xs:element ref="t:HeadAbstract" minOccurs="0"/>
    </xs:sequence>
  </xs:complexType>
  <xs:simpleType name="CodeSimpleType">
    <xs:restriction base="xs:token">
      <xs:enumeration value="A&amp;B"/>
      <xs:enumeration value="C"/>
    </xs:restriction>
  </xs:simpleType>
  <xs:element name="Thing" type="t:ThingType"/>
  <xs:element name="Wanted" type="t:CodeSimpleType" appinfo:note="x"/>
  <xs:element name="Unwanted" type="u:OtherType"/>
  <xs:element name="Required" type="xs:string"/>
  <xs:element name="HeadAbstract" abstract="true"/>
  <xs:element name="Member" type="xs:string" substitutionGroup="t:HeadAbstract"/>
  <xs:element name="Unused" type="xs:string"/>
</xs:schema>
`,
  ],
  [
    'domains/u.xsd',
    `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema targetNamespace="${U}" xmlns:u="${U}" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:complexType name="OtherType"><xs:sequence/></xs:complexType>
  <xs:element name="Other" type="u:OtherType"/>
</xs:schema>
`,
  ],
]);

const exchangeSchema = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema targetNamespace="http://example.com/x/" xmlns:x="http://example.com/x/" xmlns:t="${T}"
  xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="${T}" schemaLocation="niem/domains/t.xsd"/>
  <xs:element name="Root"><xs:complexType><xs:sequence><xs:element ref="t:Thing"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>
`;

describe('cutNiemSubset', () => {
  const subset = cutNiemSubset({ release, exchangeSchema, wanted: ['t:Wanted', 't:Member'] });
  const t = subset.get('domains/t.xsd')!;

  it('keeps what the exchange schema and the wanted elements reach, and the documents they are in only', () => {
    expect([...subset.keys()]).toEqual(['domains/t.xsd']);
    const names = parseXsd(t).children.map((child) => `${child.name} ${child.attributes.name ?? ''}`.trim());
    expect(names).toEqual([
      'xs:complexType ThingType',
      'xs:simpleType CodeSimpleType',
      'xs:element Thing',
      'xs:element Wanted',
      'xs:element Required',
      'xs:element HeadAbstract',
      'xs:element Member',
    ]);
  });

  it('drops the optional particles of unwanted elements, and the compositors that leaves empty', () => {
    expect(t).toContain(`    <xs:sequence>
      <xs:element ref="t:Wanted" minOccurs="0" maxOccurs="unbounded"/>
      <xs:element ref="t:Required"/>
      <xs:element ref="t:HeadAbstract" minOccurs="0"/>
    </xs:sequence>`);
  });

  it('keeps facets and enumerations as written, and drops annotations, foreign attributes and unused imports', () => {
    expect(t).toContain('<xs:enumeration value="A&amp;B"/>');
    expect(t).not.toMatch(/annotation|documentation|appinfo|xsi:|xs:import|xmlns:u=/);
    expect(t).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<xs:schema\n {2}targetNamespace=/);
  });

  it('comes out the same on every run', () => {
    expect(cutNiemSubset({ release, exchangeSchema, wanted: ['t:Member', 't:Wanted'] })).toEqual(subset);
  });

  it('keeps a required particle of an element nobody wants, with its declaration', () => {
    const only = cutNiemSubset({ release, exchangeSchema, wanted: [] }).get('domains/t.xsd')!;
    expect(only).toContain('<xs:element ref="t:Required"/>');
    expect(only).toContain('<xs:element name="Required" type="xs:string"/>');
    expect(only).not.toContain('t:Wanted');
  });

  it('names an element the release does not declare, and a prefix it does not know', () => {
    expect(() => cutNiemSubset({ release, exchangeSchema, wanted: ['t:Nothing'] })).toThrow(
      `The release declares no element {${T}}Nothing`,
    );
    expect(() => cutNiemSubset({ release, exchangeSchema, wanted: ['q:Thing'] })).toThrow(/prefix of q:Thing/);
  });
});

describe('assertRequiredParticlesKept', () => {
  const type = (particles: string) =>
    parseXsd(
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:complexType name="A"><xs:sequence>${particles}</xs:sequence></xs:complexType></xs:schema>`,
    ).children[0]!;

  it('refuses a cut that removed a required particle', () => {
    const original = type(
      '<xs:element ref="t:A"/><xs:element ref="t:B" minOccurs="0"/><xs:element ref="t:C" minOccurs="1"/>',
    );
    expect(() => assertRequiredParticlesKept(original, type('<xs:element ref="t:A"/>'), 'A')).toThrow(
      'A: refusing to remove the required particle t:C',
    );
    expect(() =>
      assertRequiredParticlesKept(original, type('<xs:element ref="t:A"/><xs:element ref="t:C" minOccurs="1"/>'), 'A'),
    ).not.toThrow();
  });
});

describe('the committed subset', () => {
  it('is what cutting it again gives, byte for byte (else run npm run niem-subset)', () => {
    const started = performance.now();
    const fresh = cutExchangeSubset();
    const elapsed = performance.now() - started;
    const folder = path.join(EXCHANGE_FOLDER, NIEM_SUBSET_FOLDER);
    const committed = new Map(
      fs
        .readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.xsd'))
        .sort()
        .map((file) => [file.split(path.sep).join('/'), fs.readFileSync(path.join(folder, file), 'utf8')]),
    );
    expect([...committed.keys()]).toEqual([...fresh.keys()]);
    for (const [file, text] of fresh) expect(committed.get(file), file).toBe(text);
    expect(elapsed).toBeLessThan(20_000);
  });

  it('changes no component of the release but by dropping optional element particles', () => {
    const release = loadNiemRelease();
    let compared = 0;
    for (const [file, text] of cutExchangeSubset()) {
      const original = new Map(
        parseXsd(release.get(file)!).children.map((node) => [`${node.name} ${node.attributes.name}`, node]),
      );
      for (const component of parseXsd(text).children.filter((node) => node.name !== 'xs:import')) {
        const from = original.get(`${component.name} ${component.attributes.name}`);
        expect(from, `${file}: ${component.attributes.name}`).toBeDefined();
        expect(fixedPart(component), `${file}: ${component.attributes.name}`).toEqual(fixedPart(from!));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('mirrors the release: each of its documents is at the path it has in the release, and each wanted element is declared', () => {
    const release = loadNiemRelease();
    const fresh = cutExchangeSubset();
    for (const file of fresh.keys()) expect(release.has(file), file).toBe(true);
    const declared = [...fresh.values()].join('\n');
    for (const qname of niemElementsUsed()) {
      expect(declared, qname).toContain(`<xs:element name="${qname.slice(qname.indexOf(':') + 1)}"`);
    }
  });
});
