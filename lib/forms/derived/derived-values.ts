import {
  MOTOR_VEHICLE_IN_TRANSPORT_EVENT,
  MOTOR_VEHICLE_UNIT_TYPES,
  NOT_A_VEHICLE_COLLISION,
  PARKED_UNIT_TYPE,
} from '../../codes/code-meanings';
import { crashCounts, type CrashCounts } from './crash-counts';
import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, roleItemPath, roleItems, roleText, type FormRoles } from '../definition/form-roles';
import { isMotorVehicleUnit, leftTheScene, unitValue } from './unit-people';
import { getAt, isEmptyValue, type ReportData } from '../definition/paths';
import { locationTargets, roadTargets, unitImpliedTargets } from './implied-values';
import type { DerivedTarget } from './derived-target';
import type { ProvenanceMap } from '../report-data/provenance';
import type { FieldRole } from '../definition/roles';
import { optionValueLabelled, yesOptionValue } from '../definition/yes-no';

export type { DerivedTarget } from './derived-target';

export const COUNT_ROLES: Record<keyof CrashCounts, FieldRole> = {
  motorVehicles: 'crash.motorVehicleCount',
  nonMotorists: 'crash.nonMotoristCount',
  injured: 'crash.injuredCount',
  dead: 'crash.deadCount',
  commercialUnits: 'crash.commercialUnitCount',
};

/**
 * What the editor says under an empty field the report will fill once it can, so an officer who
 * meets it first (the counts come before the units) does not type it: undefined for other fields.
 */
export function filledLaterNote(role: FieldRole | undefined): string | undefined {
  const counted = role !== undefined && Object.values(COUNT_ROLES).includes(role);
  return counted ? 'Counted from the units once their unit types are coded: no need to type it.' : undefined;
}

/** What an owner who drives takes from the driver. */
const OWNER_FROM_DRIVER: readonly FieldRole[] = [
  'person.lastName',
  'person.firstName',
  'person.middleInitial',
  'person.street',
  'person.city',
  'person.state',
  'person.zip',
];

const INDIVIDUAL = 'individual';

/** What plainly holds of a vehicle that left the scene, by the label of the option that says it. */
const LEFT_SCENE_ANSWERS: readonly (readonly [FieldRole, string])[] = [
  ['vehicle.towed', 'no'],
  ['vehicle.fire', 'no'],
  ['vehicle.emergencyRun', 'no'],
  ['vehicle.proofOfInsurance', 'unknown'],
];

/** The crash is a hit and run while any unit left the scene. */
function hitAndRunTargets(roles: FormRoles, units: Record<string, unknown>[]): DerivedTarget[] {
  const hitAndRun = roles.path('crash.hitAndRun');
  const hitAndRunYes = yesOptionValue(roles.field('crash.hitAndRun'));
  if (!hitAndRun || hitAndRunYes === undefined) return [];
  const any = units.some((unit) => leftTheScene(roles, unit));
  return [{ path: hitAndRun, value: any ? hitAndRunYes : '', source: 'hitAndRun' }];
}

/**
 * A unit that left the scene (a hit and run): the vehicle's plain answers are filled (not towed,
 * no fire, no emergency run, insurance unknown).
 */
function leftSceneTargets(roles: FormRoles, unit: Record<string, unknown>, i: number): DerivedTarget[] {
  const vehicle = roles.section('unit.vehicle');
  const vehiclePath = roleItemPath(roles, 'unit.vehicle', i);
  if (!vehicle || !vehiclePath) return [];
  const gone = leftTheScene(roles, unit);
  return LEFT_SCENE_ANSWERS.flatMap(([role, label]) => {
    const field = roles.fieldIn(vehicle.itemPattern, role);
    const value = optionValueLabelled(field, label);
    if (!field || value === undefined) return [];
    return [{ path: `${vehiclePath}.${field.key}`, value: gone ? value : '', source: 'hitAndRun' as const }];
  });
}

function countTargets(definition: FormDefinition, data: ReportData, roles: FormRoles): DerivedTarget[] {
  const counts = crashCounts(definition, data);
  // Until a unit's type is coded there is nothing to count, and a 0 would read as counted.
  const counted = counts.motorVehicles + counts.nonMotorists > 0;
  return (Object.keys(COUNT_ROLES) as (keyof CrashCounts)[]).flatMap((name) => {
    const path = roles.path(COUNT_ROLES[name]);
    return path ? [{ path, value: counted ? String(counts[name]) : '', source: 'derived' as const }] : [];
  });
}

/**
 * An owner already written by hand (no value of it came from the driver) is someone else's
 * record: it is not filled in part from the driver.
 */
