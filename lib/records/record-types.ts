/**
 * The typed records that the parsers of lib/records produce and that the records window (web
 * app) and the extension exchange: a driver-licence return, a vehicle-registration return, a
 * lone VIN and a lone USDOT number. Each carries a stable `id` (see record-id.ts) so the same
 * record pasted or captured twice is recognised. The schemas bound every string, because
 * records also arrive in messages from other contexts and are validated there.
 */
import { z } from 'zod/mini';

/** Where a record came from: a text return, an AAMVA barcode, or a label/value table. */
export const recordSourceSchema = z.enum(['text', 'barcode', 'table']);
export type RecordSource = z.infer<typeof recordSourceSchema>;

/** Sex as the report codes it (list 1027): male, female, unknown, not specified. */
export const sexSchema = z.enum(['M', 'F', 'U', 'X']);
export type Sex = z.infer<typeof sexSchema>;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));
/** A two-letter state, territory or province code (USPS / Canada Post), e.g. IN. */
const stateCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'A two-letter state code such as IN.'));
/** A date as the report writes it: mm/dd/yyyy. */
export const recordDateSchema = z
  .string()
  .check(z.regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'mm/dd/yyyy'));
const year = z.string().check(z.regex(/^\d{4}$/, 'A four-digit year.'));
const recordId = z.string().check(z.minLength(1), z.maxLength(40));
const raw = z.string().check(z.maxLength(20_000));

/**
 * A value of a return that is there but wrong (a VIN failing its check digit, a date of birth
 * that is no date, a state or sex code that is none): the record is still made, and the flag
 * names the field, the value as read and what is wrong, so the officer is told rather than the
 * record being dropped or the value passed on silently.
 */
export const recordFlagSchema = z.object({
  /** The record's field (dateOfBirth, vin ...). */
  field: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The value as the return gave it. */
  value: z.string().check(z.maxLength(100)),
  /** The officer's message, naming the value and what becomes of it. */
  message: z.string().check(z.minLength(1), z.maxLength(300)),
});
export type RecordFlag = z.infer<typeof recordFlagSchema>;
const flags = z.optional(z.array(recordFlagSchema).check(z.maxLength(20)));

/** A driver's licence (or identification card) as read from a return or a barcode. */
export const driverLicenceRecordSchema = z.object({
  kind: z.literal('driverLicence'),
  id: recordId,
  /** Absent only when a card read from its barcode writes none (then flagged). */
  licenceNumber: optionalText(25),
  /** Absent only when the return's was not a state code (then flagged). */
  licenceState: z.optional(stateCode),
  licenceClass: optionalText(10),
  /** Restriction codes as the issuer wrote them (e.g. ['B']); empty when none. */
  restrictions: z.array(text(40)).check(z.maxLength(20)),
  endorsements: z.optional(z.array(text(40)).check(z.maxLength(20))),
  expires: z.optional(recordDateSchema),
  lastName: text(60),
  firstName: text(60),
  middleName: optionalText(60),
  suffix: optionalText(10),
  /** Absent only when the return's was not a date (then flagged). */
  dateOfBirth: z.optional(recordDateSchema),
  /** Absent only when the return's was not a sex code (then flagged). */
  sex: z.optional(sexSchema),
  street: optionalText(100),
  city: optionalText(60),
  state: z.optional(stateCode),
  zip: optionalText(11),
  source: recordSourceSchema,
  raw: z.optional(raw),
  flags,
});
/** See {@link driverLicenceRecordSchema}. */
export type DriverLicenceRecord = z.infer<typeof driverLicenceRecordSchema>;

/** A vehicle registration with its owner and insurance, as read from a return or a table. */
export const vehicleRegistrationRecordSchema = z.object({
  kind: z.literal('vehicleRegistration'),
  id: recordId,
  plate: text(20),
  /** Absent only when the return's was not a state code (then flagged). */
  plateState: z.optional(stateCode),
  /** Year the plate (registration) expires. */
  plateYear: z.optional(year),
  /** As printed: 17 characters for 1981 and later vehicles, shorter serials before. */
  vin: optionalText(21),
  year: z.optional(year),
  make: optionalText(40),
  model: optionalText(40),
  /** Style as the return wrote it (e.g. 4D, PK, DEFAULT); apply-record maps it to list 1020. */
  style: optionalText(40),
  /** Colour as the return wrote it (e.g. BLU, SILVER); apply-record maps it to list 1019. */
  colour: optionalText(40),
  insurerName: optionalText(100),
  policyNumber: optionalText(100),
  /** The owner's name as printed. */
  ownerName: optionalText(120),
  ownerLastName: optionalText(60),
  ownerFirstName: optionalText(60),
  ownerMiddleName: optionalText(60),
  /** Set instead of the person parts when the owner is a business. */
  ownerBusinessName: optionalText(120),
  ownerStreet: optionalText(100),
  ownerCity: optionalText(60),
  ownerState: z.optional(stateCode),
  ownerZip: optionalText(11),
  source: recordSourceSchema,
  raw: z.optional(raw),
  flags,
});
/** See {@link vehicleRegistrationRecordSchema}. */
export type VehicleRegistrationRecord = z.infer<typeof vehicleRegistrationRecordSchema>;

/** A VIN found alone (valid check digit); the records window turns it into a VIN decode. */
export const vinRecordSchema = z.object({
  kind: z.literal('vin'),
  id: recordId,
  vin: z.string().check(z.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A 17-character VIN.')),
  /** 'barcode' when scanned from a VIN label; absent for a VIN found in text. */
  source: z.optional(recordSourceSchema),
});
/** See {@link vinRecordSchema}. */
export type VinRecord = z.infer<typeof vinRecordSchema>;

/** A USDOT number found alone; the records window turns it into a USDOT lookup. */
export const usdotRecordSchema = z.object({
  kind: z.literal('usdot'),
  id: recordId,
  usdotNumber: z.string().check(z.regex(/^\d{1,8}$/, 'A USDOT number of 1 to 8 digits.')),
});
/** See {@link usdotRecordSchema}. */
export type UsdotRecord = z.infer<typeof usdotRecordSchema>;

/** Any record, told apart by `kind`. */
export const recordSchema = z.discriminatedUnion('kind', [
  driverLicenceRecordSchema,
  vehicleRegistrationRecordSchema,
  vinRecordSchema,
  usdotRecordSchema,
]);
/** Any record (named for the product: a record about a crash party, not a JS Record). */
export type CrashRecord = z.infer<typeof recordSchema>;
/** 'driverLicence', 'vehicleRegistration', 'vin' or 'usdot'. */
export type RecordKind = CrashRecord['kind'];

/** What every parser returns: the records found and, in words for the officer, what went wrong. */
export interface ParseResult<R extends CrashRecord = CrashRecord> {
  records: R[];
  problems: string[];
}
