import { describe, expect, it } from 'vitest';
import { multiCode, section, text } from '../definition/builders';
import type { FormDefinition } from '../definition/definition-schema';
import { withItemIds } from '../definition/item-ids';
import { conflictPath, conflictWrites } from './merge-conflict';
import { setAt, type ReportData } from '../definition/paths';
import { mergeReports } from './report-merge';
import { largeReport } from '../../validation/report-checks/test-reports';
import { vehicleCrashReport } from '../vehicle-crash-report';

/** A form of its own: the merge knows no form's fields, only sections, items and fields. */
const definition: FormDefinition = {
  ...vehicleCrashReport,
  name: 'Test form',
  sections: [
    section('Crash', 'Crash', [text('Weather', 'Weather'), text('Story', 'Story'), multiCode('Picks', 'Picks', 1)]),
    section('Cars', 'Cars', [text('Plate', 'Plate'), text('Make', 'Make')], {
      repeat: { min: 0, max: 99, itemLabel: 'Car' },
      sections: [
        section('Driver', 'Driver', [text('Last', 'Last Name'), text('First', 'First Name')]),
        section('Riders', 'Riders', [text('Name', 'Name')], { repeat: { min: 0, max: 9, itemLabel: 'Rider' } }),
      ],
    }),
  ],
  uiRules: [],
  validationRules: [],
};

const car = (id: string, plate: string, extra: ReportData = {}): ReportData => ({
  $id: id,
  Plate: plate,
  Driver: { Last: `DRIVER ${plate}` },
  ...extra,
});

const base = (): ReportData => ({
  Crash: { Weather: 'CLEAR', Story: 'ONE', Picks: ['1', '2'] },
  Cars: [car('a', 'A1'), car('b', 'B1', { Riders: [{ $id: 'r1', Name: 'RIDER' }] }), car('c', 'C1')],
});

const edit = (data: ReportData, path: string, value: unknown) => setAt(structuredClone(data), path, value);
const merge = (b: ReportData, m: ReportData, t: ReportData) => mergeReports(definition, b, m, t);
const plates = (data: ReportData) => (data.Cars as ReportData[]).map((c) => c.Plate);

