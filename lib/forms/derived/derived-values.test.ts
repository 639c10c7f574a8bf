import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import { derivedWrites, filledLaterNote, type DerivedWrite } from './derived-values';
import { getAt, setAt, type ReportData } from '../definition/paths';
import { provenanceAfterWrite, type ProvenanceMap } from '../report-data/provenance';
import { vehicleCrashReport } from '../vehicle-crash-report';

/** What the editor does after each change: applies the derived writes with their marks. */
function applied(data: ReportData, provenance: ProvenanceMap = {}) {
  const writes = derivedWrites(vehicleCrashReport, data, provenance);
  for (const w of writes) {
    data = setAt(data, w.path, w.value);
    provenance = provenanceAfterWrite(provenance, w.path, w.provenance);
  }
  return { data, provenance, writes };
}

const counts = (data: ReportData) =>
  ['MotorVehInvolvedNmb', 'NonMotoristsNmb', 'InjuredNmb', 'DeadNmb', 'CommercialUnitsNmb'].map((k) =>
    getAt(data, `CrashDetails.${k}`),
  );

function emptyCounts(): ReportData {
  let data = completeReport();
  for (const k of ['MotorVehInvolvedNmb', 'NonMotoristsNmb', 'InjuredNmb', 'DeadNmb', 'CommercialUnitsNmb'])
    data = setAt(data, `CrashDetails.${k}`, '');
  return data;
}

describe('values derived for the officer', () => {
  it('fills empty counts from the units and people, marked as derived', () => {
    let data = emptyCounts();
    data = setAt(data, 'Units.0.Passengers', [{ INJSTATUSCDE: '2' }]);
    const result = applied(data);
    expect(counts(result.data)).toEqual(['1', '0', '1', '0', '0']);
    expect(result.provenance['CrashDetails.MotorVehInvolvedNmb']).toBe('derived');
    expect(result.provenance['CrashDetails.InjuredNmb']).toBe('derived');
  });

  it('follows the units while the counts are still derived, and takes them back when no unit is coded', () => {
    let { data, provenance } = applied(emptyCounts());
    const [unit] = data.Units as ReportData[];
    data = setAt(data, 'Units', [unit, { ...unit, UnitInformation: { UNITTYPECDE: '22' } }]);
    ({ data, provenance } = applied(data, provenance));
    expect(counts(data).slice(0, 2)).toEqual(['1', '1']);
    data = setAt(data, 'Units', [{ UnitInformation: { UNITTYPECDE: '' } }]);
    ({ data, provenance } = applied(data, provenance));
    expect(counts(data)).toEqual(['', '', '', '', '']);
    expect(provenance).toEqual({});
  });

  it('are said, under an empty count met before any unit, to be counted from the units', () => {
    const fields = vehicleCrashReport.sections.find((s) => s.key === 'CrashDetails')?.fields ?? [];
    const noted = fields.filter((f) => filledLaterNote(f.role) !== undefined).map((f) => f.key);
    expect(noted).toEqual(['MotorVehInvolvedNmb', 'NonMotoristsNmb', 'InjuredNmb', 'DeadNmb', 'CommercialUnitsNmb']);
    expect(filledLaterNote('crash.injuredCount')).toMatch(/counted from the units/i);
  });

  it('never writes over a count the officer typed, nor over a filled count without a mark', () => {
    let data = emptyCounts();
    let { provenance } = applied(data);
    // The officer types 3 motor vehicles: the editor drops the mark of the field typed into.
    data = setAt(applied(data).data, 'CrashDetails.MotorVehInvolvedNmb', '3');
    provenance = provenanceAfterWrite(provenance, 'CrashDetails.MotorVehInvolvedNmb', undefined);
    const again = applied(data, provenance);
    expect(getAt(again.data, 'CrashDetails.MotorVehInvolvedNmb')).toBe('3');
    expect(again.writes.map((w: DerivedWrite) => w.path)).not.toContain('CrashDetails.MotorVehInvolvedNmb');
    // A report saved before this feature has its counts, unmarked: they are left alone.
    expect(applied(completeReport()).writes.filter((w) => w.path.startsWith('CrashDetails'))).toEqual([]);
  });

  it('fills the owner from the driver in one step when the driver owns the vehicle, and follows the driver', () => {
    let data = setAt(completeReport(), 'Units.0.Driver', {
      NAMELASTTXT: 'SMITH',
      NAMEFIRSTTXT: 'ANN',
      ADDRSTREETTXT: '1 MAIN ST',
      ADDRCITYTXT: 'INDIANAPOLIS',
      ADDRSTATECDE: 'IN',
      ADDRZIPTXT: '46204',
      VehicleOwnerInd: '1',
    });
    let { provenance } = applied(data);
    ({ data } = applied(data));
    expect(getAt(data, 'Units.0.Owner')).toMatchObject({
      OwnerPersonInd: '1',
      NAMELASTTXT: 'SMITH',
      NAMEFIRSTTXT: 'ANN',
      ADDRSTREETTXT: '1 MAIN ST',
      ADDRZIPTXT: '46204',
    });
    expect(provenance['Units.0.Owner.NAMELASTTXT']).toBe('sameAsDriver');
    // The driver's street corrected: the copy follows; the owner's city typed over: it stays.
    data = setAt(data, 'Units.0.Driver.ADDRSTREETTXT', '2 MAIN ST');
    data = setAt(data, 'Units.0.Owner.ADDRCITYTXT', 'CARMEL');
    provenance = provenanceAfterWrite(provenance, 'Units.0.Owner.ADDRCITYTXT', undefined);
    ({ data, provenance } = applied(data, provenance));
    expect(getAt(data, 'Units.0.Owner.ADDRSTREETTXT')).toBe('2 MAIN ST');
    expect(getAt(data, 'Units.0.Owner.ADDRCITYTXT')).toBe('CARMEL');
    // Driver Owns the Vehicle answered No after all: the copied values go, the typed one stays.
    data = setAt(data, 'Units.0.Driver.VehicleOwnerInd', '0');
    ({ data } = applied(data, provenance));
    expect(getAt(data, 'Units.0.Owner.NAMELASTTXT')).toBe('');
    expect(getAt(data, 'Units.0.Owner.ADDRCITYTXT')).toBe('CARMEL');
  });

  it('does not fill an owner who has a name already', () => {
    let data = setAt(completeReport(), 'Units.0.Driver', { NAMELASTTXT: 'SMITH', VehicleOwnerInd: '1' });
    data = setAt(data, 'Units.0.Owner', { OwnerPersonInd: '1', NAMELASTTXT: 'JONES' });
    const owner = getAt(applied(data).data, 'Units.0.Owner');
    // Not JONES with the driver's first name: a record typed by hand is not filled in part.
    expect(owner).toEqual({ OwnerPersonInd: '1', NAMELASTTXT: 'JONES' });
  });
});

