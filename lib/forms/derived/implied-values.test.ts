import { describe, expect, it } from 'vitest';
import { derivedWrites } from './derived-values';
import { getAt, setAt, type ReportData } from '../definition/paths';
import { provenanceAfterWrite, type ProvenanceMap } from '../report-data/provenance';
import { vehicleCrashReport } from '../vehicle-crash-report';

/** What the editor does after each change: applies the derived writes with their marks. */
function applied(data: ReportData, provenance: ProvenanceMap = {}) {
  for (const w of derivedWrites(vehicleCrashReport, data, provenance)) {
    data = setAt(data, w.path, w.value);
    provenance = provenanceAfterWrite(provenance, w.path, w.provenance);
  }
  return { data, provenance };
}

/** The officer writes a value: theirs, unmarked. */
function typed(state: { data: ReportData; provenance: ProvenanceMap }, path: string, value: unknown) {
  return applied(setAt(state.data, path, value), provenanceAfterWrite(state.provenance, path, undefined));
}

/** A motor vehicle in transport going `direction` (list 1017: 1 north, 2 south, 3 east, 4 west). */
const vehicle = (direction: string, vehicleInformation: Record<string, unknown> = {}) => ({
  UnitInformation: { UNITTYPECDE: '20' },
  VehicleInformation: { PRECOLLDIRCDE: direction, ...vehicleInformation },
  Driver: {},
});

/** The first unit's road, as the officer typed it: 35 mph, two-way undivided, a working signal, a curve right uphill. */
const ROAD = {
  SPEEDLIMITTXT: '35',
  ROADTYPECDE: '1',
  TrafficCntrlCde: '1',
  TrafficCntlOpInd: '1',
  RDWYCHARCDE: '25',
};

const roadOf = (data: ReportData, unit: number) =>
  Object.fromEntries(
    Object.keys(ROAD).map((key) => [key, getAt(data, `Units.${unit}.VehicleInformation.${key}`) ?? '']),
  );

describe('damaged areas from the initial impact', () => {
  it('fills the area of the initial impact, marked, following it while marked and never over areas picked', () => {
    let state = applied({ Units: [vehicle('1', { INITIALIMPACTCDE: '12' })] });
    expect(getAt(state.data, 'Units.0.VehicleInformation.DAMAGEAREACDE')).toEqual(['12']);
    expect(state.provenance['Units.0.VehicleInformation.DAMAGEAREACDE']).toBe('derived');

    state = typed(state, 'Units.0.VehicleInformation.INITIALIMPACTCDE', '3');
    expect(getAt(state.data, 'Units.0.VehicleInformation.DAMAGEAREACDE')).toEqual(['3']);

    // The officer picks another area too: the areas are theirs and follow the impact no more.
    state = typed(state, 'Units.0.VehicleInformation.DAMAGEAREACDE', ['2', '3']);
    state = typed(state, 'Units.0.VehicleInformation.INITIALIMPACTCDE', '12');
    expect(getAt(state.data, 'Units.0.VehicleInformation.DAMAGEAREACDE')).toEqual(['2', '3']);
  });

  it('fills nothing from an impact that names no area (unknown, non-collision) and takes a derived area back', () => {
    let state = applied({ Units: [vehicle('1', { INITIALIMPACTCDE: '99' })] });
    expect(getAt(state.data, 'Units.0.VehicleInformation.DAMAGEAREACDE')).toBeUndefined();
    state = typed(state, 'Units.0.VehicleInformation.INITIALIMPACTCDE', '6');
    state = typed(state, 'Units.0.VehicleInformation.INITIALIMPACTCDE', '0');
    expect(getAt(state.data, 'Units.0.VehicleInformation.DAMAGEAREACDE')).toEqual([]);
    expect(state.provenance).not.toHaveProperty(['Units.0.VehicleInformation.DAMAGEAREACDE']);
  });
});

