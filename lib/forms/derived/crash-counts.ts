import { FATAL_STATUS, INJURED_STATUSES } from '../../codes/code-meanings';
import type { FormDefinition } from '../definition/definition-schema';
import { formRoles, roleItems, type FormRoles } from '../definition/form-roles';
import type { ReportData } from '../definition/paths';
import { yesOptionValue } from '../definition/yes-no';
import { isMotorVehicleUnit, peopleOf, personValue, unitValue } from './unit-people';

/**
 * The crash's counts as the units and people already coded say them, so the officer does not
 * type them again: motor vehicles and non-motorists by unit type, the injured and the dead by
 * each driver's, non-motorist's and passenger's injury status, commercial units by their
 * indicator. A unit whose type is not coded yet counts as neither.
 */
export interface CrashCounts {
  motorVehicles: number;
  nonMotorists: number;
  injured: number;
  dead: number;
  commercialUnits: number;
}

function commercialYes(roles: FormRoles): string | undefined {
  const info = roles.section('unit.information');
  return yesOptionValue(info && roles.fieldIn(info.itemPattern, 'unit.commercial'));
}

/** What one unit adds to the counts. */
interface UnitCounts {
  roles: FormRoles;
  typed: boolean;
  motor: boolean;
  injured: number;
  dead: number;
  commercial: boolean;
}

/**
 * Each unit's share, by the unit's object: a change makes new objects only along its path, so a
 * keystroke in one unit of thirty counts that unit again and adds up the others' kept shares.
 */
const unitCountsKept = new WeakMap<object, UnitCounts>();

function unitCounts(roles: FormRoles, unit: Record<string, unknown>): UnitCounts {
  const kept = unitCountsKept.get(unit);
  if (kept && kept.roles === roles) return kept;
  const statuses = peopleOf(roles, unit).map((p) => personValue(roles, p, 'person.injuryStatus'));
  const yes = commercialYes(roles);
  const made: UnitCounts = {
    roles,
    typed: unitValue(roles, unit, 'unit.information', 'unit.type') !== '',
    motor: isMotorVehicleUnit(roles, unit),
    injured: statuses.filter((s) => INJURED_STATUSES.includes(s)).length,
    dead: statuses.filter((s) => s === FATAL_STATUS).length,
    commercial: yes !== undefined && unitValue(roles, unit, 'unit.information', 'unit.commercial') === yes,
  };
  unitCountsKept.set(unit, made);
  return made;
}

export function crashCounts(definition: FormDefinition, data: ReportData): CrashCounts {
  const roles = formRoles(definition);
  const counts: CrashCounts = { motorVehicles: 0, nonMotorists: 0, injured: 0, dead: 0, commercialUnits: 0 };
  for (const unit of roleItems(roles, 'units', data)) {
    const share = unitCounts(roles, unit);
    // An untyped unit's people still count as injured or dead; the unit itself counts as neither.
    counts.injured += share.injured;
    counts.dead += share.dead;
    if (!share.typed) continue;
    if (share.motor) counts.motorVehicles++;
    else counts.nonMotorists++;
    if (share.motor && share.commercial) counts.commercialUnits++;
  }
  return counts;
}
