/**
 * The fields a return, a table or a barcode can hold, in one vocabulary shared by the text,
 * table and barcode readers. Person fields belong to the driver on a licence return and to the
 * owner on a registration return.
 */

/** Fields of a person (driver, or owner on a registration). */
export const personFields = [
  'name',
  'lastName',
  'firstName',
  'middleName',
  'suffix',
  'street',
  'city',
  'state',
  'zip',
  'cityStateZip',
  'dateOfBirth',
  'sex',
] as const;

/** Fields only a driver-licence return has. */
export const licenceFields = [
  'licenceNumber',
  'licenceState',
  'licenceClass',
  'restrictions',
  'endorsements',
  'expires',
] as const;

/** Fields only a vehicle-registration return has. */
export const vehicleFields = [
  'plate',
  'plateState',
  'plateYear',
  'vin',
  'year',
  'make',
  'model',
  'style',
  'colour',
  'insurerName',
  'policyNumber',
  'ownerName',
  'ownerBusinessName',
] as const;

/** Every field a reader can recognise. */
export type RecordField =
  (typeof personFields)[number] | (typeof licenceFields)[number] | (typeof vehicleFields)[number];

/** A recognised label whose value is not used (race, height, status ...): it still ends the value before it. */
export const IGNORED = 'ignored';
/** What a label names: a field, or IGNORED. */
export type LabelTarget = RecordField | typeof IGNORED;

/** Fields that start a new record when they appear a second time. */
export const IDENTITY_FIELDS: ReadonlySet<RecordField> = new Set<RecordField>([
  'name',
  'lastName',
  'ownerName',
  'ownerBusinessName',
  'licenceNumber',
  'dateOfBirth',
  'plate',
  'vin',
]);

/** Fields that say a group is a licence return (expiry alone does not: plates expire too). */
export const LICENCE_ONLY: ReadonlySet<RecordField> = new Set<RecordField>([
  'licenceNumber',
  'licenceState',
  'licenceClass',
  'restrictions',
  'endorsements',
]);

/** Fields that say a group is a registration return. */
export const VEHICLE_ONLY: ReadonlySet<RecordField> = new Set<RecordField>(vehicleFields);

/** Values of one record, by field. */
export type FieldValues = Partial<Record<RecordField, string>>;
