import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import { crashCounts } from './crash-counts';
import { setAt } from '../definition/paths';
import { vehicleCrashReport } from '../vehicle-crash-report';

describe('the crash counts derived from the units and people', () => {
  it('counts the complete report: one motor vehicle, nobody hurt', () => {
    expect(crashCounts(vehicleCrashReport, completeReport())).toEqual({
      motorVehicles: 1,
      nonMotorists: 0,
      injured: 0,
      dead: 0,
      commercialUnits: 0,
    });
  });

  it('counts motor vehicles and non-motorists by unit type, and commercial vehicles by their indicator', () => {
    const [unit] = completeReport().Units as Record<string, Record<string, unknown>>[];
    let data = setAt(completeReport(), 'Units', [
      unit,
      { ...unit, UnitInformation: { UNITTYPECDE: '21', COMMVEHIND: '0' } },
      { ...unit, UnitInformation: { UNITTYPECDE: '30' } },
      // Not coded yet: neither.
      { ...unit, UnitInformation: { UNITTYPECDE: '' } },
    ]);
    expect(crashCounts(vehicleCrashReport, data)).toMatchObject({
      motorVehicles: 2,
      nonMotorists: 1,
      // COMMVEHIND is coded Yes=0 (lib/forms/definition/builders.ts, NO_1_YES_0).
      commercialUnits: 1,
    });
    // A non-motorist unit is never a commercial vehicle, whatever its hidden indicator says.
    data = setAt(data, 'Units.2.UnitInformation.COMMVEHIND', '0');
    expect(crashCounts(vehicleCrashReport, data).commercialUnits).toBe(1);
  });

  it('counts the injured (KABCO A, B, C) and the dead (K) among drivers and passengers', () => {
    let data = setAt(completeReport(), 'Units.0.Driver.INJSTATUSCDE', '4');
    data = setAt(data, 'Units.0.Passengers', [{ INJSTATUSCDE: '1' }, { INJSTATUSCDE: '0' }, { INJSTATUSCDE: '3' }]);
    expect(crashCounts(vehicleCrashReport, data)).toMatchObject({ injured: 2, dead: 1 });
  });
});
