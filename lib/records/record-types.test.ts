import { describe, expect, it } from 'vitest';
import { recordIdOf, withRecordId } from './record-id';
import {
  recordSchema,
  type DriverLicenceRecord,
  type UsdotRecord,
  type VehicleRegistrationRecord,
} from './record-types';

const licence = withRecordId<DriverLicenceRecord>({
  kind: 'driverLicence',
  licenceNumber: '1234-56-7890',
  licenceState: 'IN',
  restrictions: ['B'],
  lastName: 'QUILLFEATHER',
  firstName: 'JONAH',
  dateOfBirth: '02/14/1985',
  sex: 'M',
  source: 'text',
});

describe('record ids', () => {
  it('are a kind prefix and a hash of the content', () => {
    expect(licence.id).toMatch(/^dl-[0-9a-z]+$/);
    expect(withRecordId<UsdotRecord>({ kind: 'usdot', usdotNumber: '1234567' }).id).toMatch(/^dot-/);
  });

  it('do not depend on key order, source, raw text or empty values', () => {
    const { id, ...content } = licence;
    const reordered = Object.fromEntries(Object.entries(content).reverse()) as typeof content;
    expect(recordIdOf(reordered)).toBe(id);
    expect(recordIdOf({ ...content, source: 'barcode', raw: '@ANSI ...' })).toBe(id);
    expect(recordIdOf({ ...content, endorsements: [], middleName: undefined })).toBe(id);
  });

  it('change with any value that says something', () => {
    const { id, ...content } = licence;
    expect(recordIdOf({ ...content, dateOfBirth: '02/15/1985' })).not.toBe(id);
    expect(recordIdOf({ ...content, restrictions: ['B', 'E'] })).not.toBe(id);
  });
});

describe('record schemas', () => {
  it('accept a well-formed record of each kind', () => {
    const registration = withRecordId<VehicleRegistrationRecord>({
      kind: 'vehicleRegistration',
      plate: 'ABC123',
      plateState: 'IN',
      source: 'table',
    });
    for (const record of [licence, registration, withRecordId({ kind: 'vin', vin: '1HGCM82633A004352' })]) {
      expect(recordSchema.safeParse(record).success).toBe(true);
    }
  });

  it.each([
    ['a date of birth not as mm/dd/yyyy', { dateOfBirth: '1985-02-14' }],
    ['a sex outside M, F, U, X', { sex: 'Q' }],
    ['a lower-case state', { licenceState: 'in' }],
    ['an empty last name', { lastName: ' ' }],
    ['a licence number of 26 characters', { licenceNumber: 'X'.repeat(26) }],
    ['a raw text of more than 20,000 characters', { raw: 'x'.repeat(20_001) }],
    ['an unknown source', { source: 'fax' }],
  ])('refuse %s (records also arrive in messages)', (_, change) => {
    expect(recordSchema.safeParse({ ...licence, ...change }).success).toBe(false);
  });

  it('refuse a VIN record that is not 17 VIN characters and a USDOT number of 9 digits', () => {
    expect(recordSchema.safeParse({ kind: 'vin', id: 'vin-1', vin: '1HGCM82633AO04352' }).success).toBe(false);
    expect(recordSchema.safeParse({ kind: 'usdot', id: 'dot-1', usdotNumber: '123456789' }).success).toBe(false);
    expect(recordSchema.safeParse({ kind: 'other', id: 'x' }).success).toBe(false);
  });
});
