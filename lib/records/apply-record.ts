/**
 * What a record writes into the report (see docs/rules/records-and-personal-data.md). Each function is
 * pure and returns the writes ({path, value, provenance}) for one chosen unit (or witness),
 * every path under that item, so no other unit is ever touched; the caller applies them.
 * - Registration -> Units.n.VehicleInformation: insurer, policy number, plate, style (DEFAULT ->
 *   01), colour, VIN, model, make, year, plate state and year; -> Units.n.Owner: individual or
 *   business (OwnerPersonInd 1/0), name, street, city, state, ZIP.
 * - Driver licence -> Units.n.Driver: licence number, restriction codes, date of birth, sex,
 *   middle initial, last and first name, suffix, address, licence state (or -> Owner).
 * - Driver licence -> Witnesses.n: NAMETXT 'LAST, FIRST' and ADDRESSTXT the street.
 */
import type { FormDefinition } from '../forms/definition-schema';
import { vehicleCrashReport } from '../forms/vehicle-crash-report';
import { SectionWriter, type ApplyResult, type CodeMatcher, type Provenance } from './apply-fields';
import { lastCommaFirst } from './normalise-names';
import type { DriverLicenceRecord, VehicleRegistrationRecord } from './record-types';

export type { ApplyResult, Provenance, RecordWrite } from './apply-fields';

/** Options of the apply functions. */
export interface ApplyOptions {
  /** The report's definition (limits and lists are read from it); the Vehicle Crash Report by default. */
  definition?: FormDefinition;
  /** How values are matched to list codes; the seeded lists by default. */
  codes?: CodeMatcher;
}

/** The provenance a record's values carry. */
export function provenanceOf(record: DriverLicenceRecord | VehicleRegistrationRecord): Provenance {
  if (record.source === 'barcode') return 'barcode';
  return record.kind === 'driverLicence' ? 'licenceReturn' : 'registrationReturn';
}

function checkIndex(index: number, what: string): void {
  if (!Number.isInteger(index) || index < 0)
    throw new RangeError(`${what} index must be a whole number from 0; got ${index}.`);
}

function writer(
  group: string,
  index: number,
  section: string | null,
  record: Parameters<typeof provenanceOf>[0],
  o: ApplyOptions,
) {
  checkIndex(index, group === 'Units' ? 'Unit' : 'Witness');
  const tail = section ? `.${section}` : '';
  return new SectionWriter(
    o.definition ?? vehicleCrashReport,
    `${group}.*${tail}`,
    `${group}.${index}${tail}`,
    provenanceOf(record),
    o.codes,
  );
}

function merge(...results: ApplyResult[]): ApplyResult {
  return { writes: results.flatMap((r) => r.writes), notes: results.flatMap((r) => r.notes) };
}

/** The record's flagged values (left blank or kept as printed) come first in the notes, so applying says them again. */
function withFlags(result: ApplyResult, record: Parameters<typeof provenanceOf>[0], fields?: ReadonlySet<string>) {
  const flags = (record.flags ?? []).filter((f) => !fields || fields.has(f.field));
  return { writes: result.writes, notes: [...flags.map((f) => f.message), ...result.notes] };
}

/** The fields each part of a record fills, for the flags that concern it. */
const OWNER_FLAGS = new Set(['ownerState', 'ownerZip']);
const VEHICLE_FLAGS = new Set(['plateState', 'vin', 'year']);
const DRIVER_ADDRESS_FLAGS = new Set(['state', 'zip']);

