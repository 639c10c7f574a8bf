/**
 * A driver-licence record from the fields of one return, table or barcode. A record is made only
 * when it names a person (last and first name, date of birth) and a licence (number and issuing
 * state); anything less is reported in words, never turned into a half record.
 */
import { readAddress } from './build-address';
import { cleanValue, isNoneValue, parseRecordDate, parseSex, parseStateCode, splitCodes } from './normalise-values';
import type { DateOrder } from './normalise-values';
import { parsePersonName, type NameOrder, type PersonName } from './normalise-names';
import type { FieldValues } from './record-fields';
import { withRecordId, type RecordContent } from './record-id';
import type { z } from 'zod';
import {
  driverLicenceRecordSchema,
  type CrashRecord,
  type DriverLicenceRecord,
  type RecordSource,
} from './record-types';

/** How the values of one source are read. */
export interface BuildContext {
  source: RecordSource;
  /** The text the record came from, kept with it. */
  raw?: string;
  /** How eight-digit dates are read (barcodes: by issuing country). */
  dateOrder?: DateOrder;
  /** Restriction codes may be run together ('BC'), as on barcodes. */
  joinedCodes?: boolean;
  /** How a name without a comma is read. */
  nameOrder?: NameOrder;
}

/** A record, or why none was made; `problems` may also hold warnings about a record that was made. */
export interface BuildResult<R> {
  record?: R;
  problems: string[];
}

const MAX_RAW = 20_000;

/** Name parts from separate fields, else from the whole name. */
export function readName(values: FieldValues, order: NameOrder = 'lastFirst'): PersonName | null {
  const whole = parsePersonName(values.name ?? '', order);
  const last = cleanValue(values.lastName) || whole?.lastName || '';
  if (!last) return null;
  const name: PersonName = { lastName: last, firstName: cleanValue(values.firstName) || whole?.firstName || '' };
  const middle = cleanValue(values.middleName);
  if (middle && !isNoneValue(middle)) name.middleName = middle;
  else if (whole?.middleName) name.middleName = whole.middleName;
  const suffix = cleanValue(values.suffix) || whole?.suffix;
  if (suffix && !isNoneValue(suffix)) name.suffix = suffix;
  return name;
}

/** 'no date of birth', or 'date of birth "19851345" is not a date' when there was a value. */
export function unreadable(what: string, value: string | undefined, why: string): string {
  const v = cleanValue(value);
  return v ? `${what} "${v}" ${why}` : `no ${what}`;
}

/** What the officer pasted or captured, for messages. */
const returnOf = (ctx: BuildContext) =>
  ctx.source === 'barcode' ? 'licence barcode' : ctx.source === 'table' ? 'licence table' : 'licence return';

/** Who a return is about, for messages: the name or the licence number. */
function describe(name: PersonName | null, values: FieldValues): string {
  if (name) return [name.lastName, name.firstName].filter(Boolean).join(', ');
  const number = cleanValue(values.licenceNumber);
  return number ? `licence ${number}` : 'an unnamed person';
}

/** Builds a driver-licence record; see the file comment for what is required. */
export function buildLicenceRecord(values: FieldValues, ctx: BuildContext): BuildResult<DriverLicenceRecord> {
  const problems: string[] = [];
  const name = readName(values, ctx.nameOrder);
  const who = describe(name, values);
  const missing: string[] = [];
  if (!name?.lastName) missing.push('no last name');
  if (!name?.firstName) missing.push('no first name');
  // A truncated return may leave junk after the date ('19850214 SE'): the first word is tried too.
  const dob =
    parseRecordDate(values.dateOfBirth, ctx.dateOrder) ??
    parseRecordDate(cleanValue(values.dateOfBirth).split(' ')[0], ctx.dateOrder);
  if (!dob) missing.push(unreadable('date of birth', values.dateOfBirth, 'is not a date'));
  const licenceNumber = cleanValue(values.licenceNumber);
  if (!licenceNumber || isNoneValue(licenceNumber)) missing.push('no licence number');
  const licenceState = parseStateCode(values.licenceState);
  if (!licenceState) missing.push(unreadable('licence state', values.licenceState, 'is not a state code'));
  if (missing.length || !name || !dob || !licenceState) {
    problems.push(`The ${returnOf(ctx)} for ${who} was not made into a record: ${missing.join('; ')}.`);
    return { problems };
  }
  let sex = parseSex(values.sex);
  if (!sex) {
    problems.push(
      `The ${returnOf(ctx)} for ${who} gives no readable sex ("${cleanValue(values.sex)}"); U (unknown) was used.`,
    );
    sex = 'U';
  }
  const record: RecordContent<DriverLicenceRecord> = {
    kind: 'driverLicence',
    licenceNumber,
    licenceState,
    restrictions: splitCodes(values.restrictions, ctx.joinedCodes),
    lastName: name.lastName,
    firstName: name.firstName,
    dateOfBirth: dob,
    sex,
    ...readAddress(values, problems),
    source: ctx.source,
  };
  if (name.middleName) record.middleName = name.middleName;
  if (name.suffix) record.suffix = name.suffix;
  const licenceClass = cleanValue(values.licenceClass);
  if (licenceClass && !isNoneValue(licenceClass)) record.licenceClass = licenceClass;
  if (values.endorsements !== undefined) record.endorsements = splitCodes(values.endorsements, ctx.joinedCodes);
  if (values.expires && cleanValue(values.expires)) {
    const expires = parseRecordDate(values.expires, ctx.dateOrder);
    if (expires) record.expires = expires;
    else problems.push(`The expiry date "${cleanValue(values.expires)}" of ${who}'s licence could not be read.`);
  }
  if (ctx.raw) record.raw = ctx.raw.slice(0, MAX_RAW);
  return finish(driverLicenceRecordSchema, record, who, problems);
}

/** Checks a built record against its schema; a failure becomes a problem, never an exception. */
export function finish<R extends CrashRecord>(
  schema: z.ZodType<R>,
  content: RecordContent<R>,
  who: string,
  problems: string[],
): BuildResult<R> {
  const result = schema.safeParse(withRecordId<R>(content));
  if (result.success) return { record: result.data, problems };
  const issue = result.error.issues[0];
  const where = issue?.path.map(String).join('.') ?? 'a value';
  problems.push(`The return for ${who} could not be used: ${where}: ${issue?.message ?? 'not valid'}.`);
  return { problems };
}
