/**
 * Recognising the same vehicle, owner or driver, so the records window can mark duplicates. Two vehicles are the same when their VINs are equal; when one has no VIN, when their
 * plates are equal and their plate states do not differ. VINs that differ mean two vehicles
 * even under one plate (plates move between vehicles). Owners are the same by business name,
 * or by last and first name; drivers by licence number and state, or name and date of birth.
 */
import type { CrashRecord, DriverLicenceRecord, VehicleRegistrationRecord } from '../record-types';

/** Why records were grouped: the same record twice, or the same vehicle, owner or driver. */
export type DuplicateReason = 'sameRecord' | 'vehicle' | 'owner' | 'driver';

/** Records that are duplicates of each other for one reason, by position in the list given and by id. */
export interface DuplicateGroup {
  reason: DuplicateReason;
  indexes: number[];
  recordIds: string[];
}

/** What identifies a vehicle. */
export interface VehicleKey {
  plate?: string | undefined;
  plateState?: string | undefined;
  vin?: string | undefined;
}

const compact = (v: unknown) => (typeof v === 'string' ? v.toUpperCase().replace(/[^A-Z0-9]/g, '') : '');
const words = (v: unknown) =>
  typeof v === 'string'
    ? v
        .toUpperCase()
        .replace(/[^A-Z0-9 ]/g, ' ')
        .replace(/\b(INC|LLC|CORP|CORPORATION|CO|COMPANY|LTD|THE)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';

/** True when two vehicle keys name the same vehicle (see the file comment). */
export function sameVehicle(a: VehicleKey, b: VehicleKey): boolean {
  const [vinA, vinB] = [compact(a.vin), compact(b.vin)];
  if (vinA && vinB) return vinA === vinB;
  const [plateA, plateB] = [compact(a.plate), compact(b.plate)];
  if (!plateA || plateA !== plateB) return false;
  const [stateA, stateB] = [compact(a.plateState), compact(b.plateState)];
  return !stateA || !stateB || stateA === stateB;
}

/** An owner's or person's name as compared: business words, or 'LAST|FIRST'; '' when none. */
export function personNameKey(name: { business?: unknown; last?: unknown; first?: unknown }): string {
  const business = words(name.business);
  if (business) return `B:${business}`;
  const last = words(name.last);
  return last ? `P:${last}|${words(name.first)}` : '';
}

function vehicleOf(record: CrashRecord): VehicleKey | null {
  if (record.kind === 'vin') return { vin: record.vin };
  return record.kind === 'vehicleRegistration' ? record : null;
}

function ownerKeyOf(record: VehicleRegistrationRecord): string {
  return personNameKey({
    business: record.ownerBusinessName,
    last: record.ownerLastName,
    first: record.ownerFirstName,
  });
}

/** True when two licence records are the same person's (licence number and state, or name and birth date). */
export function sameDriver(a: DriverLicenceRecord, b: DriverLicenceRecord): boolean {
  const number = compact(a.licenceNumber);
  // A number left blank (flagged) matches nothing, as a blank date of birth below.
  if (number && number === compact(b.licenceNumber) && a.licenceState === b.licenceState) return true;
  // A date of birth left blank (flagged) matches nothing: a name alone is not the same person.
  return (
    personNameKey({ last: a.lastName, first: a.firstName }) ===
      personNameKey({ last: b.lastName, first: b.firstName }) &&
    a.dateOfBirth !== undefined &&
    a.dateOfBirth === b.dateOfBirth
  );
}

/** Groups of records that are pairwise linked by `same` (transitively), two or more each. */
function groupsBy<R extends CrashRecord>(
  list: { record: R; index: number }[],
  same: (a: R, b: R) => boolean,
  reason: DuplicateReason,
): DuplicateGroup[] {
  const records = list.map((e) => e.record);
  const parent = records.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < records.length; i++) {
    for (let j = i + 1; j < records.length; j++) if (same(records[i]!, records[j]!)) parent[root(j)] = root(i);
  }
  const byRoot = new Map<number, number[]>();
  records.forEach((_, i) => byRoot.set(root(i), [...(byRoot.get(root(i)) ?? []), i]));
  return [...byRoot.values()]
    .filter((members) => members.length > 1)
    .map((members) => ({
      reason,
      indexes: members.map((i) => list[i]!.index),
      recordIds: members.map((i) => records[i]!.id),
    }));
}

/** Every group of duplicates in a list of records: same record, same vehicle, same owner, same driver. */
export function findDuplicates(records: readonly CrashRecord[]): DuplicateGroup[] {
  const all = records.map((record, index) => ({ record, index }));
  const vehicles = all.filter((e) => vehicleOf(e.record) !== null);
  const registrations = all.filter(
    (e): e is { record: VehicleRegistrationRecord; index: number } => e.record.kind === 'vehicleRegistration',
  );
  const licences = all.filter(
    (e): e is { record: DriverLicenceRecord; index: number } => e.record.kind === 'driverLicence',
  );
  return [
    ...groupsBy(all, (a, b) => a.id === b.id, 'sameRecord'),
    ...groupsBy(vehicles, (a, b) => a.id !== b.id && sameVehicle(vehicleOf(a)!, vehicleOf(b)!), 'vehicle'),
    ...groupsBy(
      registrations,
      (a, b) => a.id !== b.id && ownerKeyOf(a) !== '' && ownerKeyOf(a) === ownerKeyOf(b),
      'owner',
    ),
    ...groupsBy(licences, (a, b) => a.id !== b.id && sameDriver(a, b), 'driver'),
  ];
}
