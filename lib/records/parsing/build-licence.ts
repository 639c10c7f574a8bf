/**
 * A driver-licence record from the fields of one return, table or barcode. A record is made only
 * when it names a person (last and first name, date of birth) and a licence (number and issuing
 * state); anything less is reported in words, never turned into a half record. A barcode is read
 * from the card itself, so a card that writes no number (NONE) is still that licence: its record
 * is made without the number, flagged, and the problems say so. A value that is there but wrong
 * (a date of birth that is no date or not a possible one, a state or sex code that is none, a
 * value longer than the record holds) does not cost the record: it is left blank and flagged on
 * the record, naming the value, so the officer sees exactly what to check wherever the record goes.
 */
import { readAddress } from './build-address';
import { cleanValue, isNoneValue, parseRecordDate, parseSex, parseStateCode, splitCodes } from './normalise-values';
import type { DateOrder } from './normalise-values';
import { cleanNamePart, parsePersonName, type NameOrder, type PersonName } from './normalise-names';
import type { FieldValues } from './record-fields';
import { flagValue } from '../record-flags';
import { withRecordId, type RecordContent } from '../record-id';
import type { z } from 'zod/mini';
import {
  driverLicenceRecordSchema,
  type CrashRecord,
  type DriverLicenceRecord,
  type RecordFlag,
  type RecordSource,
} from '../record-types';

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
  /** Today, for dates of birth in the future (tests fix it). */
  now?: () => Date;
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
  const last = cleanNamePart(values.lastName) || whole?.lastName || '';
  if (!last) return null;
  const name: PersonName = { lastName: last, firstName: cleanNamePart(values.firstName) || whole?.firstName || '' };
  const middle = cleanNamePart(values.middleName);
  if (middle && !isNoneValue(middle)) name.middleName = middle;
  else if (whole?.middleName) name.middleName = whole.middleName;
  const suffix = cleanNamePart(values.suffix) || whole?.suffix;
  if (suffix && !isNoneValue(suffix)) name.suffix = suffix;
  return name;
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

/** Oldest age a date of birth may give; anything older is a misread year. */
const MAX_AGE_YEARS = 120;

/** Why a readable date cannot be a date of birth, or null when it can. */
function impossibleBirth(dob: string, now: Date): string | null {
  const [month, day, year] = dob.split('/').map(Number) as [number, number, number];
  const born = Date.UTC(year, month - 1, day);
  if (born > now.getTime()) return 'is in the future';
  if (now.getUTCFullYear() - year > MAX_AGE_YEARS) return `is more than ${MAX_AGE_YEARS} years ago`;
  return null;
}

/** The date of birth, or the flag saying why the value given is none; undefined both when nothing was given. */
function readBirthDate(values: FieldValues, ctx: BuildContext, flags: RecordFlag[]): string | undefined {
  // A truncated return may leave junk after the date ('19850214 SE'): the first word is tried too.
  const dob =
    parseRecordDate(values.dateOfBirth, ctx.dateOrder) ??
    parseRecordDate(cleanValue(values.dateOfBirth).split(' ')[0], ctx.dateOrder);
  if (!dob) {
    flags.push(
      flagValue('dateOfBirth', values.dateOfBirth, 'is not a date', 'it was left blank: check it on the licence'),
    );
    return undefined;
  }
  const why = impossibleBirth(dob, ctx.now?.() ?? new Date());
  if (!why) return dob;
  flags.push(flagValue('dateOfBirth', values.dateOfBirth, why, 'it was left blank: check it on the licence'));
  return undefined;
}

