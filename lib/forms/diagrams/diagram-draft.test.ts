import { describe, expect, it } from 'vitest';
import { completeReport } from '../../validation/report-checks/test-reports';
import type { DiagramContent, ElementOf } from './diagram-elements';
import { draftDiagram } from './diagram-draft';
import { impactOffset, plus } from './diagram-geometry';
import { diagramFacts } from './diagram-units';
import type { ReportData } from '../definition/paths';
import { vehicleCrashReport } from '../vehicle-crash-report';

type Vehicle = Record<string, string>;

/** A complete report whose units move as given (field names are written here, in a test, only). */
function report(vehicles: Vehicle[], crash: Record<string, string> = {}, location: Record<string, string> = {}) {
  const data = completeReport();
  const [unit] = data.Units as Record<string, Record<string, unknown>>[];
  data.Units = vehicles.map((v) => {
    const { UNITTYPECDE, TRAVDIRCDE, ...vehicle } = v;
    return {
      ...structuredClone(unit),
      UnitInformation: { ...unit?.UnitInformation, UNITTYPECDE: UNITTYPECDE ?? '20', TRAVDIRCDE: TRAVDIRCDE ?? '' },
      VehicleInformation: { ...unit?.VehicleInformation, ...vehicle },
    };
  });
  Object.assign(data.CrashDetails as object, crash);
  Object.assign(data.Location as object, location);
  return data as ReportData;
}

const draft = (data: ReportData) => draftDiagram(diagramFacts(vehicleCrashReport, data));
const symbols = (content: DiagramContent) => content.elements.filter((e): e is ElementOf<'unit'> => e.kind === 'unit');
const symbol = (content: DiagramContent, unit: number) => symbols(content).find((s) => s.unit === unit);
const impact = (content: DiagramContent) => content.elements.find((e) => e.kind === 'impact');

/** Where a symbol's initial impact point is: it should sit on the point of impact. */
function impactAt(s: ElementOf<'unit'>, clock: number) {
  return plus([s.x, s.y], impactOffset(s.symbol, s.rotation, clock));
}

const north = (impactCode: string, more: Vehicle = {}) => ({
  PRECOLLDIRCDE: '1',
  PRECOLLACTCDE: '1',
  INITIALIMPACTCDE: impactCode,
  ...more,
});
const east = (impactCode: string, more: Vehicle = {}) => ({ ...north(impactCode, more), PRECOLLDIRCDE: '3', ...more });

