import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import { setAt } from '../definition/paths';
import { reportSummary } from './report-summary';
import { vehicleCrashReport } from '../vehicle-crash-report';

describe('the report summary (table and search fields)', () => {
  it('derives every table and search field from a report', () => {
    let data = completeReport();
    data = setAt(data, 'Location.RdwyHouseNbrTxt', '200');
    data = setAt(data, 'Location.InterNameTxt', 'WASHINGTON');
    data = setAt(data, 'Location.InterSuffixTxt', 'ST');
    data = setAt(data, 'Location.CityCde', '36003');
    data = setAt(data, 'CrashDetails.InjuredNmb', '2');
    expect(reportSummary(vehicleCrashReport, data)).toEqual({
      caseNumber: 'A1',
      dateOfCrash: '2026-11-20',
      timeOfCrash: '14:05',
      streetName: '200 N MERIDIAN ST',
      intersectStreetName: 'WASHINGTON ST',
      roadwayName: 'MERIDIAN',
      countyCode: '097',
      municipalityCode: '36003',
      crashTypeCode: '39:0',
      injuryCount: 2,
      fatalityCount: 0,
      agencyOri: 'IN0490000',
    });
  });

  it('counts injuries and fatalities from the people when the totals are not given', () => {
    let data = setAt(completeReport(), 'CrashDetails.InjuredNmb', '');
    data = setAt(data, 'CrashDetails.DeadNmb', '');
    data = setAt(data, 'Units.0.Driver.INJSTATUSCDE', '4');
    data = setAt(data, 'Units.0.Passengers', [{ INJSTATUSCDE: '2' }, { INJSTATUSCDE: '0' }, { INJSTATUSCDE: '3' }]);
    expect(reportSummary(vehicleCrashReport, data)).toMatchObject({ injuryCount: 2, fatalityCount: 1 });
  });

  it('takes the crash type from the first harmful event when there is no manner of collision', () => {
    const data = setAt(completeReport(), 'CrashDetails.MannerCollCde', '');
    expect(reportSummary(vehicleCrashReport, data).crashTypeCode).toBe('40:1');
  });

  it('leaves everything empty for an empty draft, and ignores a malformed date', () => {
    expect(Object.values(reportSummary(vehicleCrashReport, {})).every((v) => v === null)).toBe(true);
    expect(
      reportSummary(vehicleCrashReport, setAt({}, 'GeneralInformation.CollDte', '2026-11-20')).dateOfCrash,
    ).toBeNull();
  });
});