/** Builds a driver-licence record; see the file comment for what is required. */
export function buildLicenceRecord(values: FieldValues, ctx: BuildContext): BuildResult<DriverLicenceRecord> {
  const problems: string[] = [];
  const flags: RecordFlag[] = [];
  const name = readName(values, ctx.nameOrder);
  const who = describe(name, values);
  const missing: string[] = [];
  if (!name?.lastName) missing.push('no last name');
  if (!name?.firstName) missing.push('no first name');
  const given = (value: string | undefined) => cleanValue(value) !== '' && !isNoneValue(cleanValue(value));
  const dobText = cleanValue(values.dateOfBirth);
  if (!given(values.dateOfBirth)) missing.push('no date of birth');
  // No digit at all ('YYYYMMDD', 'MM/DD/YYYY') is a help page's template, not a garbled date.
  else if (!/\d/.test(dobText)) missing.push(`date of birth "${dobText}" is not a date`);
  const licenceNumber = given(values.licenceNumber) ? cleanValue(values.licenceNumber) : '';
  if (!licenceNumber && ctx.source !== 'barcode') missing.push('no licence number');
  if (!given(values.licenceState)) missing.push('no licence state');
  if (missing.length || !name) {
    problems.push(`The ${returnOf(ctx)} for ${who} was not made into a record: ${missing.join('; ')}.`);
    return { problems };
  }
  if (!licenceNumber) {
    flags.push(
      flagValue(
        'licenceNumber',
        values.licenceNumber,
        'is not a licence number',
        'it was left blank: check it on the licence',
      ),
    );
    const written = cleanValue(values.licenceNumber);
    problems.push(
      `The ${returnOf(ctx)} for ${who} gives no licence number${written ? ` ("${written}")` : ''}; the record was made without one.`,
    );
  }
  const dateOfBirth = readBirthDate(values, ctx, flags);
  const licenceState = parseStateCode(values.licenceState);
  if (!licenceState)
    flags.push(
      flagValue(
        'licenceState',
        values.licenceState,
        'is not a state code',
        'it was left blank: check it on the licence',
      ),
    );
  const sex = parseSex(values.sex);
  if (!sex)
    flags.push(
      flagValue('sex', values.sex, 'is not a sex code (M, F, X or U)', 'it was left blank: check it on the licence'),
    );
  const record: RecordContent<DriverLicenceRecord> = {
    kind: 'driverLicence',
    ...(licenceNumber ? { licenceNumber } : {}),
    restrictions: splitCodes(values.restrictions, ctx.joinedCodes),
    lastName: name.lastName,
    firstName: name.firstName,
    ...readAddress(values, flags),
    source: ctx.source,
  };
  if (licenceState) record.licenceState = licenceState;
  if (dateOfBirth) record.dateOfBirth = dateOfBirth;
  if (sex) record.sex = sex;
  if (name.middleName) record.middleName = name.middleName;
  if (name.suffix) record.suffix = name.suffix;
  const licenceClass = cleanValue(values.licenceClass);
  if (licenceClass && !isNoneValue(licenceClass)) record.licenceClass = licenceClass;
  if (values.endorsements !== undefined) record.endorsements = splitCodes(values.endorsements, ctx.joinedCodes);
  if (values.expires && cleanValue(values.expires)) {
    const expires = parseRecordDate(values.expires, ctx.dateOrder);
    if (expires) record.expires = expires;
    else flags.push(flagValue('expires', values.expires, 'is not a date'));
  }
  if (ctx.raw) record.raw = ctx.raw.slice(0, MAX_RAW);
  if (flags.length) record.flags = flags.slice(0, 20);
  return finish(driverLicenceRecordSchema, record, who, problems);
}

/** The record without one of its fields. */
function without<R extends CrashRecord>(content: RecordContent<R>, field: string): RecordContent<R> {
  const rest: Record<string, unknown> = { ...content };
  delete rest[field];
  return rest as RecordContent<R>;
}

/**
 * Checks a built record against its schema. A value the schema refuses in a field the record can
 * go without (a suffix longer than it holds) is left out and flagged, and the problems say so;
 * any other failure becomes a problem, never an exception.
 */
export function finish<R extends CrashRecord>(
  schema: z.ZodMiniType<R>,
  content: RecordContent<R>,
  who: string,
  problems: string[],
): BuildResult<R> {
  let current = content;
  for (;;) {
    const result = schema.safeParse(withRecordId<R>(current));
    if (result.success) return { record: result.data, problems };
    const issue = result.error.issues[0];
    const [field, ...deeper] = issue?.path ?? [];
    const value: unknown = typeof field === 'string' ? (current as Record<string, unknown>)[field] : undefined;
    const rest = typeof field === 'string' && !deeper.length ? without(current, field) : undefined;
    const retried = rest && typeof value === 'string' ? schema.safeParse(withRecordId<R>(rest)) : undefined;
    // Left out, the field is no longer the first one refused only when the record may go without it.
    if (rest && retried && (retried.success || retried.error.issues[0]?.path[0] !== field)) {
      const why =
        issue?.code === 'too_big' && 'maximum' in issue
          ? `is longer than the ${String(issue.maximum)} characters a record holds`
          : 'is not of a form a record holds';
      const flag = flagValue(field as string, value as string, why, 'it was left out');
      const flags = (current as { flags?: RecordFlag[] }).flags ?? [];
      current = { ...rest, flags: [...flags, flag].slice(0, 20) } as RecordContent<R>;
      problems.push(`The return for ${who}: ${flag.message}`);
      continue;
    }
    const where = issue?.path.map(String).join('.') ?? 'a value';
    problems.push(`The return for ${who} could not be used: ${where}: ${issue?.message ?? 'not valid'}.`);
    return { problems };
  }
}
