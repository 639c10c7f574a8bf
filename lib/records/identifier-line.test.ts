import { describe, expect, it } from 'vitest';
import { identifierLineOf } from './identifier-line';
import { withRecordId } from './record-id';
import type { DriverLicenceRecord, VehicleRegistrationRecord } from './record-types';

describe('identifierLineOf', () => {
  it('gives a licence as state, number and full name', () => {
    const licence = withRecordId<DriverLicenceRecord>({
      kind: 'driverLicence',
      licenceNumber: '1234-56-7890',
      licenceState: 'IN',
      restrictions: [],
      lastName: 'QUILLFEATHER',
      firstName: 'JONAH',
      middleName: 'BARTHOLOMEW',
      dateOfBirth: '02/14/1985',
      sex: 'M',
      source: 'text',
    });
    expect(identifierLineOf(licence)).toBe('IN 1234-56-7890 QUILLFEATHER, JONAH BARTHOLOMEW');
    const { licenceNumber: _, ...noNumber } = licence;
    expect(identifierLineOf(noNumber)).toBe('IN ?? QUILLFEATHER, JONAH BARTHOLOMEW');
  });

  it('gives a registration as plate, VIN and owner when the return has them', () => {
    const base = { kind: 'vehicleRegistration', plate: 'ABC123', plateState: 'IN', source: 'table' } as const;
    expect(identifierLineOf(withRecordId<VehicleRegistrationRecord>(base))).toBe('IN ABC123');
    expect(
      identifierLineOf(
        withRecordId<VehicleRegistrationRecord>({ ...base, vin: '1HGCM82633A004352', ownerName: 'DOE, JANE' }),
      ),
    ).toBe('IN ABC123 VIN 1HGCM82633A004352 DOE, JANE');
    expect(
      identifierLineOf(
        withRecordId<VehicleRegistrationRecord>({ ...base, ownerName: 'ACME', ownerBusinessName: 'ACME HAULING LLC' }),
      ),
    ).toBe('IN ABC123 ACME HAULING LLC');
  });

  it('gives a lone VIN as itself and a USDOT number with its name', () => {
    expect(identifierLineOf(withRecordId({ kind: 'vin', vin: '1HGCM82633A004352' }))).toBe('1HGCM82633A004352');
    expect(identifierLineOf(withRecordId({ kind: 'usdot', usdotNumber: '1234567' }))).toBe('USDOT 1234567');
  });
});
