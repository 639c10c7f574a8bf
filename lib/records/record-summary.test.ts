import { describe, expect, it } from 'vitest';
import { summariseRecord } from './record-summary';

describe('summariseRecord', () => {
  it('names each kind of record in one line', () => {
    expect(
      summariseRecord({
        kind: 'driverLicence',
        id: 'x',
        licenceNumber: '1234-56-7890',
        licenceState: 'IN',
        restrictions: [],
        lastName: 'DOE',
        firstName: 'JOHN',
        dateOfBirth: '02/14/1985',
        sex: 'M',
        source: 'text',
      }),
    ).toBe('Licence IN 1234-56-7890: DOE, JOHN');
    expect(
      summariseRecord({
        kind: 'driverLicence',
        id: 'v',
        restrictions: [],
        lastName: 'DOE',
        firstName: 'R',
        source: 'barcode',
      }),
    ).toBe('Licence ?? ??: DOE, R');
    expect(
      summariseRecord({ kind: 'vehicleRegistration', id: 'y', plate: 'ABC123', plateState: 'IN', source: 'table' }),
    ).toBe('Registration IN ABC123');
    expect(summariseRecord({ kind: 'vin', id: 'z', vin: '1HGCM82633A004352' })).toBe('VIN 1HGCM82633A004352');
    expect(summariseRecord({ kind: 'usdot', id: 'w', usdotNumber: '2214478' })).toBe('USDOT 2214478');
  });
});