function typedByHand(
  unit: Record<string, unknown>,
  unitPath: string,
  provenance: ProvenanceMap,
  targets: DerivedTarget[],
) {
  const filled = targets.filter((t) => !isEmptyValue(getAt(unit, t.path.slice(unitPath.length + 1))));
  return filled.length > 0 && filled.every((t) => provenance[t.path] !== t.source);
}

/**
 * What the owner takes from the driver: the values copied (`fromDriver`), and with them the
 * owner's kind (`all`), until the officer has written the owner by hand (see typedByHand).
 */
function ownerCandidates(
  roles: FormRoles,
  unit: Record<string, unknown>,
  i: number,
): { unitPath: string; fromDriver: DerivedTarget[]; all: DerivedTarget[] } {
  const none = { unitPath: '', fromDriver: [], all: [] };
  const driver = roles.section('unit.driver');
  const owner = roles.section('unit.owner');
  const info = roles.section('units');
  const ownsField = driver && roles.fieldIn(driver.itemPattern, 'driver.ownsVehicle');
  const yes = yesOptionValue(ownsField);
  const unitPath = roleItemPath(roles, 'units', i);
  const driverPath = roleItemPath(roles, 'unit.driver', i);
  const ownerPath = roleItemPath(roles, 'unit.owner', i);
  if (!driver || !owner || !info || !ownsField || yes === undefined) return none;
  if (!unitPath || !driverPath || !ownerPath) return none;
  const kindField = roles.fieldIn(owner.itemPattern, 'owner.kind');
  const individual = optionValueLabelled(kindField, INDIVIDUAL);
  const inUnit = (path: string) => getAt(unit, path.slice(unitPath.length + 1));
  const owns = inUnit(`${driverPath}.${ownsField.key}`) === yes;
  const fromDriver: DerivedTarget[] = OWNER_FROM_DRIVER.flatMap((role) => {
    const ownerKey = roles.keyIn(owner.itemPattern, role);
    const driverKey = roles.keyIn(driver.itemPattern, role);
    if (!ownerKey || !driverKey) return [];
    const value = owns ? String(inUnit(`${driverPath}.${driverKey}`) ?? '') : '';
    return [{ path: `${ownerPath}.${ownerKey}`, value, source: 'sameAsDriver' as const }];
  });
  const kind: DerivedTarget[] =
    kindField && individual !== undefined
      ? [{ path: `${ownerPath}.${kindField.key}`, value: owns ? individual : '', source: 'sameAsDriver' }]
      : [];
  return { unitPath, fromDriver, all: [...kind, ...fromDriver] };
}

/** A unit in transport: a motor vehicle, not parked. */
const inTransport = (roles: FormRoles, unit: Record<string, unknown>) => {
  const type = unitValue(roles, unit, 'unit.information', 'unit.type');
  return MOTOR_VEHICLE_UNIT_TYPES.includes(type) && type !== PARKED_UNIT_TYPE;
};

/** Whether the manner of collision says two vehicles in transport collided. */
function vehiclesCollided(roles: FormRoles, data: ReportData, units: Record<string, unknown>[]): boolean {
  const manner = roleText(roles, data, 'crash.mannerOfCollision') ?? '';
  return (
    units.filter((u) => inTransport(roles, u)).length >= 2 && manner !== '' && !NOT_A_VEHICLE_COLLISION.includes(manner)
  );
}

/**
 * A motor vehicle's occupants, counted from its driver (a parked vehicle has none) and
 * passengers; and its first harmful event, a motor vehicle in transport, where the manner of
 * collision says two vehicles in transport collided. Nothing for a unit that left the scene,
 * whose occupants nobody saw.
 */
function vehicleTargets(
  roles: FormRoles,
  unit: Record<string, unknown>,
  i: number,
  collided: boolean,
): DerivedTarget[] {
  const vehicle = roles.section('unit.vehicle');
  const info = roles.section('unit.information');
  const path = roleItemPath(roles, 'unit.vehicle', i);
  if (!vehicle || !info || !path) return [];
  const occupants = roles.keyIn(vehicle.itemPattern, 'vehicle.occupants');
  const event = roles.keyIn(vehicle.itemPattern, 'vehicle.firstHarmfulEvent');
  const type = unitValue(roles, unit, 'unit.information', 'unit.type');
  const motor = isMotorVehicleUnit(roles, unit);
  const left = leftTheScene(roles, unit);
  const people = (type === PARKED_UNIT_TYPE ? 0 : 1) + roleItems(roles, 'unit.passengers', unit).length;
  const targets: DerivedTarget[] = [];
  if (occupants) {
    targets.push({ path: `${path}.${occupants}`, value: motor && !left ? String(people) : '', source: 'derived' });
  }
  if (event) {
    const value = collided && inTransport(roles, unit) ? MOTOR_VEHICLE_IN_TRANSPORT_EVENT : '';
    targets.push({ path: `${path}.${event}`, value, source: 'derived' });
  }
  return targets;
}

