import { MOTOR_VEHICLE_UNIT_TYPES } from '../../codes/code-meanings';
import { itemRoleValue, roleItems, type FormRoles } from '../definition/form-roles';
import type { FieldRole, SectionRole } from '../definition/roles';
import { yesOptionValue } from '../definition/yes-no';

/**
 * A report's units and the people in them, read by roles (so any form version that gives its
 * sections and fields the roles is read alike): what the counts, the summary and the FMCSA
 * reportability are computed from.
 */

type Item = Record<string, unknown>;

/** The value of a field of a unit's sub-section by roles: unit -> its vehicle -> vehicle.style ('' when none). */
export function unitValue(roles: FormRoles, unit: Item, section: SectionRole, role: FieldRole): string {
  const pattern = roles.section(section)?.itemPattern ?? '';
  return String(itemRoleValue(roles, pattern, roleItems(roles, section, unit)[0], role) ?? '');
}

/** Whether the unit's type is a motor vehicle (list 272). */
export const isMotorVehicleUnit = (roles: FormRoles, unit: Item) =>
  MOTOR_VEHICLE_UNIT_TYPES.includes(unitValue(roles, unit, 'unit.information', 'unit.type'));

/** The unit's driver (or non-motorist) and passengers, each with the section role it is read by. */
export function peopleOf(roles: FormRoles, unit: Item): [SectionRole, Item][] {
  return [
    ...roleItems(roles, 'unit.driver', unit).map((p): [SectionRole, Item] => ['unit.driver', p]),
    ...roleItems(roles, 'unit.passengers', unit).map((p): [SectionRole, Item] => ['unit.passengers', p]),
  ];
}

/** A value of one of those people by role ('' when none). */
export function personValue(roles: FormRoles, [section, person]: [SectionRole, Item], role: FieldRole): string {
  return String(itemRoleValue(roles, roles.section(section)?.itemPattern ?? '', person, role) ?? '');
}

/**
 * Whether the unit left the scene (a hit and run), by its Left the Scene answer read through its
 * Yes option; false where the form has no such question.
 */
export function leftTheScene(roles: FormRoles, unit: Item): boolean {
  const info = roles.section('unit.information');
  const yes = yesOptionValue(info && roles.fieldIn(info.itemPattern, 'unit.leftScene'));
  return yes !== undefined && unitValue(roles, unit, 'unit.information', 'unit.leftScene') === yes;
}
