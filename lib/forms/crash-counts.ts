import { FATAL_STATUS, INJURED_STATUSES } from '../codes/code-meanings';
import type { FormDefinition } from './definition-schema';
import { formRoles, roleItems, type FormRoles } from './form-roles';
import type { ReportData } from './paths';
import { yesOptionValue } from './yes-no';
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

export function crashCounts(definition: FormDefinition, data: ReportData): CrashCounts {
  const roles = formRoles(definition);
  const units = roleItems(roles, 'units', data);
  const typed = units.filter((u) => unitValue(roles, u, 'unit.information', 'unit.type') !== '');
  const motor = typed.filter((u) => isMotorVehicleUnit(roles, u));
  const statuses = units.flatMap((u) => peopleOf(roles, u)).map((p) => personValue(roles, p, 'person.injuryStatus'));
  const yes = commercialYes(roles);
  return {
    motorVehicles: motor.length,
    nonMotorists: typed.length - motor.length,
    injured: statuses.filter((s) => INJURED_STATUSES.includes(s)).length,
    dead: statuses.filter((s) => s === FATAL_STATUS).length,
    commercialUnits:
      yes === undefined
        ? 0
        : motor.filter((u) => unitValue(roles, u, 'unit.information', 'unit.commercial') === yes).length,
  };
}