describe("a unit's road from the first unit on the same road", () => {
  it('copies the road of a unit going the same way, and turns the roadway character round for one going the other way', () => {
    const state = applied({ Units: [vehicle('1', ROAD), vehicle('1'), vehicle('2')] });
    expect(roadOf(state.data, 1)).toEqual(ROAD);
    // Southbound, the northbound curve right uphill is a curve left downhill.
    expect(roadOf(state.data, 2)).toEqual({ ...ROAD, RDWYCHARCDE: '36' });
    expect(state.provenance['Units.1.VehicleInformation.SPEEDLIMITTXT']).toBe('derived');
    expect(state.provenance['Units.2.VehicleInformation.TrafficCntlOpInd']).toBe('derived');
  });

  it('copies the intersecting road from the first unit on it, not from unit 1, and nothing while the road is not told', () => {
    const crossing = { ...ROAD, SPEEDLIMITTXT: '30', RDWYCHARCDE: '11' };
    const location = { Location: { RdwyNameTxt: 'MERIDIAN', InterNameTxt: '38TH' } };
    let state = applied({
      ...location,
      Units: [vehicle('1', ROAD), vehicle('3', crossing), vehicle('4'), vehicle('')],
    });
    expect(roadOf(state.data, 2)).toEqual(crossing);
    expect(getAt(state.data, 'Units.1.VehicleInformation.SPEEDLIMITTXT')).toBe('30');
    // Unit 4 has no direction yet: its road is unknown.
    expect(getAt(state.data, 'Units.3.VehicleInformation.SPEEDLIMITTXT')).toBeUndefined();

    // Without an intersecting road named, a crossing unit comes from a driveway or a lot: nothing is copied.
    state = applied({ Location: { RdwyNameTxt: 'MERIDIAN' }, Units: [vehicle('1', ROAD), vehicle('3')] });
    expect(getAt(state.data, 'Units.1.VehicleInformation.SPEEDLIMITTXT')).toBeUndefined();
  });

  it('follows the first unit while marked, never writes over a value typed, and takes a copy back when the unit turns off the road', () => {
    let state = applied({ Units: [vehicle('1', ROAD), vehicle('1')] });
    state = typed(state, 'Units.1.VehicleInformation.ROADTYPECDE', '4');
    state = typed(state, 'Units.0.VehicleInformation.SPEEDLIMITTXT', '40');
    expect(roadOf(state.data, 1)).toMatchObject({ SPEEDLIMITTXT: '40', ROADTYPECDE: '4' });

    state = typed(state, 'Units.1.VehicleInformation.PRECOLLDIRCDE', '3');
    expect(roadOf(state.data, 1)).toEqual({
      SPEEDLIMITTXT: '',
      ROADTYPECDE: '4',
      TrafficCntrlCde: '',
      TrafficCntlOpInd: '',
      RDWYCHARCDE: '',
    });
  });
});

describe("the driver's seat", () => {
  it("is the driver's position of a motor vehicle, not of a parked one nor of a non-motorist, and never over one picked", () => {
    const pedestrian = { UnitInformation: { UNITTYPECDE: '22' }, Driver: {} };
    const parked = { ...vehicle(''), UnitInformation: { UNITTYPECDE: '21' } };
    let state = applied({ Units: [vehicle('1'), parked, pedestrian, vehicle('1')] });
    expect([0, 1, 2, 3].map((i) => getAt(state.data, `Units.${i}.Driver.POSINVEHCDE`))).toEqual([
      '1',
      undefined,
      undefined,
      '1',
    ]);
    expect(state.provenance['Units.0.Driver.POSINVEHCDE']).toBe('derived');

    // A right-hand-drive mail van: the officer's pick stays.
    state = typed(state, 'Units.3.Driver.POSINVEHCDE', '3');
    state = typed(state, 'Units.3.UnitInformation.TRAILERIND', '1');
    expect(getAt(state.data, 'Units.3.Driver.POSINVEHCDE')).toBe('3');
  });
});

describe('Inside Corporate Limits from the city', () => {
  it('is Yes where an incorporated city is coded, taken back without one, and never over an answer', () => {
    let state = applied({ Location: { CountyCde: '097', CityCde: '36003' } });
    expect(getAt(state.data, 'Location.InCorpLimitInd')).toBe('1');
    expect(state.provenance['Location.InCorpLimitInd']).toBe('derived');
    // Nothing is said of the Locality: urban or rural is not in the lists.
    expect(getAt(state.data, 'Location.LocalityCde')).toBeUndefined();

    state = typed(state, 'Location.CityCde', '');
    expect(getAt(state.data, 'Location.InCorpLimitInd')).toBe('');

    state = typed(state, 'Location.InCorpLimitInd', '0');
    state = typed(state, 'Location.CityCde', '36003');
    expect(getAt(state.data, 'Location.InCorpLimitInd')).toBe('0');
  });
});

describe('axles from the decoded vehicle type', () => {
  it('are two for a passenger car or a multipurpose vehicle, unknown for a truck or a vehicle pulling a trailer', () => {
    const typeOf = (type: string) => vehicle('1', { VEHTYPETXT: type });
    const state = applied({
      Units: [
        typeOf('PASSENGER CAR'),
        typeOf('MULTIPURPOSE PASSENGER VEHICLE (MPV)'),
        typeOf('TRUCK'),
        { ...typeOf('PASSENGER CAR'), UnitInformation: { UNITTYPECDE: '20', TRAILERIND: '0' } },
      ],
    });
    expect([0, 1, 2, 3].map((i) => getAt(state.data, `Units.${i}.VehicleInformation.AXELSTXT`))).toEqual([
      '2',
      '2',
      undefined,
      undefined,
    ]);
    expect(state.provenance['Units.1.VehicleInformation.AXELSTXT']).toBe('derived');
  });
});
