import {
  DRIVER_SEATING_POSITION,
  isVehicleAreaCode,
  PARKED_UNIT_TYPE,
  roadwayCharacterFacingBack,
} from '../../codes/code-meanings';
import { CodeListId } from '../../codes/list-ids';
import { roleItemPath, roleText, type FormRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import type { FieldRole, SectionRole } from '../definition/roles';
import { yesOptionValue } from '../definition/yes-no';
import type { DerivedTarget } from './derived-target';
import { isMotorVehicleUnit, leftTheScene, unitValue } from './unit-people';
import { unitDirection, unitRoads } from './unit-roads';

/**
 * Values a careful officer would type though the report already implies them (see
 * docs/rules/report-editor.md, "Values filled for the officer"), each marked "derived, confirm":
 * a vehicle's damaged areas from its initial impact, its axles from its decoded vehicle type, the
 * driver's seat, a unit's road (speed limit, road type, traffic control and its operation, roadway
 * character) from the first unit on the same road, and Inside Corporate Limits from the city.
 */

type Unit = Record<string, unknown>;

/** The concrete path of the field of `role` in a unit's sub-section, or undefined when the form has none. */
function pathIn(roles: FormRoles, section: SectionRole, index: number, role: FieldRole): string | undefined {
  const pattern = roles.section(section)?.itemPattern;
  const item = roleItemPath(roles, section, index);
  const key = pattern && roles.keyIn(pattern, role);
  return item && key ? `${item}.${key}` : undefined;
}

const target = (path: string | undefined, value: DerivedTarget['value']): DerivedTarget[] =>
  path ? [{ path, value, source: 'derived' }] : [];

/**
 * vPIC vehicle types (the VIN decode's Vehicle Type) whose axles the type alone tells: a passenger
 * car, and a multipurpose passenger vehicle (FMVSS: built for at most 10 people), both two-axle
 * vehicles in FHWA's classification (classes 2 and 3; a dual-wheel one class 5, two axles still). A
 * truck, bus, motorcycle (two or three wheels), trailer or incomplete vehicle may have any number.
 */
const AXLES_OF_VEHICLE_TYPE: Readonly<Record<string, string>> = {
  'PASSENGER CAR': '2',
  'MULTIPURPOSE PASSENGER VEHICLE (MPV)': '2',
};

/** Whether the unit pulls a trailer: its axles are then the combination's, which the type does not tell. */
function pullsTrailer(roles: FormRoles, unit: Unit): boolean {
  const info = roles.section('unit.information');
  const yes = yesOptionValue(info && roles.fieldIn(info.itemPattern, 'unit.trailer'));
  return yes !== undefined && unitValue(roles, unit, 'unit.information', 'unit.trailer') === yes;
}

/**
 * What one unit implies of itself: its damaged areas (the initial impact's area, a collision
 * having damaged it as far as the report tells), its axles (see AXLES_OF_VEHICLE_TYPE), and its
 * driver's seat (the driver's position). Nothing for a unit that is no motor vehicle, nor a driver's
 * seat for a parked vehicle or one that left the scene, whose driver nobody saw.
 */
export function unitImpliedTargets(roles: FormRoles, unit: Unit, i: number): DerivedTarget[] {
  const motor = isMotorVehicleUnit(roles, unit);
  const impact = unitValue(roles, unit, 'unit.vehicle', 'vehicle.initialImpact');
  const type = unitValue(roles, unit, 'unit.vehicle', 'vehicle.type').trim().toUpperCase();
  const axles = motor && !pullsTrailer(roles, unit) ? (AXLES_OF_VEHICLE_TYPE[type] ?? '') : '';
  const driven = unitValue(roles, unit, 'unit.information', 'unit.type') !== PARKED_UNIT_TYPE;
  const seated = motor && driven && !leftTheScene(roles, unit);
  return [
    ...target(
      pathIn(roles, 'unit.vehicle', i, 'vehicle.damagedAreas'),
      motor && isVehicleAreaCode(impact) ? [impact] : [],
    ),
    ...target(pathIn(roles, 'unit.vehicle', i, 'vehicle.axles'), axles),
    ...target(pathIn(roles, 'unit.driver', i, 'person.seatingPosition'), seated ? DRIVER_SEATING_POSITION : ''),
  ];
}

/** The facts of a unit's road, as the first unit on it recorded them. */
const ROAD_ROLES: readonly FieldRole[] = [
  'vehicle.speedLimit',
  'vehicle.roadType',
  'vehicle.trafficControl',
  'vehicle.trafficControlOperational',
  'vehicle.roadwayCharacter',
];

/**
 * A motor vehicle's road facts copied from the first motor vehicle on the same road (unit-roads.ts):
 * its speed limit, road type, traffic control and whether it worked, and its roadway character,
 * turned round for a unit going the other way (a curve right is then a curve left, uphill downhill).
 */
export function roadTargets(roles: FormRoles, data: ReportData, units: readonly Unit[]): DerivedTarget[] {
  const roads = unitRoads(
    units.map((unit) => unitDirection(roles, unit)),
    roleText(roles, data, 'location.intersectingName') !== null,
  );
  const firstOn = new Map<string, number>();
  return units.flatMap((unit, i) => {
    const road = isMotorVehicleUnit(roles, unit) ? roads[i] : undefined;
    const from = road === undefined ? undefined : firstOn.get(road);
    if (road !== undefined && from === undefined) firstOn.set(road, i);
    const source = from === undefined ? undefined : units[from]!;
    const backwards = source !== undefined && unitDirection(roles, source) !== unitDirection(roles, unit);
    // The first unit on a road is given nothing: a value derived before (the units were in another
    // order) is taken back.
    return ROAD_ROLES.flatMap((role) => {
      let value = source ? unitValue(roles, source, 'unit.vehicle', role) : '';
      if (role === 'vehicle.roadwayCharacter' && backwards) value = roadwayCharacterFacingBack(value);
      return target(pathIn(roles, 'unit.vehicle', i, role), value);
    });
  });
}

/**
 * Inside Corporate Limits is Yes where the crash's City/Town is coded from the city list, which holds
 * Indiana's incorporated municipalities alone (lib/codes/seed/places/cities.ts): a crash placed in
 * one is within its corporate limits. No city says nothing (the crash may be outside any, or the
 * city not chosen yet). The Locality (urban or rural) is not derived: whether a place is urban
 * depends on its population and the urban boundaries, which the report and its lists do not hold.
 */
export function locationTargets(roles: FormRoles, data: ReportData): DerivedTarget[] {
  const path = roles.path('location.insideCorporateLimits');
  const yes = yesOptionValue(roles.field('location.insideCorporateLimits'));
  if (!path || yes === undefined || roles.field('location.city')?.codeListId !== CodeListId.City) return [];
  return target(path, roleText(roles, data, 'location.city') ? yes : '');
}
