import { describe, expect, it } from 'vitest';
import { codeListSeedSchema } from '../code-list';
import { CodeListId } from '../list-ids';
import { codeListSeeds } from './all-code-lists';

const byId = new Map(codeListSeeds.map((list) => [list.listId, list]));
const codesOf = (listId: number) => new Set(byId.get(listId)?.entries.map((e) => e.code));

describe('the shipped code lists', () => {
  it('seed every list id of the registry, once, and no other', () => {
    const ids = codeListSeeds.map((l) => l.listId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(Object.values(CodeListId).sort((a, b) => a - b));
  });

  it.each(codeListSeeds.map((l) => [l.listId, l.name, l] as const))(
    'list %i (%s) is valid, non-empty, with unique codes and labels',
    (_id, _name, list) => {
      expect(codeListSeedSchema.parse(list)).toEqual(list);
      expect(list.entries.length).toBeGreaterThan(0);
      const codes = list.entries.map((e) => e.code);
      expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
      for (const e of list.entries) expect(e.label.trim()).toBe(e.label);
    },
  );

  it('cascaded lists name a seeded parent list and every parent code exists in it', () => {
    const cascaded = codeListSeeds.filter((l) => l.parentListId !== null);
    expect(cascaded.map((l) => l.listId).sort((a, b) => a - b)).toEqual([
      CodeListId.City,
      CodeListId.Agency,
      CodeListId.Township,
    ]);
    for (const list of cascaded) {
      const parents = codesOf(list.parentListId!);
      expect(parents.size).toBeGreaterThan(0);
      const orphans = list.entries.filter((e) => e.parentCode !== null && !parents.has(e.parentCode));
      expect(orphans, `list ${list.listId}`).toEqual([]);
    }
    // Only cascaded lists carry parent codes; cities and townships always have one.
    for (const list of codeListSeeds.filter((l) => l.parentListId === null)) {
      expect(list.entries.every((e) => e.parentCode === null)).toBe(true);
    }
    for (const id of [CodeListId.City, CodeListId.Township]) {
      expect(byId.get(id)!.entries.every((e) => e.parentCode !== null)).toBe(true);
    }
  });

  it('every county has cities and townships under it', () => {
    for (const county of byId.get(CodeListId.County)!.entries) {
      for (const id of [CodeListId.City, CodeListId.Township]) {
        expect(
          byId.get(id)!.entries.some((e) => e.parentCode === county.code),
          `${id} of ${county.label}`,
        ).toBe(true);
      }
    }
  });

  it('holds the real Indiana lists: 92 counties by FIPS code and 567 municipalities', () => {
    const counties = byId.get(CodeListId.County)!.entries;
    expect(counties).toHaveLength(92);
    expect(counties.find((c) => c.code === '097')?.label).toBe('Marion');
    expect(counties.every((c) => /^\d{3}$/.test(c.code))).toBe(true);
    const cities = byId.get(CodeListId.City)!.entries;
    expect(cities).toHaveLength(567);
    expect(cities.find((c) => c.label === 'Indianapolis')).toEqual({
      code: '36003',
      label: 'Indianapolis',
      parentCode: '097',
    });
  });

  it('has the unit types 20, 21 and 23 that the UI rules treat as motor vehicles, and only non-motorists besides', () => {
    const units = byId.get(CodeListId.UnitType)!.entries;
    for (const code of ['20', '21', '23']) expect(units.find((u) => u.code === code)?.label).toMatch(/Motor Vehicle/);
    const others = units.filter((u) => !['20', '21', '23'].includes(u.code));
    expect(others.length).toBeGreaterThan(0);
    for (const u of others) expect(u.label).not.toMatch(/^(Parked |Working )?Motor Vehicle/);
  });

  it('has vehicle style 01, the code a registration style DEFAULT maps to', () => {
    expect(byId.get(CodeListId.VehicleStyle)!.entries.find((e) => e.code === '01')?.label).toBe('Passenger Car');
  });

  it('has the demo agency IN0490000 and ORI-shaped codes', () => {
    const agencies = byId.get(CodeListId.Agency)!.entries;
    expect(agencies.find((a) => a.code === 'IN0490000')?.label).toBe('Indianapolis Metropolitan Police Department');
    expect(agencies.every((a) => /^IN[0-9A-Z]{7}$/.test(a.code))).toBe(true);
  });

  it('has enough Indiana Code citations for autocomplete to mean something', () => {
    const citations = byId.get(CodeListId.Citation)!.entries;
    expect(citations.length).toBeGreaterThanOrEqual(150);
    expect(citations.every((c) => /^IC \d+(\.\d+)?-\d+(\.\d+)?-\d+(\.\d+)?-\d+(\.\d+)?$/.test(c.code))).toBe(true);
    expect(codesOf(CodeListId.Citation).has('IC 9-21-5-2')).toBe(true);
  });

  it('has the 12 clock positions plus under carriage, trailer, none and unknown for impact and damage areas', () => {
    const labels = byId.get(CodeListId.DamageArea)!.entries.map((e) => e.label);
    for (let hour = 1; hour <= 12; hour++) expect(labels).toContain(`${hour} o'clock`);
    for (const label of ['Undercarriage', 'Trailer', 'None (No Damage)', 'Unknown']) expect(labels).toContain(label);
  });

  it('has the states, DC, territories and Canadian provinces by postal code', () => {
    const states = codesOf(CodeListId.State);
    // 50 states, DC, 6 territories (UM included), 3 freely associated states, 13 provinces and territories.
    expect(states.size).toBe(50 + 1 + 6 + 3 + 13);
    for (const code of ['IN', 'DC', 'PR', 'GU', 'ON', 'QC', 'NL']) expect(states.has(code)).toBe(true);
  });

  it('says where each list comes from, and marks made-up lists as plausible', () => {
    for (const list of codeListSeeds) expect(list.source.length).toBeGreaterThan(10);
    const plausible = codeListSeeds.filter((l) => l.source.startsWith('Plausible')).map((l) => l.listId);
    for (const id of [
      CodeListId.UnitType,
      CodeListId.Agency,
      CodeListId.Citation,
      CodeListId.CitationType,
      CodeListId.InjuryNature,
    ]) {
      expect(plausible).toContain(id);
    }
  });
});