/** A registration's vehicle and owner into unit `unitIndex` (both, or the parts named). */
export function applyRegistration(
  record: VehicleRegistrationRecord,
  unitIndex: number,
  options: ApplyOptions & { parts?: readonly ('vehicle' | 'owner')[] } = {},
): ApplyResult {
  const parts = options.parts ?? ['vehicle', 'owner'];
  const results: ApplyResult[] = [];
  if (parts.includes('vehicle')) {
    const v = writer('Units', unitIndex, 'VehicleInformation', record, options);
    v.set('INSURERNAMETXT', record.insurerName);
    v.set('INSPOLICYNBRTXT', record.policyNumber);
    v.set('VEHLICNBRTXT', record.plate);
    v.set('VEHLICSTATECDE', record.plateState);
    v.set('VEHLICYEARTXT', record.plateYear);
    v.set('VEHSTYLETXT', record.style);
    const colours = record.colour?.split(/\s*[/&,]\s*|\s+(?:AND|OVER|ON)\s+/).filter(Boolean) ?? [];
    if (colours.length > 1) v.result.notes.push(`Color: "${record.colour}" has two colours; the first was used.`);
    v.set('VEHCOLORTXT', colours[0]);
    v.set('VINTXT', record.vin);
    v.set('VEHMODELTXT', record.model);
    v.set('VEHMAKETXT', record.make);
    v.set('VEHYEARTXT', record.year);
    results.push(v.result);
  }
  if (parts.includes('owner')) {
    const o = writer('Units', unitIndex, 'Owner', record, options);
    if (record.ownerBusinessName) {
      o.set('OwnerPersonInd', '0');
      o.set('BUSINESSNAMETXT', record.ownerBusinessName);
    } else if (record.ownerLastName) {
      o.set('OwnerPersonInd', '1');
      o.set('NAMELASTTXT', record.ownerLastName);
      o.set('NAMEFIRSTTXT', record.ownerFirstName);
      o.set('NAMEMINITIALTXT', record.ownerMiddleName?.charAt(0));
    }
    o.set('ADDRSTREETTXT', record.ownerStreet);
    o.set('ADDRCITYTXT', record.ownerCity);
    o.set('ADDRSTATECDE', record.ownerState);
    o.set('ADDRZIPTXT', record.ownerZip);
    results.push(o.result);
  }
  const flagged = new Set([
    ...(parts.includes('vehicle') ? VEHICLE_FLAGS : []),
    ...(parts.includes('owner') ? OWNER_FLAGS : []),
  ]);
  return withFlags(merge(...results), record, flagged);
}

/** A driver licence into unit `unitIndex`: its driver (default) or its owner (the driver owns the vehicle). */
export function applyDriverLicence(
  record: DriverLicenceRecord,
  unitIndex: number,
  options: ApplyOptions & { to?: 'driver' | 'owner' } = {},
): ApplyResult {
  const toOwner = options.to === 'owner';
  const w = writer('Units', unitIndex, toOwner ? 'Owner' : 'Driver', record, options);
  if (toOwner) w.set('OwnerPersonInd', '1');
  w.set('NAMELASTTXT', record.lastName);
  w.set('NAMEFIRSTTXT', record.firstName);
  w.set('NAMEMINITIALTXT', record.middleName?.charAt(0));
  w.set('ADDRSTREETTXT', record.street);
  w.set('ADDRCITYTXT', record.city);
  w.set('ADDRSTATECDE', record.state);
  w.set('ADDRZIPTXT', record.zip);
  if (!toOwner) {
    w.set('NAMEFILIALTXT', record.suffix);
    w.set('BIRTHDTE', record.dateOfBirth);
    w.set('GENDERCDE', record.sex);
    w.set('DRIVERLICNBRTXT', record.licenceNumber);
    w.set('DRIVERLICSTATECDE', record.licenceState);
    w.set('RESTRICTIONCDE', record.restrictions);
  }
  // An owner takes the address only; a driver everything the licence flags.
  return withFlags(w.result, record, toOwner ? DRIVER_ADDRESS_FLAGS : undefined);
}

/** A driver licence into witness `witnessIndex`: name as 'LAST, FIRST' and the street. */
export function applyWitness(
  record: DriverLicenceRecord,
  witnessIndex: number,
  options: ApplyOptions = {},
): ApplyResult {
  const w = writer('Witnesses', witnessIndex, null, record, options);
  w.set('NAMETXT', lastCommaFirst(record));
  w.set('ADDRESSTXT', record.street);
  return w.result;
}
