/**
 * Whether a record matches what a unit of the report already holds, by the rules of
 * duplicates.ts: the records window marks a registration whose vehicle (plate and VIN) or owner
 * (name) is already in a unit, and a licence whose driver already is, so the officer does not
 * enter one vehicle or person twice.
 */
import type { FormDefinition } from '../../forms/definition/definition-schema';
import { formRoles, itemRoleValue, roleItems, type FormRoles } from '../../forms/definition/form-roles';
import type { FieldRole, SectionRole } from '../../forms/definition/roles';
import { personNameKey, sameVehicle } from './duplicates';
import type { CrashRecord } from '../record-types';

/** What of a unit a record matches. */
export interface UnitMatch {
  vehicle: boolean;
  owner: boolean;
  driver: boolean;
}

const NO_MATCH: UnitMatch = { vehicle: false, owner: false, driver: false };

/** A reader of one sub-section of a unit by roles: its field of a role as text, or undefined. */
function reader(roles: FormRoles, unit: unknown, role: SectionRole) {
  const item = roleItems(roles, role, unit)[0];
  const pattern = roles.section(role)?.itemPattern ?? '';
  return (field: FieldRole): string | undefined => {
    const value = itemRoleValue(roles, pattern, item, field);
    return typeof value === 'string' ? value : undefined;
  };
}
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a !== '' &&
  a.toUpperCase().replace(/[^A-Z0-9]/g, '') === b.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What a record matches in one unit's data (one item of the report's units). */
export function matchUnit(definition: FormDefinition, record: CrashRecord, unit: unknown): UnitMatch {
  const roles = formRoles(definition);
  const vehicle = reader(roles, unit, 'unit.vehicle');
  const owner = reader(roles, unit, 'unit.owner');
  const driver = reader(roles, unit, 'unit.driver');
  const unitVehicle = {
    plate: vehicle('vehicle.plate'),
    plateState: vehicle('vehicle.plateState'),
    vin: vehicle('vehicle.vin'),
  };
  const ownerKey = personNameKey({
    business: owner('owner.businessName'),
    last: owner('person.lastName'),
    first: owner('person.firstName'),
  });
  switch (record.kind) {
    case 'vin':
      return { ...NO_MATCH, vehicle: same(record.vin, unitVehicle.vin) };
    case 'usdot':
      return NO_MATCH;
    case 'vehicleRegistration': {
      const key = personNameKey({
        business: record.ownerBusinessName,
        last: record.ownerLastName,
        first: record.ownerFirstName,
      });
      return { ...NO_MATCH, vehicle: sameVehicle(record, unitVehicle), owner: key !== '' && key === ownerKey };
    }
    case 'driverLicence': {
      const key = personNameKey({ last: record.lastName, first: record.firstName });
      const licenceState = driver('person.licenceState');
      const byLicence =
        same(record.licenceNumber, driver('person.licenceNumber')) &&
        (!licenceState || licenceState === record.licenceState);
      const byName =
        key === personNameKey({ last: driver('person.lastName'), first: driver('person.firstName') }) &&
        record.dateOfBirth !== undefined &&
        driver('person.birthDate') === record.dateOfBirth;
      return { vehicle: false, owner: key === ownerKey, driver: byLicence || byName };
    }
  }
}

/** The units of a report a record matches, with what it matches in each. */
export function findMatchingUnits(
  definition: FormDefinition,
  record: CrashRecord,
  report: unknown,
): { unitIndex: number; match: UnitMatch }[] {
  const units = report !== null && typeof report === 'object' ? roleItems(formRoles(definition), 'units', report) : [];
  return units
    .map((unit, unitIndex) => ({ unitIndex, match: matchUnit(definition, record, unit) }))
    .filter(({ match }) => match.vehicle || match.owner || match.driver);
}
