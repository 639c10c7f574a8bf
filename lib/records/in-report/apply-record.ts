/**
 * What a record writes into the report (see docs/rules/records-and-personal-data.md). Each function is
 * pure and returns the writes ({path, value, provenance}) for one chosen unit (or witness),
 * every path under that item, so no other unit is ever touched; the caller applies them. Fields
 * are found by their roles (lib/forms/definition/roles.ts) in the report's own definition.
 * - Registration -> the unit's vehicle: insurer, policy number, plate, style (DEFAULT -> 01),
 *   colour, VIN, model, make, year, plate state and year; -> the unit's owner: individual or
 *   business (owner.kind 1/0), name, street, city, state, ZIP.
 * - Driver licence -> the unit's driver: licence number, restriction codes, date of birth, sex,
 *   middle initial, last and first name, suffix, address, licence state (or -> its owner).
 * - Driver licence -> a witness: the one-line name 'LAST, FIRST' and the street as the address.
 */
import type { FormDefinition } from '../../forms/definition/definition-schema';
import { formRoles } from '../../forms/definition/form-roles';
import { bindPath } from '../../forms/definition/paths';
import type { SectionRole } from '../../forms/definition/roles';
import { SectionWriter, type ApplyResult, type CodeMatcher, type Provenance } from './apply-fields';
import { lastCommaFirst } from '../parsing/normalise-names';
import type { DriverLicenceRecord, VehicleRegistrationRecord } from '../record-types';

export type { ApplyResult, Provenance, RecordWrite } from './apply-fields';

/** Options of the apply functions. */
export interface ApplyOptions {
  /** The report's definition: its roles place the values, its limits and lists shape them. */
  definition: FormDefinition;
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

function writer(role: SectionRole, indices: number[], record: Parameters<typeof provenanceOf>[0], o: ApplyOptions) {
  for (const index of indices) checkIndex(index, role === 'witnesses' ? 'Witness' : 'Unit');
  const section = formRoles(o.definition).section(role);
  if (!section) throw new RangeError(`The form has no ${role} section.`);
  return new SectionWriter(
    o.definition,
    section.itemPattern,
    bindPath(section.itemPattern, indices),
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
  options: ApplyOptions & { parts?: readonly ('vehicle' | 'owner')[] },
): ApplyResult {
  const parts = options.parts ?? ['vehicle', 'owner'];
  const results: ApplyResult[] = [];
  if (parts.includes('vehicle')) {
    const v = writer('unit.vehicle', [unitIndex], record, options);
    v.setRole('vehicle.insurer', record.insurerName);
    v.setRole('vehicle.policyNumber', record.policyNumber);
    v.setRole('vehicle.plate', record.plate);
    v.setRole('vehicle.plateState', record.plateState);
    v.setRole('vehicle.plateYear', record.plateYear);
    v.setRole('vehicle.style', record.style);
    const colours = record.colour?.split(/\s*[/&,]\s*|\s+(?:AND|OVER|ON)\s+/).filter(Boolean) ?? [];
    if (colours.length > 1) v.result.notes.push(`Color: "${record.colour}" has two colours; the first was used.`);
    v.setRole('vehicle.colour', colours[0]);
    v.setRole('vehicle.vin', record.vin);
    v.setRole('vehicle.model', record.model);
    v.setRole('vehicle.make', record.make);
    v.setRole('vehicle.year', record.year);
    results.push(v.result);
  }
  if (parts.includes('owner')) {
    const o = writer('unit.owner', [unitIndex], record, options);
    if (record.ownerBusinessName) {
      o.setRole('owner.kind', '0');
      o.setRole('owner.businessName', record.ownerBusinessName);
    } else if (record.ownerLastName) {
      o.setRole('owner.kind', '1');
      o.setRole('person.lastName', record.ownerLastName);
      o.setRole('person.firstName', record.ownerFirstName);
      o.setRole('person.middleInitial', record.ownerMiddleName?.charAt(0));
    }
    o.setRole('person.street', record.ownerStreet);
    o.setRole('person.city', record.ownerCity);
    o.setRole('person.state', record.ownerState);
    o.setRole('person.zip', record.ownerZip);
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
  options: ApplyOptions & { to?: 'driver' | 'owner' },
): ApplyResult {
  const toOwner = options.to === 'owner';
  const w = writer(toOwner ? 'unit.owner' : 'unit.driver', [unitIndex], record, options);
  if (toOwner) w.setRole('owner.kind', '1');
  w.setRole('person.lastName', record.lastName);
  w.setRole('person.firstName', record.firstName);
  w.setRole('person.middleInitial', record.middleName?.charAt(0));
  w.setRole('person.street', record.street);
  w.setRole('person.city', record.city);
  w.setRole('person.state', record.state);
  w.setRole('person.zip', record.zip);
  if (!toOwner) {
    w.setRole('person.suffix', record.suffix);
    w.setRole('person.birthDate', record.dateOfBirth);
    w.setRole('person.gender', record.sex);
    w.setRole('person.licenceNumber', record.licenceNumber);
    w.setRole('person.licenceState', record.licenceState);
    w.setRole('person.restrictions', record.restrictions);
  }
  // An owner takes the address only; a driver everything the licence flags.
  return withFlags(w.result, record, toOwner ? DRIVER_ADDRESS_FLAGS : undefined);
}

/** A driver licence into witness `witnessIndex`: name as 'LAST, FIRST' and the street. */
export function applyWitness(record: DriverLicenceRecord, witnessIndex: number, options: ApplyOptions): ApplyResult {
  const w = writer('witnesses', [witnessIndex], record, options);
  w.setRole('person.oneLineName', lastCommaFirst(record));
  w.setRole('person.oneLineAddress', record.street);
  return w.result;
}