interface UnitTargets {
  roles: FormRoles;
  index: number;
  collided: boolean;
  owner: ReturnType<typeof ownerCandidates>;
  leftScene: DerivedTarget[];
  vehicle: DerivedTarget[];
  implied: DerivedTarget[];
}

/**
 * A unit's targets, by the unit's object: a change makes new objects only along its path, so a
 * keystroke in one unit of thirty works out that unit's targets alone, and the paths of the others
 * stay the same strings (which the path lookups of derivedWrites find at once). Whether the owner
 * was typed by hand reads the provenance, which changes more often than a unit, so it is read
 * at each call.
 */
const unitTargetsKept = new WeakMap<object, UnitTargets>();

function unitTargets(roles: FormRoles, unit: Record<string, unknown>, index: number, collided: boolean): UnitTargets {
  const kept = unitTargetsKept.get(unit);
  if (kept && kept.roles === roles && kept.index === index && kept.collided === collided) return kept;
  const made: UnitTargets = {
    roles,
    index,
    collided,
    owner: ownerCandidates(roles, unit, index),
    leftScene: leftSceneTargets(roles, unit, index),
    vehicle: vehicleTargets(roles, unit, index, collided),
    implied: unitImpliedTargets(roles, unit, index),
  };
  unitTargetsKept.set(unit, made);
  return made;
}

export interface DerivedWrite {
  path: string;
  value: DerivedTarget['value'];
  /** The mark the written value carries; none when a derived value is taken back. */
  provenance?: DerivedTarget['source'];
}

/** Whether a field holds the value: the same text, or the same picks in the same order. */
function holds(current: unknown, value: DerivedTarget['value']): boolean {
  if (typeof value === 'string') return current === value;
  return Array.isArray(current) && current.length === value.length && value.every((v, i) => current[i] === v);
}

/** The writes among `targets` (see derivedWrites). */
function writesOf(targets: DerivedTarget[], data: ReportData, provenance: ProvenanceMap): DerivedWrite[] {
  return targets.flatMap(({ path, value, source }) => {
    const current = getAt(data, path);
    const ours = provenance[path] === source;
    const none = isEmptyValue(value);
    if (ours ? holds(current, value) : none || !isEmptyValue(current)) return [];
    return [none ? { path, value } : { path, value, provenance: source }];
  });
}

interface UnitWrites {
  targets: UnitTargets;
  provenance: ProvenanceMap;
  owner: DerivedWrite[];
  leftScene: DerivedWrite[];
  vehicle: DerivedWrite[];
  implied: DerivedWrite[];
}

/**
 * A unit's writes, by the unit's object as its targets are (unitTargets), while the provenance is
 * the same map: typing in a field no value was derived for keeps it, so a keystroke in one unit of
 * thirty reads that unit's fields alone.
 */
const unitWritesKept = new WeakMap<object, UnitWrites>();

function unitWrites(
  unit: Record<string, unknown>,
  targets: UnitTargets,
  data: ReportData,
  provenance: ProvenanceMap,
): UnitWrites {
  const kept = unitWritesKept.get(unit);
  if (kept && kept.targets === targets && kept.provenance === provenance) return kept;
  const { owner } = targets;
  const made: UnitWrites = {
    targets,
    provenance,
    owner: typedByHand(unit, owner.unitPath, provenance, owner.fromDriver) ? [] : writesOf(owner.all, data, provenance),
    leftScene: writesOf(targets.leftScene, data, provenance),
    vehicle: writesOf(targets.vehicle, data, provenance),
    implied: writesOf(targets.implied, data, provenance),
  };
  unitWritesKept.set(unit, made);
  return made;
}

/**
 * The writes that bring the report's derived values up to date. A field is filled only while it is
 * empty or still holds a value derived the same way (its provenance mark): once the officer types
 * over it, the value is the officer's and is never written again.
 */
export function derivedWrites(definition: FormDefinition, data: ReportData, provenance: ProvenanceMap): DerivedWrite[] {
  const roles = formRoles(definition);
  const units = roleItems(roles, 'units', data);
  const collided = vehiclesCollided(roles, data, units);
  const perUnit = units.map((unit, i) => unitWrites(unit, unitTargets(roles, unit, i, collided), data, provenance));
  return [
    ...writesOf(countTargets(definition, data, roles), data, provenance),
    ...perUnit.flatMap((u) => u.owner),
    ...writesOf(hitAndRunTargets(roles, units), data, provenance),
    ...perUnit.flatMap((u) => u.leftScene),
    ...perUnit.flatMap((u) => u.vehicle),
    ...perUnit.flatMap((u) => u.implied),
    // A unit's road is another unit's: read across the units at each change (a few fields each).
    ...writesOf(roadTargets(roles, data, units), data, provenance),
    ...writesOf(locationTargets(roles, data), data, provenance),
  ];
}
