import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import { exchangeTestReport } from '../../validation/report-checks/exchange-test-report';
import { setAt } from '../definition/paths';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { reportColumns } from './report-columns';

const facts = (data: Record<string, unknown>) => {
  const s = reportColumns(vehicleCrashReport, data);
  return {
    severity: s.severity,
    primaryFactor: s.primaryFactor,
    hitAndRun: s.hitAndRun,
    commercialVehicle: s.commercialVehicle,
    latitude: s.latitude,
    longitude: s.longitude,
  };
};

describe('the crash data facts of a report', () => {
  it('reads the worst injury, the primary factor, hit and run, a commercial unit and the point by role', () => {
    expect(facts(exchangeTestReport())).toEqual({
      severity: 4,
      primaryFactor: '08',
      hitAndRun: true,
      commercialVehicle: true,
      latitude: 39.768403,
      longitude: -86.158068,
    });
  });

  it('is as severe as its worst injured person, or fatal by the officer’s count of the dead', () => {
    let data = setAt(completeReport(), 'CrashDetails.DeadNmb', '0');
    data = setAt(data, 'Units.0.Driver.INJSTATUSCDE', '1');
    data = setAt(data, 'Units.0.Passengers', [{ INJSTATUSCDE: '3' }, { INJSTATUSCDE: '0' }]);
    expect(facts(data).severity).toBe(3);
    expect(facts(setAt(data, 'CrashDetails.DeadNmb', '1')).severity).toBe(4);
    expect(facts(setAt(data, 'Units.0.Passengers', [{ INJSTATUSCDE: 'x' }])).severity).toBe(1);
  });

  it('counts a unit that left the scene as a hit and run, and keeps no half or impossible point', () => {
    let data = setAt(completeReport(), 'CrashDetails.HitRunInd', '0');
    expect(facts(data).hitAndRun).toBe(false);
    data = setAt(data, 'Units.0.UnitInformation.LEFTSCENEIND', '1');
    expect(facts(data).hitAndRun).toBe(true);
    data = setAt(data, 'Location.LatDecimalNmb', '39.7');
    expect(facts(setAt(data, 'Location.LongDecimalNmb', '')).latitude).toBeNull();
    expect(facts(setAt(data, 'Location.LongDecimalNmb', '-186.1'))).toMatchObject({ latitude: null, longitude: null });
  });
});