describe('mergeReports', () => {
  it('takes a field changed on one side only from that side, either side, silently', () => {
    const mine = edit(base(), 'Crash.Weather', 'RAIN');
    const theirs = edit(base(), 'Crash.Story', 'TWO');
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect(data.Crash).toEqual({ Weather: 'RAIN', Story: 'TWO', Picks: ['1', '2'] });
  });

  it('takes the same change made on both sides without a conflict', () => {
    const mine = edit(base(), 'Crash.Weather', 'RAIN');
    const { data, conflicts } = merge(base(), mine, edit(base(), 'Crash.Weather', 'RAIN'));
    expect(conflicts).toEqual([]);
    expect((data.Crash as ReportData).Weather).toBe('RAIN');
  });

  it('keeps mine where both changed a field differently, with a conflict naming both values', () => {
    const mine = edit(base(), 'Cars.1.Driver.Last', 'MINE');
    const theirs = edit(base(), 'Cars.1.Driver.Last', 'THEIRS');
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(conflicts).toEqual([
      {
        kind: 'field',
        path: 'Cars.1.Driver.Last',
        steps: ['Cars', '#b', 'Driver', 'Last'],
        label: 'Car 2 › Driver › Last Name',
        mine: 'MINE',
        theirs: 'THEIRS',
        mineText: 'MINE',
        theirsText: 'THEIRS',
        mineSource: undefined,
        theirsSource: undefined,
      },
    ]);
    expect(((data.Cars as ReportData[])[1]!.Driver as ReportData).Last).toBe('MINE');
  });

  it('counts a field emptied on one side as a change, and blank, null and absent as the same', () => {
    const mine = edit(base(), 'Crash.Weather', '');
    const theirs = edit(base(), 'Crash.Story', null);
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect(data.Crash).toEqual({ Weather: '', Story: null, Picks: ['1', '2'] });
  });

  it('treats a multi-select as one value: both changing it is a conflict, not a union', () => {
    const mine = edit(base(), 'Crash.Picks', ['1', '2', '3']);
    const theirs = edit(base(), 'Crash.Picks', ['2']);
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(conflicts.map((c) => [c.path, c.mine, c.theirs])).toEqual([['Crash.Picks', ['1', '2', '3'], ['2']]]);
    expect((data.Crash as ReportData).Picks).toEqual(['1', '2', '3']);
  });

  it('matches items by id, not position: a car removed on the server does not shift my edit onto another', () => {
    const mine = edit(base(), 'Cars.2.Make', 'FORD');
    const theirs = structuredClone(base());
    (theirs.Cars as ReportData[]).splice(0, 1);
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect(plates(data)).toEqual(['B1', 'C1']);
    expect((data.Cars as ReportData[])[1]).toMatchObject({ $id: 'c', Plate: 'C1', Make: 'FORD' });
  });

  it('keeps items added on either side: the server’s order, then mine’s new ones', () => {
    const mine = structuredClone(base());
    (mine.Cars as ReportData[]).push(car('m', 'M1'));
    const theirs = structuredClone(base());
    (theirs.Cars as ReportData[]).unshift(car('t', 'T1'));
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect(plates(data)).toEqual(['T1', 'A1', 'B1', 'C1', 'M1']);
  });

  it('removes an item removed on one side and unchanged on the other', () => {
    const mine = structuredClone(base());
    (mine.Cars as ReportData[]).splice(1, 1);
    const theirs = edit(base(), 'Crash.Weather', 'SNOW');
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect(plates(data)).toEqual(['A1', 'C1']);
  });

  it('keeps an item I removed that the server changed, with a conflict; choosing mine removes it', () => {
    const mine = structuredClone(base());
    (mine.Cars as ReportData[]).splice(1, 1);
    const theirs = edit(base(), 'Cars.1.Make', 'TOYOTA');
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(plates(data)).toEqual(['A1', 'B1', 'C1']);
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts;
    expect(conflict).toMatchObject({ kind: 'item', path: 'Cars.1', label: 'Car 2', mine: null, mineText: 'Removed' });
    expect(conflict!.theirs).toMatchObject({ Make: 'TOYOTA' });
    expect(conflictWrites(data, conflict!, 'theirs')).toEqual([]);
    const [write] = conflictWrites(data, conflict!, 'mine');
    expect(write!.path).toBe('Cars');
    expect(plates({ Cars: write!.value })).toEqual(['A1', 'C1']);
  });

  it('keeps an item I changed that the server removed, with a conflict; choosing the server’s removes it', () => {
    const mine = edit(base(), 'Cars.0.Driver.First', 'ANN');
    const theirs = structuredClone(base());
    (theirs.Cars as ReportData[]).splice(0, 1);
    const { data, conflicts } = merge(base(), mine, theirs);
    // The server's items come first; the one it removed, kept for me, after them.
    expect(plates(data)).toEqual(['B1', 'C1', 'A1']);
    expect(conflicts).toMatchObject([{ kind: 'item', path: 'Cars.2', theirs: null, theirsText: 'Removed' }]);
    expect(conflictWrites(data, conflicts[0]!, 'mine')).toEqual([]);
    expect(plates({ Cars: conflictWrites(data, conflicts[0]!, 'theirs')[0]!.value })).toEqual(['B1', 'C1']);
  });

  it('merges nested repeated groups inside items the same way', () => {
    const mine = edit(base(), 'Cars.1.Riders.1', { $id: 'r2', Name: 'NEW RIDER' });
    const theirs = edit(base(), 'Cars.1.Riders.0.Name', 'RENAMED');
    const { data, conflicts } = merge(base(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect((data.Cars as ReportData[])[1]!.Riders).toEqual([
      { $id: 'r1', Name: 'RENAMED' },
      { $id: 'r2', Name: 'NEW RIDER' },
    ]);
  });

  it('carries keys the definition does not know from mine', () => {
    const mine = { ...edit(base(), 'Crash.Extra', 'KEEP'), Loose: { a: 1 } };
    const { data } = merge(base(), mine, edit(base(), 'Crash.Weather', 'FOG'));
    expect(data.Loose).toEqual({ a: 1 });
    expect(data.Crash).toMatchObject({ Extra: 'KEEP', Weather: 'FOG' });
  });

  it('matches items without ids by their place, as the server names them', () => {
    const legacy = (): ReportData => ({ Cars: [{ Plate: 'A1' }, { Plate: 'B1' }] });
    const mine = edit(legacy(), 'Cars.1.Make', 'KIA');
    // The server stores legacy items with the ids of their places (lib/forms/definition/item-ids.ts).
    const theirs = withItemIds(definition, edit(legacy(), 'Cars.0.Make', 'VW'));
    const { data, conflicts } = merge(legacy(), mine, theirs);
    expect(conflicts).toEqual([]);
    expect(data.Cars).toEqual([
      { $id: 'legacy-Cars-0', Plate: 'A1', Make: 'VW' },
      { $id: 'legacy-Cars-1', Plate: 'B1', Make: 'KIA' },
    ]);
  });

  it('makes the provenance follow the value taken', () => {
    const mine = edit(base(), 'Cars.0.Make', 'HONDA');
    const theirs = structuredClone(base());
    (theirs.Cars as ReportData[]).unshift(car('t', 'T1', { Make: 'BMW' }));
    const { data, provenance } = mergeReports(definition, base(), mine, theirs, {
      mineProvenance: { 'Cars.0.Make': 'vinDecode', 'Cars.1.Plate': 'registrationReturn' },
      theirsProvenance: { 'Cars.0.Make': 'vinDecode', 'Cars.2.Plate': 'barcode' },
    });
    expect(plates(data)).toEqual(['T1', 'A1', 'B1', 'C1']);
    expect(provenance).toEqual({
      'Cars.0.Make': 'vinDecode',
      'Cars.1.Make': 'vinDecode',
      'Cars.2.Plate': 'registrationReturn',
    });
  });

  it('finds a conflict’s field again after items move, and writes the server’s value there', () => {
    const mine = edit(base(), 'Cars.2.Plate', 'MINE');
    const { data, conflicts } = merge(base(), mine, edit(base(), 'Cars.2.Plate', 'THEIRS'));
    const moved = { ...data, Cars: (data.Cars as ReportData[]).slice(1) };
    expect(conflictPath(moved, conflicts[0]!)).toBe('Cars.1.Plate');
    expect(conflictWrites(moved, conflicts[0]!, 'theirs')).toEqual([{ path: 'Cars.1.Plate', value: 'THEIRS' }]);
    expect(conflictWrites({ Cars: [] }, conflicts[0]!, 'theirs')).toEqual([]);
  });

  it('merges two versions of a 30-unit report: different fields combine, the same field conflicts', () => {
    const start = largeReport(30);
    let mine = start;
    let theirs = start;
    for (let i = 0; i < 30; i += 3) {
      mine = setAt(mine, `Units.${i}.Driver.PHONETXT`, '317-555-0101');
      theirs = setAt(theirs, `Units.${i + 1}.Driver.PHONETXT`, '317-555-0102');
    }
    mine = setAt(mine, 'Units.29.Passengers.0.NAMEFIRSTTXT', 'MINE');
    theirs = setAt(theirs, 'Units.29.Passengers.0.NAMEFIRSTTXT', 'THEIRS');
    const { data, conflicts } = mergeReports(vehicleCrashReport, start, mine, theirs);
    expect(conflicts.map((c) => [c.path, c.label, c.mineText, c.theirsText])).toEqual([
      ['Units.29.Passengers.0.NAMEFIRSTTXT', 'Unit 30 › Passenger 1 › First Name', 'MINE', 'THEIRS'],
    ]);
    const units = data.Units as { Driver: ReportData }[];
    expect(units).toHaveLength(30);
    expect(units.filter((u) => u.Driver.PHONETXT === '317-555-0101')).toHaveLength(10);
    expect(units.filter((u) => u.Driver.PHONETXT === '317-555-0102')).toHaveLength(10);
  });
});