describe('a unit that left the scene', () => {
  it('makes the crash a hit and run and fills what plainly holds of the vehicle, taken back when answered No', () => {
    let data = setAt(completeReport(), 'CrashDetails.HitRunInd', '');
    data = setAt(data, 'Units.0.VehicleInformation', { VEHCOLORTXT: 'BLK', FIREIND: '1' });
    data = setAt(data, 'Units.0.UnitInformation.LEFTSCENEIND', '1');
    const { provenance } = applied(data);
    ({ data } = applied(data));
    expect(getAt(data, 'CrashDetails.HitRunInd')).toBe('1');
    expect(getAt(data, 'Units.0.VehicleInformation')).toEqual({
      VEHCOLORTXT: 'BLK',
      // Typed by the officer before: kept.
      FIREIND: '1',
      TOWEDIND: '0',
      EMERGENCYRUNIND: '0',
      INSURANCEIND: '2',
    });
    expect(provenance['Units.0.VehicleInformation.INSURANCEIND']).toBe('hitAndRun');

    data = setAt(data, 'Units.0.UnitInformation.LEFTSCENEIND', '0');
    ({ data } = applied(data, provenance));
    expect(getAt(data, 'CrashDetails.HitRunInd')).toBe('');
    expect(getAt(data, 'Units.0.VehicleInformation')).toMatchObject({ FIREIND: '1', TOWEDIND: '', INSURANCEIND: '' });
  });
});

