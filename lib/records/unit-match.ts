/**
 * Whether a record matches what a unit of the report already holds, by the rules of
 * duplicates.ts: the records window marks a registration whose vehicle (plate and VIN) or owner
 * (name) is already in a unit, and a licence whose driver already is, so the officer does not
 * enter one vehicle or person twice.
 */
import { personNameKey, sameVehicle } from './duplicates';
import type { CrashRecord } from './record-types';

/** What of a unit a record matches. */
export interface UnitMatch {
  vehicle: boolean;
  owner: boolean;
  driver: boolean;
}

const NO_MATCH: UnitMatch = { vehicle: false, owner: false, driver: false };

type Section = Record<string, unknown>;
const section = (unit: unknown, key: string): Section => {
  const value = unit !== null && typeof unit === 'object' ? (unit as Section)[key] : undefined;
  return value !== null && typeof value === 'object' ? (value as Section) : {};
};
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a !== '' &&
  a.toUpperCase().replace(/[^A-Z0-9]/g, '') === b.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What a record matches in one unit's data (`Units[n]` of the report). */
export function matchUnit(record: CrashRecord, unit: unknown): UnitMatch {
  const vehicle = section(unit, 'VehicleInformation');
  const owner = section(unit, 'Owner');
  const driver = section(unit, 'Driver');
  const unitVehicle = { plate: vehicle.VEHLICNBRTXT, plateState: vehicle.VEHLICSTATECDE, vin: vehicle.VINTXT } as {
    plate?: string;
    plateState?: string;
    vin?: string;
  };
  const ownerKey = personNameKey({
    business: owner.BUSINESSNAMETXT,
    last: owner.NAMELASTTXT,
    first: owner.NAMEFIRSTTXT,
  });
  switch (record.kind) {
    case 'vin':
      return { ...NO_MATCH, vehicle: same(record.vin, vehicle.VINTXT) };
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
      const byLicence =
        same(record.licenceNumber, driver.DRIVERLICNBRTXT) &&
        (!driver.DRIVERLICSTATECDE || driver.DRIVERLICSTATECDE === record.licenceState);
      const byName =
        key === personNameKey({ last: driver.NAMELASTTXT, first: driver.NAMEFIRSTTXT }) &&
        record.dateOfBirth !== undefined &&
        driver.BIRTHDTE === record.dateOfBirth;
      return { vehicle: false, owner: key === ownerKey, driver: byLicence || byName };
    }
  }
}

/** The units of a report a record matches, with what it matches in each. */
export function findMatchingUnits(record: CrashRecord, report: unknown): { unitIndex: number; match: UnitMatch }[] {
  const units = report !== null && typeof report === 'object' ? (report as Section).Units : undefined;
  if (!Array.isArray(units)) return [];
  return units
    .map((unit, unitIndex) => ({ unitIndex, match: matchUnit(record, unit) }))
    .filter(({ match }) => match.vehicle || match.owner || match.driver);
}
