import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeListSeeds } from '../../../codes/seed/all-code-lists';
import { exchangeMappingSchema, type FieldExport } from '../../../exchange/exchange-mapping-schema';
import { mappingCoverage } from '../../../exchange/mapping-coverage';
import { buildExchange } from '../../../exchange/niem-document';
import { fieldElements } from '../../../exchange/niem-xml';
import { exchangeTestReport } from '../../../validation/report-checks/exchange-test-report';
import { walkFields } from '../../definition/definition-walk';
import { vehicleCrashReportExchange as mapping } from './exchange-mapping';
import { exchangeTranslations } from './exchange-translations';
import { vehicleCrashReport } from '../index';

const fields = walkFields(vehicleCrashReport);

const exportsOf = (path: string): FieldExport[] => {
  const mapped = mapping.fields[path];
  return mapped === undefined ? [] : Array.isArray(mapped) ? mapped : [mapped];
};
const codesOfList = (listId: number) => codeListSeeds.find((l) => l.listId === listId)?.entries.map((e) => e.code);
/** The codes a field can hold: its list's, or its own options'. */
const fieldCodes = (path: string) => {
  const field = fields.find((f) => f.path === path)?.field;
  return field?.codeListId !== undefined ? codesOfList(field.codeListId) : field?.options?.map((o) => o.value);
};
const build = () =>
  buildExchange(vehicleCrashReport, mapping, exchangeTestReport(), { name: 'cr:CrashReport', attrs: {}, children: [] });

describe('the Vehicle Crash Report in the exchange', () => {
  it('is a valid exchange mapping', () => {
    expect(exchangeMappingSchema.parse(mapping)).toEqual(mapping);
  });

  it('maps or gives a reason for every field of the form, and names no field the form lacks', () => {
    expect(mappingCoverage(vehicleCrashReport, mapping)).toEqual({ unexported: [], unknown: [] });
  });

  it('gives each section context a section of the form', () => {
    const sections = new Set(
      fields.flatMap((f) => f.path.split('.').map((_, n, steps) => steps.slice(0, n).join('.'))),
    );
    for (const context of mapping.contexts) expect(sections, context.section).toContain(context.section);
  });

  it("translates every code of each translated field's list, to a target code or to null", () => {
    const used = new Set<string>();
    for (const { path } of fields) {
      for (const exp of exportsOf(path)) {
        if (!exp.codes) continue;
        used.add(exp.codes);
        const table = exchangeTranslations[exp.codes];
        expect(table, `${path} names table ${exp.codes}`).toBeDefined();
        const codes = fieldCodes(path);
        expect(codes, `${path} has codes`).toBeDefined();
        for (const code of codes ?? []) expect(Object.keys(table?.codes ?? {}), `${path} code ${code}`).toContain(code);
      }
    }
    expect([...used].sort()).toEqual(Object.keys(exchangeTranslations).sort());
    // Each target code is one of its list's in the NIEM release: server/exchange/translation-targets.test.ts.
  });

  it('declares every element of our own namespace it writes', () => {
    const xsd = readFileSync(new URL('../../../../exchange/crash-report.xsd', import.meta.url), 'utf8');
    const declared = new Set([...xsd.matchAll(/<xs:element name="([A-Za-z]+)"/g)].map((m) => `cr:${m[1]}`));
    const paths = [
      ...Object.values(mapping.fields).flatMap((e) => (Array.isArray(e) ? e : [e]).map((x) => x.element)),
      ...mapping.contexts.map((c) => c.element),
    ];
    const written = new Set(paths.flatMap((p) => p.match(/cr:[A-Za-z]+/g) ?? []));
    expect(written.size).toBeGreaterThan(50);
    for (const name of written) expect(declared, name).toContain(name);
  });

  it('builds the fully filled test report without a problem, writing every mapped field', () => {
    const built = build();
    expect(built.problems).toEqual([]);
    const writtenPaths = new Set(
      [...fieldElements(built.root).values()].map((at) => at.replace(/\.\d+(?=\.|$)/g, '.*')),
    );
    const mapped = Object.keys(mapping.fields);
    expect(mapped.filter((p) => !writtenPaths.has(p))).toEqual([]);
  });

  it('names each field of one JSON object differently', () => {
    const built = build();
    const leaves = (value: unknown): number => {
      if (Array.isArray(value))
        return value.some((v) => typeof v === 'object') ? value.reduce((n, v) => n + leaves(v), 0) : 1;
      if (value && typeof value === 'object') return Object.values(value).reduce<number>((n, v) => n + leaves(v), 0);
      return 1;
    };
    // Each export of a field lands in one JSON property (a field may have two: a NIEM element and
    // ours beside it); two exports sharing a name in one object would leave fewer.
    const exportsWritten = new Set(
      [...fieldElements(built.root)].map(
        ([xpath, field]) =>
          `${field} ${xpath
            .replace(/\[\d+\]/g, '')
            .split('/')
            .at(-1)}`,
      ),
    ).size;
    expect(leaves(built.json)).toBe(exportsWritten);
  });
});
