import { describe, expect, it } from 'vitest';
import { setAt } from '../../forms/definition/paths';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { evaluateUiRules } from '../../forms/report-data/ui-state';
import { checkCompleteness } from './completeness';
import { buildReportSchema } from './report-schema';
import { completeReport } from './test-reports';

/** Noon in Indiana on 11/25/2026: the test's today, whatever the machine's clock says. */
const NOW = new Date('2026-11-25T17:00:00Z');
const check = (data: Record<string, unknown>) =>
  checkCompleteness(vehicleCrashReport, data, evaluateUiRules(vehicleCrashReport.uiRules, data), NOW);
const dated = (path: string, value: string, crash = '11/20/2026') =>
  setAt(setAt(completeReport(), 'GeneralInformation.CollDte', crash), path, value);
const issuesAt = (data: Record<string, unknown>, path: string) => check(data).filter((i) => i.path === path);

describe('dates of birth, by the rules of the form definition', () => {
  it.each(['Units.0.Driver.BIRTHDTE', 'Units.0.Passengers.0.BIRTHDTE'])(
    'accepts a birth before the crash: %s',
    (path) => {
      expect(issuesAt(dated(path, '04/02/1985'), path)).toEqual([]);
      expect(issuesAt(dated(path, '11/20/2026'), path)).toEqual([]);
    },
  );

  it.each(['Units.0.Driver.BIRTHDTE', 'Units.0.Passengers.0.BIRTHDTE'])('refuses a birth in the future: %s', (path) => {
    expect(issuesAt(dated(path, '11/26/2026', '11/26/2026'), path)).toEqual([
      { path, severity: 'error', message: 'Date of Birth is in the future.' },
    ]);
  });

  it.each(['Units.0.Driver.BIRTHDTE', 'Units.0.Passengers.0.BIRTHDTE'])(
    'refuses a birth after the crash: %s',
    (path) => {
      expect(issuesAt(dated(path, '11/21/2026'), path)).toEqual([
        { path, severity: 'error', message: 'Date of Birth is after the Date of Collision.' },
      ]);
    },
  );

  it("takes today in the state's time zone: late evening in Indiana is not tomorrow yet", () => {
    const lateEvening = new Date('2026-11-26T04:30:00Z');
    const path = 'Units.0.Driver.BIRTHDTE';
    const data = dated(path, '11/26/2026', '');
    const issues = checkCompleteness(vehicleCrashReport, data, undefined, lateEvening).filter((i) => i.path === path);
    expect(issues).toEqual([{ path, severity: 'error', message: 'Date of Birth is in the future.' }]);
  });

  it('claims no order for a date not yet complete (the value check tells of it)', () => {
    const path = 'Units.0.Driver.BIRTHDTE';
    expect(issuesAt(dated(path, '12/31/99'), path)).toEqual([]);
  });
});

describe('a year is four digits wherever a date or a year is typed', () => {
  const schema = buildReportSchema(vehicleCrashReport);
  const verdict = (path: string, value: string) => {
    const result = schema.safeParse(setAt(completeReport(), path, value));
    return result.success ? 'ok' : result.error.issues[0]?.message;
  };

  it.each([
    ['GeneralInformation.CollDte', '11/20/26'],
    ['GeneralInformation.CollDte', '11/20/20266'],
    ['GeneralInformation.REPORTDTE', '11/20/202'],
    ['Units.0.Driver.BIRTHDTE', '04/02/85'],
    ['Units.0.Passengers.0.BIRTHDTE', '04/02/19855'],
  ])('refuses %s = %s', (path, value) => {
    expect(verdict(path, value)).toBe('The year has four digits: a date as mm/dd/yyyy.');
  });

  it.each([
    ['Units.0.VehicleInformation.VEHYEARTXT', '21'],
    ['Units.0.VehicleInformation.VEHLICYEARTXT', '027'],
    ['Units.0.TrailerInformation.LICYEARTXT', '9'],
    ['Units.0.TrailerInformation.TRAILERYEARTXT', '19'],
  ])('refuses the year %s = %s', (path, value) => {
    expect(verdict(path, value)).toBe('Exactly 4 digits.');
  });

  it.each([
    ['Units.0.VehicleInformation.VEHYEARTXT', '20211'],
    ['Units.0.TrailerInformation.TRAILERYEARTXT', '19999'],
  ])('refuses a 5-digit year %s = %s', (path, value) => {
    expect(verdict(path, value)).not.toBe('ok');
  });

  it('accepts four-digit years', () => {
    expect(verdict('GeneralInformation.CollDte', '11/20/2026')).toBe('ok');
    expect(verdict('Units.0.VehicleInformation.VEHYEARTXT', '2021')).toBe('ok');
  });
});
