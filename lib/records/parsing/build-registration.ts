/**
 * A vehicle-registration record from the fields of one return or table. A record is made only
 * when it names a plate and the state that issued it; the owner is a business or a person
 * (first of several when the return names more than one). A value that is there but wrong (a
 * VIN failing its check digit, a plate state that is no state code, a year that is none) is
 * flagged on the record, naming the value, rather than costing the record or passing unseen.
 */
import { readAddress } from './build-address';
import { finish, readName, type BuildContext, type BuildResult } from './build-licence';
import { firstOwner, isBusinessName, lastCommaFirst, parsePersonName } from './normalise-names';
import { cleanValue, isNoneValue, parseRecordDate, parseStateCode, parseYear } from './normalise-values';
import type { FieldValues } from './record-fields';
import { flagValue } from '../record-flags';
import type { RecordContent } from '../record-id';
import { vehicleRegistrationRecordSchema, type RecordFlag, type VehicleRegistrationRecord } from '../record-types';
import { checkVin } from '../vin/vin';

type Registration = RecordContent<VehicleRegistrationRecord>;

/** The year a plate expires from '2026', '03/2026', '03/31/2026' or '20260331'. */
function plateYearOf(value: string | undefined): string | null {
  const v = cleanValue(value);
  const year = parseYear(v) ?? parseRecordDate(v)?.slice(6);
  return year ?? /\b((?:19|20)\d\d)\b/.exec(v)?.[1] ?? null;
}

const text = (value: string | undefined) => {
  const v = cleanValue(value);
  return v && !isNoneValue(v) ? v : undefined;
};

function readVehicle(values: FieldValues, record: Registration, flags: RecordFlag[]): void {
  const vin = text(values.vin)?.replace(/[\s-]/g, '');
  if (vin) {
    record.vin = vin;
    const check = vin.length === 17 ? checkVin(vin) : null;
    // Kept as the return printed it: the RMS may hold it so, and the officer compares it with the vehicle.
    if (check && !check.valid)
      flags.push(
        flagValue(
          'vin',
          vin,
          `is not valid (${check.errors[0]?.replace(/\.$/, '')})`,
          'it was kept as printed: check it against the vehicle',
        ),
      );
  }
  if (text(values.year)) {
    const year = parseYear(values.year);
    if (year) record.year = year;
    else flags.push(flagValue('year', values.year, 'is not a year'));
  }
  const plateYear = plateYearOf(values.plateYear);
  if (plateYear) record.plateYear = plateYear;
  for (const key of ['make', 'model', 'style', 'colour', 'insurerName', 'policyNumber'] as const) {
    const value = text(values[key]);
    if (value) record[key] = value;
  }
}

function readOwner(
  values: FieldValues,
  ctx: BuildContext,
  record: Registration,
  problems: string[],
  flags: RecordFlag[],
): void {
  const business = text(values.ownerBusinessName);
  const printed = text(values.ownerName) ?? text(values.name);
  if (business) {
    record.ownerBusinessName = business;
    record.ownerName = printed ?? business;
  } else if (printed) {
    record.ownerName = printed;
    const { name, more } = firstOwner(printed);
    if (more) problems.push(`Plate ${record.plate} has more than one owner; the first (${name}) was used.`);
    const person = isBusinessName(name) ? null : parsePersonName(name, ctx.nameOrder);
    if (!person) record.ownerBusinessName = name;
    else {
      record.ownerLastName = person.lastName;
      if (person.firstName) record.ownerFirstName = person.firstName;
      if (person.middleName) record.ownerMiddleName = person.middleName;
    }
  } else {
    const person = readName(values, ctx.nameOrder);
    if (person) {
      record.ownerName = lastCommaFirst(person) + (person.middleName ? ` ${person.middleName}` : '');
      record.ownerLastName = person.lastName;
      if (person.firstName) record.ownerFirstName = person.firstName;
      if (person.middleName) record.ownerMiddleName = person.middleName;
    }
  }
  const address = readAddress(values, flags, { state: 'ownerState', zip: 'ownerZip' });
  if (address.street) record.ownerStreet = address.street;
  if (address.city) record.ownerCity = address.city;
  if (address.state) record.ownerState = address.state;
  if (address.zip) record.ownerZip = address.zip;
}

/** Builds a registration record; see the file comment for what is required. */
export function buildRegistrationRecord(
  values: FieldValues,
  ctx: BuildContext,
): BuildResult<VehicleRegistrationRecord> {
  const problems: string[] = [];
  const flags: RecordFlag[] = [];
  const plate = text(values.plate)?.replace(/\s+/g, ' ');
  const stateGiven = text(values.plateState);
  const who = plate ? `plate ${plate}` : values.vin ? `VIN ${cleanValue(values.vin)}` : 'an unknown vehicle';
  if (!plate || !stateGiven) {
    const missing = [...(plate ? [] : ['no plate number']), ...(stateGiven ? [] : ['no plate state'])];
    const what = ctx.source === 'table' ? 'registration table' : 'registration return';
    problems.push(`The ${what} for ${who} was not made into a record: ${missing.join('; ')}.`);
    return { problems };
  }
  const record: Registration = { kind: 'vehicleRegistration', plate, source: ctx.source };
  const plateState = parseStateCode(values.plateState);
  if (plateState) record.plateState = plateState;
  else
    flags.push(
      flagValue('plateState', values.plateState, 'is not a state code', 'it was left blank: check it on the plate'),
    );
  readVehicle(values, record, flags);
  readOwner(values, ctx, record, problems, flags);
  if (ctx.raw) record.raw = ctx.raw.slice(0, 20_000);
  if (flags.length) record.flags = flags.slice(0, 20);
  return finish(vehicleRegistrationRecordSchema, record, who, problems);
}
