import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../../forms/vehicle-crash-report';
import { findDuplicates, personNameKey, sameVehicle } from './duplicates';
import { withRecordId } from '../record-id';
import type { DriverLicenceRecord, VehicleRegistrationRecord, VinRecord } from '../record-types';
import { findMatchingUnits, matchUnit } from './unit-match';

const reg = (fields: Partial<VehicleRegistrationRecord>) =>
  withRecordId<VehicleRegistrationRecord>({
    kind: 'vehicleRegistration',
    plate: 'ABC123',
    plateState: 'IN',
    source: 'text',
    ...fields,
  });
const dl = (fields: Partial<DriverLicenceRecord>) =>
  withRecordId<DriverLicenceRecord>({
    kind: 'driverLicence',
    licenceNumber: '1234-56-7890',
    licenceState: 'IN',
    restrictions: [],
    lastName: 'QUILLFEATHER',
    firstName: 'JONAH',
    dateOfBirth: '02/14/1985',
    sex: 'M',
    source: 'text',
    ...fields,
  });
const VIN_A = '1HGCM82633A004352';
const VIN_B = '1FTMW1T88MFA00001';

describe('sameVehicle', () => {
  it.each([
    ['the same VIN, whatever the plates', { vin: VIN_A, plate: 'A' }, { vin: VIN_A, plate: 'B' }, true],
    ['different VINs under one plate (the plate moved)', { vin: VIN_A, plate: 'A' }, { vin: VIN_B, plate: 'A' }, false],
    [
      'one plate and state, one VIN missing',
      { plate: 'ABC 123', plateState: 'IN', vin: VIN_A },
      { plate: 'ABC-123', plateState: 'IN' },
      true,
    ],
    ['one plate in two states', { plate: 'ABC123', plateState: 'IN' }, { plate: 'ABC123', plateState: 'OH' }, false],
    ['one plate, a state missing', { plate: 'ABC123', plateState: 'IN' }, { plate: 'abc123' }, true],
    ['nothing to compare', {}, {}, false],
  ])('%s', (_, a, b, same) => expect(sameVehicle(a, b)).toBe(same));
});

describe('findDuplicates', () => {
  it('groups the same record, the same vehicle, the same owner and the same driver', () => {
    const records = [
      reg({ vin: VIN_A, ownerLastName: 'DOE', ownerFirstName: 'JANE' }), // 0
      reg({ plate: 'ABC 123', year: '2003' }), // 1: same plate and state as 0
      reg({ plate: 'XYZ789', vin: VIN_B, ownerLastName: 'Doe', ownerFirstName: 'Jane' }), // 2: same owner as 0
      withRecordId<VinRecord>({ kind: 'vin', vin: VIN_A }), // 3: same VIN as 0
      dl({}), // 4
      dl({ source: 'barcode', raw: 'x' }), // 5: the same content as 4
      dl({ licenceNumber: '123456789', street: '1 MAIN ST' }), // 6: same name and birth date as 4
      dl({ lastName: 'OTHER', licenceNumber: 'Z1' }), // 7
    ];
    const groups = findDuplicates(records);
    expect(groups.map((g) => [g.reason, g.indexes])).toEqual([
      ['sameRecord', [4, 5]],
      ['vehicle', [0, 1, 3]],
      ['owner', [0, 2]],
      ['driver', [4, 5, 6]],
    ]);
    expect(groups[0]!.recordIds).toEqual([records[4]!.id, records[4]!.id]);
  });

  it('does not take two cards without a licence number for one driver', () => {
    const { licenceNumber: _, ...noNumber } = dl({});
    const records = [
      withRecordId<DriverLicenceRecord>({ ...noNumber, licenceState: 'NY' }),
      withRecordId<DriverLicenceRecord>({ ...noNumber, licenceState: 'NY', lastName: 'OTHER' }),
    ];
    expect(findDuplicates(records)).toEqual([]);
  });

  it('groups owners by business name, ignoring INC, LLC and punctuation', () => {
    const a = reg({ ownerBusinessName: 'ACME LEASING, LLC' });
    const b = reg({ plate: 'Q1', ownerBusinessName: 'Acme Leasing LLC' });
    expect(findDuplicates([a, b]).map((g) => g.reason)).toEqual(['owner']);
    expect(personNameKey({ business: 'ACME LEASING, LLC' })).toBe('B:ACME LEASING');
  });

  it('finds nothing in an empty list or a list of strangers', () => {
    expect(findDuplicates([])).toEqual([]);
    expect(findDuplicates([reg({}), reg({ plate: 'OTHER1' }), dl({})])).toEqual([]);
  });
});

describe('matchUnit and findMatchingUnits', () => {
  const report = {
    Units: [
      {
        VehicleInformation: { VEHLICNBRTXT: 'ABC123', VEHLICSTATECDE: 'IN', VINTXT: '' },
        Owner: { OwnerPersonInd: '1', NAMELASTTXT: 'DOE', NAMEFIRSTTXT: 'JANE' },
        Driver: { NAMELASTTXT: 'QUILLFEATHER', NAMEFIRSTTXT: 'JONAH', BIRTHDTE: '02/14/1985' },
      },
      {
        VehicleInformation: { VEHLICNBRTXT: 'XYZ789', VINTXT: VIN_B },
        Owner: { OwnerPersonInd: '0', BUSINESSNAMETXT: 'ACME LEASING LLC' },
        Driver: { DRIVERLICNBRTXT: '1234567890', DRIVERLICSTATECDE: 'IN' },
      },
      'not a unit',
    ],
  };

  it('tells which units hold a registration vehicle or owner', () => {
    expect(
      findMatchingUnits(vehicleCrashReport, reg({ ownerLastName: 'DOE', ownerFirstName: 'JANE' }), report),
    ).toEqual([{ unitIndex: 0, match: { vehicle: true, owner: true, driver: false } }]);
    expect(
      findMatchingUnits(vehicleCrashReport, reg({ plate: 'NEW1', ownerBusinessName: 'Acme Leasing' }), report),
    ).toEqual([{ unitIndex: 1, match: { vehicle: false, owner: true, driver: false } }]);
  });

  it('tells which units hold a driver, by licence number or by name and birth date', () => {
    const matches = findMatchingUnits(vehicleCrashReport, dl({}), report);
    expect(matches.map((m) => [m.unitIndex, m.match.driver])).toEqual([
      [0, true],
      [1, true],
    ]);
  });

  it('matches a lone VIN to the vehicle with that VIN', () => {
    expect(
      matchUnit(vehicleCrashReport, withRecordId<VinRecord>({ kind: 'vin', vin: VIN_B }), report.Units[1]),
    ).toEqual({
      vehicle: true,
      owner: false,
      driver: false,
    });
  });

  it('finds nothing in a report without units', () => {
    expect(findMatchingUnits(vehicleCrashReport, dl({}), {})).toEqual([]);
    expect(findMatchingUnits(vehicleCrashReport, dl({}), null)).toEqual([]);
  });
});