describe("a vehicle's occupants and first harmful event", () => {
  function twoInTransport(): ReportData {
    let data = setAt(completeReport(), 'Units.0.VehicleInformation', {});
    const [unit] = data.Units as Record<string, unknown>[];
    data = setAt(data, 'Units', [unit, { ...unit, Passengers: [{ NAMELASTTXT: 'A' }, { NAMELASTTXT: 'B' }] }]);
    return setAt(data, 'CrashDetails.MannerCollCde', '6');
  }

  it('counts the driver and passengers, and makes a collision of two vehicles in transport their first event', () => {
    const { data, provenance } = applied(twoInTransport());
    expect(getAt(data, 'Units.0.VehicleInformation')).toEqual({ OCCUPSNMB: '1', EVENTCOLLWITHCDE: '12' });
    expect(getAt(data, 'Units.1.VehicleInformation')).toMatchObject({ OCCUPSNMB: '3', EVENTCOLLWITHCDE: '12' });
    expect(provenance['Units.1.VehicleInformation.OCCUPSNMB']).toBe('derived');
  });

  it('counts nobody at the wheel of a parked vehicle, which is no collision in transport', () => {
    const data = setAt(twoInTransport(), 'Units.1.UnitInformation.UNITTYPECDE', '21');
    const result = applied(data).data;
    expect(getAt(result, 'Units.1.VehicleInformation.OCCUPSNMB')).toBe('2');
    expect(getAt(result, 'Units.0.VehicleInformation.EVENTCOLLWITHCDE')).toBeUndefined();
  });

  it('takes back the occupants of a unit that left the scene, and the event when the manner changes', () => {
    const first = applied(twoInTransport());
    const provenance = first.provenance;
    let data = setAt(first.data, 'Units.1.UnitInformation.LEFTSCENEIND', '1');
    data = setAt(data, 'CrashDetails.MannerCollCde', '0');
    ({ data } = applied(data, provenance));
    expect(getAt(data, 'Units.1.VehicleInformation')).toMatchObject({ OCCUPSNMB: '', EVENTCOLLWITHCDE: '' });
    expect(getAt(data, 'Units.0.VehicleInformation.OCCUPSNMB')).toBe('1');
  });
});

describe('values derived after each change', () => {
  it('are what a check from scratch says, though each unit is worked out only when its object changed', () => {
    const unit = { ...(getAt(emptyCounts(), 'Units.0') as object), VehicleInformation: {}, Owner: {} };
    let data = setAt(
      emptyCounts(),
      'Units',
      [0, 1, 2, 3].map(() => structuredClone(unit)),
    );
    data = setAt(data, 'CrashDetails.MannerCollCde', '');
    let provenance: ProvenanceMap = {};
    let written = 0;
    // A unit deleted: the units after it keep their objects but not their places.
    const withoutUnitZero = (d: ReportData) => (d.Units as unknown[]).slice(1);
    const steps: [string, unknown][] = [
      ['Units.2.Driver.VehicleOwnerInd', '1'],
      ['Units.2.Driver.NAMELASTTXT', 'S'],
      ['Units.2.Driver.NAMELASTTXT', 'SM'],
      ['Units.2.Driver.NAMELASTTXT', 'SMI'],
      ['Units.1.UnitInformation.LEFTSCENEIND', '1'],
      ['CrashDetails.MannerCollCde', '6'],
      ['Units.3.UnitInformation.UNITTYPECDE', '21'],
      ['Units.0.Passengers', [{ INJSTATUSCDE: '2' }, { INJSTATUSCDE: '4' }]],
      ['Units.2.Owner.ADDRCITYTXT', 'CARMEL'],
      ['Units.1.UnitInformation.LEFTSCENEIND', '0'],
      ['Units.2.Driver.VehicleOwnerInd', '0'],
      ['CrashDetails.MannerCollCde', '0'],
      ['Units', withoutUnitZero],
      ['Units.1.Driver.NAMELASTTXT', 'SMITH'],
      ['Units.1.Driver.VehicleOwnerInd', '1'],
    ];
    for (const [path, value] of steps) {
      data = setAt(data, path, typeof value === 'function' ? value(data) : value);
      provenance = provenanceAfterWrite(provenance, path, undefined);
      const fromScratch = derivedWrites(vehicleCrashReport, structuredClone(data), structuredClone(provenance));
      const result = applied(data, provenance);
      expect(result.writes, path).toEqual(fromScratch);
      written += result.writes.length;
      ({ data, provenance } = result);
    }
    // The series filled and took back values, so the check above compared writes, not empty lists.
    expect(getAt(data, 'Units.1.Owner.NAMELASTTXT')).toBe('');
    expect(getAt(data, 'Units.1.Owner.ADDRCITYTXT')).toBe('CARMEL');
    expect(written).toBeGreaterThan(steps.length);
  });
});