describe('drafting the crash diagram from the coded report', () => {
  it('draws an angle crash at an intersection: four-way, each unit in its lane and facing its way, impact points meeting', () => {
    const { content, missing } = draft(
      report([north('12'), east('3')], { MannerCollCde: '6', RDWYJUNCTIONCDE: '2' }, { LocationType: '2' }),
    );
    expect(missing).toEqual([]);
    expect(content.road).toEqual({ template: 'fourWay', lanes: 1, rotation: 0 });
    const one = symbol(content, 1);
    const two = symbol(content, 2);
    expect(one).toMatchObject({ symbol: 'car', rotation: 270 });
    expect(two).toMatchObject({ symbol: 'car', rotation: 0 });
    // Northbound keeps right (east of the centre line), eastbound keeps right (south of it).
    expect(one?.x).toBeGreaterThan(500);
    expect(two?.y).toBeGreaterThan(300);
    const poi = impact(content) as ElementOf<'impact'>;
    for (const [s, clock] of [
      [one, 12],
      [two, 3],
    ] as const) {
      const [px, py] = impactAt(s as ElementOf<'unit'>, clock);
      expect(Math.hypot(px - poi.x, py - poi.y)).toBeLessThan(2);
    }
    // Both signals, a travel arrow each, a north arrow and a scale.
    expect(content.elements.filter((e) => e.kind === 'control')).toHaveLength(2);
    expect(content.elements.filter((e) => e.kind === 'arrow')).toHaveLength(2);
    expect(content.elements.map((e) => e.kind)).toEqual(expect.arrayContaining(['north', 'scale']));
  });

  it("draws a rear-end crash on a straight road turned to the units' direction, the struck unit ahead", () => {
    const { content, missing } = draft(
      report([north('12'), north('6')], { MannerCollCde: '1', RDWYJUNCTIONCDE: '1' }, { LocationType: '1' }),
    );
    expect(missing).toEqual([]);
    expect(content.road).toEqual({ template: 'straight', lanes: 1, rotation: 90 });
    const [one, two] = [symbol(content, 1), symbol(content, 2)];
    expect(one?.x).toBe(two?.x);
    expect(two?.y).toBeLessThan(one?.y ?? 0);
  });

  it.each([
    ['an interchange or ramp location', {}, { LocationType: '5' }, {}, 'ramp'],
    ['a curved roadway', {}, { LocationType: '1' }, { RDWYCHARCDE: '21' }, 'curve'],
    [
      'an angle crash with no location coded',
      { MannerCollCde: '6', RDWYJUNCTIONCDE: '' },
      { LocationType: '' },
      {},
      'fourWay',
    ],
    ['a sideswipe', { MannerCollCde: '7', RDWYJUNCTIONCDE: '1' }, { LocationType: '1' }, {}, 'straight'],
  ])('chooses the template for %s', (_, crash, location, vehicle, template) => {
    const data = report([north('12', vehicle), north('6', vehicle)], crash, location);
    expect(draft(data).content.road?.template).toBe(template);
  });

  it('puts side-by-side units of a same-direction sideswipe in two lanes', () => {
    const { content } = draft(report([north('3'), north('9')], { MannerCollCde: '7' }, { LocationType: '1' }));
    expect(content.road?.lanes).toBe(2);
    expect(symbol(content, 1)?.x).not.toBe(symbol(content, 2)?.x);
  });

  it("draws a left turn from the inside lane with its path, and a stop sign on the unit's approach", () => {
    const { content } = draft(
      report(
        [north('12', { PRECOLLACTCDE: '11', TrafficCntrlCde: '20' }), east('3')],
        { MannerCollCde: '6' },
        { LocationType: '2' },
      ),
    );
    const path = content.elements.find((e) => e.kind === 'arrow' && e.style === 'path');
    expect(path).toMatchObject({ unit: 1 });
    // The path ends to the west: a left turn for a northbound unit.
    const points = (path as ElementOf<'arrow'>).points;
    expect(points.at(-1)?.[0]).toBeLessThan(points[0]?.[0] ?? 0);
    // Unit 2 keeps the signal it is coded with.
    const controls = content.elements.filter((e): e is ElementOf<'control'> => e.kind === 'control');
    expect(controls.map((e) => e.control)).toEqual(['stop', 'signal']);
  });

  it('draws by unit type: a pedestrian, a bicycle, a truck, a bus, a motorcycle', () => {
    const data = report([
      { UNITTYPECDE: '22', TRAVDIRCDE: '3' },
      { UNITTYPECDE: '24', TRAVDIRCDE: '4' },
      north('12', { VEHSTYLETXT: '78' }),
      north('12', { VEHSTYLETXT: '52' }),
      north('12', { VEHSTYLETXT: '80' }),
    ]);
    expect(symbols(draft(data).content).map((s) => s.symbol)).toEqual([
      'pedestrian',
      'bicycle',
      'truck',
      'bus',
      'motorcycle',
    ]);
  });

  it('drafts what it can from incomplete codes and says what is missing', () => {
    const { content, missing } = draft(
      report(
        [north(''), { PRECOLLDIRCDE: '', PRECOLLACTCDE: '', INITIALIMPACTCDE: '', UNITTYPECDE: '' }],
        { MannerCollCde: '', RDWYJUNCTIONCDE: '' },
        { LocationType: '' },
      ),
    );
    expect(missing).toEqual([
      'Manner of Collision is not coded.',
      'Neither Location Type nor Roadway Junction is coded: the road was chosen from the manner of collision.',
      'Unit 1 has no initial impact point: one was assumed.',
      'Unit 2 has no unit type: drawn as a car.',
      'Unit 2 has no direction of travel: drawn at the bottom edge to place by hand.',
      'Unit 2 has no pre-collision action: drawn going straight.',
      'Unit 2 has no initial impact point: one was assumed.',
    ]);
    expect(content.road?.template).toBe('straight');
    expect(symbol(content, 1)).toMatchObject({ rotation: 270 });
    expect(symbol(content, 2)).toMatchObject({ y: 540, rotation: 0 });
    expect(draft(report([])).missing).toContain('The report has no units to draw.');
  });

  it('drafts six units (a chain in one lane) well within 50 ms', () => {
    const data = report(
      [north('12'), north('6'), north('12'), north('12'), east('3'), east('12')],
      { MannerCollCde: '1' },
      { LocationType: '1' },
    );
    const facts = diagramFacts(vehicleCrashReport, data);
    const started = performance.now();
    const { content } = draftDiagram(facts);
    expect(performance.now() - started).toBeLessThan(50);
    const drawn = symbols(content);
    expect(drawn.map((s) => s.unit)).toEqual([1, 2, 3, 4, 5, 6]);
    // Units 3 and 4 queue behind unit 1, each front on the rear of the one ahead.
    const [one, three, four] = [symbol(content, 1), symbol(content, 3), symbol(content, 4)];
    expect(three?.y).toBeGreaterThan(one?.y ?? Infinity);
    expect(four?.y).toBeGreaterThan(three?.y ?? Infinity);
  });
});
