import { describe, expect, it } from 'vitest';
import { buildCodeLookup } from '../../codes/lookup';
import { CodeListId } from '../../codes/list-ids';
import { completeReport } from '../../validation/report-checks/test-reports';
import { sampleCrashDiagram } from '../diagrams/crash-diagram-sample';
import { diffReports, pathLabel, sameValue } from './report-diff';
import { vehicleCrashReport } from '../vehicle-crash-report';

const codes = buildCodeLookup([
  { listId: CodeListId.Weather, code: '1', label: 'Clear', parentCode: null, active: true },
  { listId: CodeListId.Weather, code: '2', label: 'Rain', parentCode: null, active: true },
]);

type Data = ReturnType<typeof completeReport>;
const units = (d: Data) => d.Units as Record<string, Record<string, unknown>>[];

describe('diffReports', () => {
  it('finds nothing between a report and its copy, whatever the key order or kind of emptiness', () => {
    const a = completeReport();
    const b = JSON.parse(JSON.stringify(a)) as Data;
    (b.Narrative as Record<string, unknown>) = { NarrativeTxt: 'Unit 1 struck a light pole.', Extra: undefined };
    units(b)[0]!.Driver!.NAMELASTTXT = '';
    units(a)[0]!.Driver!.NAMEFIRSTTXT = null;
    const diagram = sampleCrashDiagram();
    (b.Diagram as Record<string, unknown>).CrashDiagram = {
      stamps: diagram.stamps,
      strokes: diagram.strokes,
      image: diagram.image,
    };
    expect(diffReports(vehicleCrashReport, a, b, codes)).toEqual([]);
  });

  it('lists a changed code with its labels, in form order, with the field label of its section', () => {
    const a = completeReport();
    const b = completeReport();
    (b.CrashDetails as Record<string, unknown>).WeatherCde = '2';
    (b.Narrative as Record<string, unknown>).NarrativeTxt = 'Unit 1 struck a pole.';
    (b.GeneralInformation as Record<string, unknown>).LocalCodeTxt = 'A2';
    expect(diffReports(vehicleCrashReport, a, b, codes)).toEqual([
      {
        path: 'GeneralInformation.LocalCodeTxt',
        label: expect.stringMatching(/^General Information › /),
        kind: 'changed',
        before: 'A1',
        after: 'A2',
        beforeText: 'A1',
        afterText: 'A2',
      },
      {
        path: 'CrashDetails.WeatherCde',
        label: expect.stringMatching(/^Crash Details › .*Weather/),
        kind: 'changed',
        before: '1',
        after: '2',
        beforeText: '1 - Clear',
        afterText: '2 - Rain',
      },
      expect.objectContaining({ path: 'Narrative.NarrativeTxt', label: 'Narrative › Narrative', kind: 'changed' }),
    ]);
  });

  it('numbers items of repeated groups and shows added and removed people field by field', () => {
    const a = completeReport();
    const b = completeReport();
    units(b)[0]!.Driver = { AggressiveDriveInd: '0', NAMELASTTXT: 'DOE' };
    units(b)[0]!.Passengers = [{ NAMELASTTXT: 'ROE', NAMEFIRSTTXT: 'RICHARD' }] as never;
    units(a)[0]!.VehicleInformation!.DAMAGEAREACDE = ['1'];
    b.Units = [...units(b), { UnitInformation: { UNITTYPECDE: '20' } }];
    const changes = diffReports(vehicleCrashReport, a, b);
    expect(changes.map((c) => [c.path, c.label, c.kind])).toEqual([
      ['Units.0.VehicleInformation.DAMAGEAREACDE', 'Unit 1 › Vehicle Information › Damaged Areas', 'changed'],
      ['Units.0.Driver.NAMELASTTXT', 'Unit 1 › Driver › Last Name', 'added'],
      ['Units.0.Passengers.0.NAMELASTTXT', 'Unit 1 › Passenger 1 › Last Name', 'added'],
      ['Units.0.Passengers.0.NAMEFIRSTTXT', 'Unit 1 › Passenger 1 › First Name', 'added'],
      ['Units.1.UnitInformation.UNITTYPECDE', 'Unit 2 › Unit Information › Unit Type', 'added'],
    ]);
    expect(changes[0]).toMatchObject({ before: ['1'], after: ['1', '12'] });
    expect(changes[1]).toMatchObject({ before: null, after: 'DOE', beforeText: '', afterText: 'DOE' });

    const back = diffReports(vehicleCrashReport, b, a);
    expect(back.find((c) => c.path === 'Units.1.UnitInformation.UNITTYPECDE')).toMatchObject({
      kind: 'removed',
      before: '20',
      after: null,
    });
  });

  it('summarises a changed diagram instead of repeating its picture', () => {
    const a = completeReport();
    const b = completeReport();
    const diagram = sampleCrashDiagram();
    diagram.stamps.push({ seq: 5, unit: 1, x: 10, y: 10 });
    (b.Diagram as Record<string, unknown>).CrashDiagram = diagram;
    expect(diffReports(vehicleCrashReport, a, b)).toEqual([
      {
        path: 'Diagram.CrashDiagram',
        label: 'Diagram › Crash Diagram',
        kind: 'changed',
        before: { lines: 1, vehicles: 0 },
        after: { lines: 1, vehicles: 1 },
        beforeText: 'Diagram: 1 line, 0 vehicles',
        afterText: 'Diagram: 1 line, 1 vehicle',
      },
    ]);
    (b.Diagram as Record<string, unknown>).CrashDiagram = null;
    expect(diffReports(vehicleCrashReport, a, b)[0]).toMatchObject({ kind: 'removed', after: null, afterText: '' });
  });
});

describe('pathLabel and sameValue', () => {
  it('labels concrete paths for readers and leaves unknown paths as they are', () => {
    expect(pathLabel(vehicleCrashReport, 'Units.2.Passengers.0.BIRTHDTE')).toBe('Unit 3 › Passenger 1 › Date of Birth');
    expect(pathLabel(vehicleCrashReport, 'Witnesses.0.NAMETXT')).toBe('Witness 1 › Name');
    expect(pathLabel(vehicleCrashReport, 'Units.0.Nothing.X')).toBe('Units.0.Nothing.X');
  });

  it('treats absent, null, blank and empty picks alike, and compares lists in order', () => {
    expect(sameValue(undefined, '  ')).toBe(true);
    expect(sameValue(null, [])).toBe(true);
    expect(sameValue(['1', '2'], ['2', '1'])).toBe(false);
    expect(sameValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });
});
