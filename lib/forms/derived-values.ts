import {
  MOTOR_VEHICLE_IN_TRANSPORT_EVENT,
  MOTOR_VEHICLE_UNIT_TYPES,
  NOT_A_VEHICLE_COLLISION,
  PARKED_UNIT_TYPE,
} from '../codes/code-meanings';
import { crashCounts, type CrashCounts } from './crash-counts';
import type { FormDefinition } from './definition-schema';
import { formRoles, roleItemPath, roleItems, roleText, type FormRoles } from './form-roles';
import { isMotorVehicleUnit, leftTheScene, unitValue } from './unit-people';
import { getAt, isEmptyValue, type ReportData } from './paths';
import type { ProvenanceMap, ProvenanceSource } from './provenance';
import type { FieldRole } from './roles';
import { optionValueLabelled, yesOptionValue } from './yes-no';

/**
 * Values the report already says elsewhere, so the officer does not type them twice: the crash's
 * counts from its units and people, a driver-owner's name and address in the Owner section, and
 * the answers a unit that left the scene plainly has (see docs/rules/report-editor.md, "Values
 * filled for the officer").
 */
export interface DerivedTarget {
  path: string;
  /** '' when nothing can be derived now: a value still marked as derived is then taken back. */
  value: string;
  source: Extract<ProvenanceSource, 'derived' | 'sameAsDriver' | 'hitAndRun'>;
}

export const COUNT_ROLES: Record<keyof CrashCounts, FieldRole> = {
  motorVehicles: 'crash.motorVehicleCount',
  nonMotorists: 'crash.nonMotoristCount',
  injured: 'crash.injuredCount',
  dead: 'crash.deadCount',
  commercialUnits: 'crash.commercialUnitCount',
};

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

/**
 * A unit that left the scene (a hit and run): the crash is a hit and run, and the vehicle's
 * plain answers are filled (not towed, no fire, no emergency run, insurance unknown).
 */
