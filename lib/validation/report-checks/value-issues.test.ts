import { describe, expect, it } from 'vitest';
import { walkFields } from '../../forms/definition/definition-walk';
import type { FieldType } from '../../forms/definition/field-schema';
import { setAt } from '../../forms/definition/paths';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { buildReportSchema } from './report-schema';
import { completeReport } from './test-reports';
import { valueIssues } from './value-issues';

/** For each kind of field, a value its schema refuses: what a slip, a paste or a bad lookup could leave. */
const refused: Record<FieldType, unknown> = {
  text: 42,
  textArea: { text: 'x' },
  number: '1O',
  latLong: 'north',
  date: '13/45/2020',
  time: '25:99',
  yesNo: 'maybe',
  checkbox: 'yes',
  code: 7,
  multiCode: 'A',
  dualList: 'A',
  vehicleDiagram: { area: 1 },
  attachments: 'photo.jpg',
  map: 'here',
  crashDiagram: 'a drawing',
};

/** Every field of the form with its first item chosen: Units.0.Driver.BIRTHDTE, ... */
const fields = walkFields(vehicleCrashReport).map((w) => ({ ...w, path: w.path.replaceAll('*', '0') }));
const schema = buildReportSchema(vehicleCrashReport);

describe('the values the server refuses, as the validation panel lists them', () => {
  it('finds nothing in a complete report or an empty draft', () => {
    expect(valueIssues(vehicleCrashReport, completeReport())).toEqual([]);
    expect(valueIssues(vehicleCrashReport, {})).toEqual([]);
  });

  it.each(fields.map((f) => [f.path, f.field.type, f.field] as const))(
    'lists a refused value of %s (%s) as one error at that field, named',
    (path, type, field) => {
      const data = setAt(completeReport(), path, refused[type]);
      // The same value the server's report schema refuses on save...
      expect(schema.safeParse(data).success).toBe(false);
      // ...is one error at its field, which names the field.
      const issues = valueIssues(vehicleCrashReport, data);
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ path, severity: 'error' });
      expect(issues[0]!.message.startsWith(field.label)).toBe(true);
    },
  );

  it('names the items a field sits in and says what is wrong', () => {
    const data = setAt(completeReport(), 'Units.0.Passengers', [{}, { BIRTHDTE: '02/30/1990' }]);
    expect(valueIssues(vehicleCrashReport, data)).toEqual([
      {
        path: 'Units.0.Passengers.1.BIRTHDTE',
        severity: 'error',
        message: 'Date of Birth (Unit 1, Passenger 2): A date as mm/dd/yyyy.',
      },
    ]);
  });

  it('lists a malformed time, the slip that used to block saving unseen', () => {
    const data = setAt(completeReport(), 'GeneralInformation.CollTimeTxt', '25:99');
    expect(valueIssues(vehicleCrashReport, data)).toEqual([
      {
        path: 'GeneralInformation.CollTimeTxt',
        severity: 'error',
        message: 'Time of Collision: A time as hh:mm (00:00 to 23:59).',
      },
    ]);
  });

  it('lists a value inside a field (an attachment too large to describe) at the field', () => {
    const data = setAt(completeReport(), 'Attachments.Documents', [{ fileName: '', size: -1, type: '001' }]);
    const issues = valueIssues(vehicleCrashReport, data);
    expect(issues.map((i) => i.path)).toEqual(['Attachments.Documents']);
  });
});

describe('the values the server refuses, checked item by item as the report changes', () => {
  /** The same check from scratch: a copy of the definition shares nothing remembered. */
  const fresh = (data: unknown) => valueIssues(structuredClone(vehicleCrashReport), data);

  it('says what a check from scratch says after each change, finding a change in an item it saw before', () => {
    let data = completeReport();
    data = setAt(data, 'Units.1', { ...(data.Units as object[])[0] });
    expect(valueIssues(vehicleCrashReport, data)).toEqual([]);
    const steps: [string, unknown][] = [
      ['Units.1.Driver.BIRTHDTE', '02/30/1990'],
      ['Units.0.VehicleInformation.VEHYEARTXT', 'old'],
      ['Units.1.Driver.BIRTHDTE', '02/20/1990'],
      ['GeneralInformation.CollTimeTxt', '25:99'],
      ['Units.0.VehicleInformation.VEHYEARTXT', ''],
    ];
    for (const [path, value] of steps) {
      data = setAt(data, path, value);
      expect(valueIssues(vehicleCrashReport, data)).toEqual(fresh(data));
    }
    expect(valueIssues(vehicleCrashReport, data).map((i) => i.path)).toEqual(['GeneralInformation.CollTimeTxt']);
  });

  it('still refuses too many items, a key no section has, and a report that is not an object', () => {
    const units = Array.from({ length: 100 }, () => ({}));
    expect(valueIssues(vehicleCrashReport, { Units: units }).map((i) => i.path)).toEqual(['Units']);
    expect(valueIssues(vehicleCrashReport, { Elsewhere: {} })).toEqual(fresh({ Elsewhere: {} }));
    expect(valueIssues(vehicleCrashReport, { Elsewhere: {} })).toHaveLength(1);
    expect(valueIssues(vehicleCrashReport, [])).toHaveLength(1);
    for (const data of [{ Units: units }, { Units: 'one' }, { Elsewhere: {} }, []]) {
      expect(schema.safeParse(data).success).toBe(false);
    }
  });
});
