import { describe, expect, it } from 'vitest';
import { entriesOfSeeds, type CodeListEntry } from './code-list';
import { CodeListId } from './list-ids';
import { buildCodeLookup } from './lookup';
import { codeListSeeds } from './seed/all-code-lists';
import { rankEntries } from './search-rule';

const at = '2026-01-01T00:00:00.000Z';
const entry = (listId: number, code: string, label: string, parentCode: string | null = null, active = true) =>
  ({ listId, code, label, parentCode, active, lastUpdated: at }) satisfies CodeListEntry;

describe('the client code lookup', () => {
  const lookup = buildCodeLookup([
    entry(2, '097', 'Marion'),
    entry(2, '053', 'Grant'),
    entry(3, '36003', 'Indianapolis', '097'),
    entry(3, '71828', 'Speedway', '097'),
    entry(3, '46908', 'Marion', '053'),
    entry(3, '99999', 'Old Town', '097', false),
    entry(340, 'IC 9-21-5-10', 'Speed on a bridge'),
    entry(340, 'IC 9-21-5-2', 'Exceeding the maximum speed limit'),
  ]);

  it('finds an entry by code, an inactive one too (old reports still show its label)', () => {
    expect(lookup.get(3, '36003')?.label).toBe('Indianapolis');
    expect(lookup.get(3, '99999')?.active).toBe(false);
    expect(lookup.get(3, 'nope')).toBeUndefined();
    expect(lookup.get(77, '1')).toBeUndefined();
    expect(lookup.listIds()).toEqual([2, 3, 340]);
  });

  it('lists active entries in natural code order, and a parent’s active children for cascades', () => {
    expect(lookup.entries(340).map((e) => e.code)).toEqual(['IC 9-21-5-2', 'IC 9-21-5-10']);
    expect(lookup.entries(3).map((e) => e.code)).toEqual(['36003', '46908', '71828']);
    expect(lookup.children(3, '097').map((e) => e.label)).toEqual(['Indianapolis', 'Speedway']);
    expect(lookup.children(3, '001')).toEqual([]);
    expect(lookup.entries(77)).toEqual([]);
  });

  it('searches active entries from 2 characters, code prefix first, optionally under one parent', () => {
    expect(lookup.search(3, 'i')).toEqual([]);
    expect(lookup.search(3, 'ma').map((e) => e.label)).toEqual(['Marion']);
    expect(lookup.search(3, 'ma', { parentCode: '097' })).toEqual([]);
    expect(lookup.search(3, 'WA', { parentCode: '097' }).map((e) => e.label)).toEqual(['Speedway']);
    expect(lookup.search(3, 'to')).toEqual([]);
    expect(lookup.search(3, '36').map((e) => e.code)).toEqual(['36003']);
    expect(lookup.search(340, 'IC', { limit: 1 }).map((e) => e.code)).toEqual(['IC 9-21-5-2']);
    expect(lookup.search(77, 'ab')).toEqual([]);
  });

  it('answers 20 entries unless asked otherwise', () => {
    const seeded = buildCodeLookup(entriesOfSeeds(codeListSeeds, at));
    expect(seeded.search(CodeListId.Citation, 'ic')).toHaveLength(20);
    expect(seeded.search(CodeListId.Citation, 'ic', { limit: 100 })).toHaveLength(100);
  });

  it('agrees with the rule the server applies, for every 2-character prefix of every shipped list', () => {
    const all = entriesOfSeeds(codeListSeeds, at);
    const seeded = buildCodeLookup(all);
    for (const list of codeListSeeds) {
      const active = all.filter((e) => e.listId === list.listId);
      const texts = new Set(
        list.entries.flatMap((e) => [e.code.slice(0, 2), e.label.slice(0, 2), e.label.slice(2, 4)]),
      );
      for (const text of texts) {
        expect(seeded.search(list.listId, text, { limit: 15 })).toEqual(rankEntries(active, text, 15));
      }
    }
  });

  it('finds Indianapolis among Marion County’s cities and IC 9-21-5-2 among the citations', () => {
    const seeded = buildCodeLookup(entriesOfSeeds(codeListSeeds, at));
    expect(seeded.search(CodeListId.City, 'in', { parentCode: '097' })[0]?.label).toBe('Indianapolis');
    expect(
      seeded
        .search(CodeListId.Citation, 'IC 9-21-5-')
        .map((e) => e.code)
        .slice(0, 3),
    ).toEqual(['IC 9-21-5-1', 'IC 9-21-5-2', 'IC 9-21-5-3']);
  });
});

describe('the client code lookup, built lazily', () => {
  it('works out a list’s search keys on its first use only, and only that list’s', () => {
    const labelsRead: string[] = [];
    // An entry whose label records each time search keys are computed from it.
    const watched = (listId: number, code: string, label: string) => {
      const e = entry(listId, code, label);
      return Object.defineProperty(e, 'label', {
        get: () => (labelsRead.push(`${listId}:${code}`), label),
        enumerable: true,
      });
    };
    const lookup = buildCodeLookup([watched(2, '097', 'Marion'), watched(340, 'IC 9-21-5-2', 'Speeding')]);
    expect(lookup.get(340, 'IC 9-21-5-2')?.code).toBe('IC 9-21-5-2');
    expect(labelsRead).toEqual([]);
    expect(lookup.entries(2).map((e) => e.code)).toEqual(['097']);
    const readsForList2 = labelsRead.length;
    expect(readsForList2).toBeGreaterThan(0);
    expect(new Set(labelsRead)).toEqual(new Set(['2:097']));
    // The keys are kept: searching the same list computes none again.
    expect(lookup.children(2, 'none')).toEqual([]);
    expect(labelsRead).toHaveLength(readsForList2);
    expect(labelsRead.filter((read) => read.startsWith('340:'))).toEqual([]);
  });
});