function leftSceneTargets(data: ReportData, roles: FormRoles): DerivedTarget[] {
  const vehicle = roles.section('unit.vehicle');
  const left = roleItems(roles, 'units', data).map((unit) => leftTheScene(roles, unit));
  const targets: DerivedTarget[] = [];
  const hitAndRun = roles.path('crash.hitAndRun');
  const hitAndRunYes = yesOptionValue(roles.field('crash.hitAndRun'));
  if (hitAndRun && hitAndRunYes !== undefined) {
    targets.push({ path: hitAndRun, value: left.some(Boolean) ? hitAndRunYes : '', source: 'hitAndRun' });
  }
  left.forEach((gone, i) => {
    const vehiclePath = roleItemPath(roles, 'unit.vehicle', i);
    if (!vehicle || !vehiclePath) return;
    for (const [role, label] of LEFT_SCENE_ANSWERS) {
      const field = roles.fieldIn(vehicle.itemPattern, role);
      const value = optionValueLabelled(field, label);
      if (field && value !== undefined) {
        targets.push({ path: `${vehiclePath}.${field.key}`, value: gone ? value : '', source: 'hitAndRun' });
      }
    }
  });
  return targets;
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
function typedByHand(data: ReportData, provenance: ProvenanceMap, targets: DerivedTarget[]): boolean {
  const filled = targets.filter((t) => !isEmptyValue(getAt(data, t.path)));
  return filled.length > 0 && filled.every((t) => provenance[t.path] !== t.source);
}

function ownerTargets(data: ReportData, provenance: ProvenanceMap, roles: FormRoles): DerivedTarget[] {
  const driver = roles.section('unit.driver');
  const owner = roles.section('unit.owner');
  const info = roles.section('units');
  const ownsField = driver && roles.fieldIn(driver.itemPattern, 'driver.ownsVehicle');
  const yes = yesOptionValue(ownsField);
  if (!driver || !owner || !info || !ownsField || yes === undefined) return [];
  const kindField = roles.fieldIn(owner.itemPattern, 'owner.kind');
  const individual = optionValueLabelled(kindField, INDIVIDUAL);
  return roleItems(roles, 'units', data).flatMap((_, i) => {
    const driverPath = roleItemPath(roles, 'unit.driver', i);
    const ownerPath = roleItemPath(roles, 'unit.owner', i);
    if (!driverPath || !ownerPath) return [];
    const owns = getAt(data, `${driverPath}.${ownsField.key}`) === yes;
    const targets: DerivedTarget[] = OWNER_FROM_DRIVER.flatMap((role) => {
      const ownerKey = roles.keyIn(owner.itemPattern, role);
      const driverKey = roles.keyIn(driver.itemPattern, role);
      if (!ownerKey || !driverKey) return [];
      const value = owns ? String(getAt(data, `${driverPath}.${driverKey}`) ?? '') : '';
      return [{ path: `${ownerPath}.${ownerKey}`, value, source: 'sameAsDriver' as const }];
    });
    if (typedByHand(data, provenance, targets)) return [];
    if (kindField && individual !== undefined) {
      targets.unshift({ path: `${ownerPath}.${kindField.key}`, value: owns ? individual : '', source: 'sameAsDriver' });
    }
    return targets;
  });
}

/**
 * Each motor vehicle's occupants, counted from its driver (a parked vehicle has none) and
 * passengers; and its first harmful event, a motor vehicle in transport, where the manner of
 * collision says two vehicles in transport collided. Nothing for a unit that left the scene,
 * whose occupants nobody saw.
 */
function vehicleTargets(definition: FormDefinition, data: ReportData, roles: FormRoles): DerivedTarget[] {
  const vehicle = roles.section('unit.vehicle');
  const info = roles.section('unit.information');
  if (!vehicle || !info) return [];
  const occupants = roles.keyIn(vehicle.itemPattern, 'vehicle.occupants');
  const event = roles.keyIn(vehicle.itemPattern, 'vehicle.firstHarmfulEvent');
  const units = roleItems(roles, 'units', data);
  const inTransport = units.filter(
    (u) =>
      MOTOR_VEHICLE_UNIT_TYPES.includes(unitValue(roles, u, 'unit.information', 'unit.type')) &&
      unitValue(roles, u, 'unit.information', 'unit.type') !== PARKED_UNIT_TYPE,
  );
  const manner = roleText(roles, data, 'crash.mannerOfCollision') ?? '';
  const vehiclesCollided = inTransport.length >= 2 && manner !== '' && !NOT_A_VEHICLE_COLLISION.includes(manner);
  return units.flatMap((unit, i) => {
    const path = roleItemPath(roles, 'unit.vehicle', i);
    if (!path) return [];
    const type = unitValue(roles, unit, 'unit.information', 'unit.type');
    const motor = isMotorVehicleUnit(roles, unit);
    const left = leftTheScene(roles, unit);
    const people = (type === PARKED_UNIT_TYPE ? 0 : 1) + roleItems(roles, 'unit.passengers', unit).length;
    const targets: DerivedTarget[] = [];
    if (occupants) {
      targets.push({ path: `${path}.${occupants}`, value: motor && !left ? String(people) : '', source: 'derived' });
    }
    if (event) {
      const collided = vehiclesCollided && inTransport.includes(unit);
      targets.push({
        path: `${path}.${event}`,
        value: collided ? MOTOR_VEHICLE_IN_TRANSPORT_EVENT : '',
        source: 'derived',
      });
    }
    return targets;
  });
}

/** Every value that can be derived from the report as it stands. */
export function derivedTargets(
  definition: FormDefinition,
  data: ReportData,
  provenance: ProvenanceMap,
): DerivedTarget[] {
  const roles = formRoles(definition);
  return [
    ...countTargets(definition, data, roles),
    ...ownerTargets(data, provenance, roles),
    ...leftSceneTargets(data, roles),
    ...vehicleTargets(definition, data, roles),
  ];
}

export interface DerivedWrite {
  path: string;
  value: string;
  /** The mark the written value carries; none when a derived value is taken back. */
  provenance?: DerivedTarget['source'];
}

/**
 * The writes that bring the report's derived values up to date. A field is filled only while it is
 * empty or still holds a value derived the same way (its provenance mark): once the officer types
 * over it, the value is the officer's and is never written again.
 */
export function derivedWrites(definition: FormDefinition, data: ReportData, provenance: ProvenanceMap): DerivedWrite[] {
  return derivedTargets(definition, data, provenance).flatMap(({ path, value, source }) => {
    const current = getAt(data, path);
    const ours = provenance[path] === source;
    if (ours ? current === value : value === '' || !isEmptyValue(current)) return [];
    return [value === '' ? { path, value } : { path, value, provenance: source }];
  });
}
