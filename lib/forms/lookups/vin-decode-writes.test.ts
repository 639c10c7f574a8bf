import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../vehicle-crash-report';
import { vinDecodeWrites } from './vin-decode-writes';

describe('filling a vehicle from a VIN decode', () => {
  it('writes make, model, year, vehicle type and style of the same unit, marked as from the VIN decode', () => {
    expect(
      vinDecodeWrites(vehicleCrashReport, 'Units.1.VehicleInformation', {
        make: 'Ford',
        model: 'F-150',
        year: 2021,
        vehicleType: 'Truck ',
        style: '30',
      }),
    ).toEqual([
      { path: 'Units.1.VehicleInformation.VEHMAKETXT', value: 'FORD', provenance: 'vinDecode' },
      { path: 'Units.1.VehicleInformation.VEHMODELTXT', value: 'F-150', provenance: 'vinDecode' },
      { path: 'Units.1.VehicleInformation.VEHYEARTXT', value: '2021', provenance: 'vinDecode' },
      { path: 'Units.1.VehicleInformation.VEHTYPETXT', value: 'TRUCK', provenance: 'vinDecode' },
      { path: 'Units.1.VehicleInformation.VEHSTYLETXT', value: '30', provenance: 'vinDecode' },
    ]);
  });

  it('leaves alone what the service did not know, and cuts to the field lengths', () => {
    expect(
      vinDecodeWrites(vehicleCrashReport, 'Units.0.VehicleInformation', {
        make: 'X'.repeat(30),
        model: null,
        year: null,
        vehicleType: null,
        style: null,
      }),
    ).toEqual([{ path: 'Units.0.VehicleInformation.VEHMAKETXT', value: 'X'.repeat(25), provenance: 'vinDecode' }]);
  });

  it('marks a VIN scanned from the vehicle\u2019s label as scanned, and what the decode said of it as decoded', () => {
    const decoded = { make: 'Ford', model: null, year: null, vehicleType: null, style: null };
    expect(
      vinDecodeWrites(vehicleCrashReport, 'Units.0.VehicleInformation', decoded, '1FTMW1T88MFA00001', 'barcode'),
    ).toEqual([
      { path: 'Units.0.VehicleInformation.VINTXT', value: '1FTMW1T88MFA00001', provenance: 'barcode' },
      { path: 'Units.0.VehicleInformation.VEHMAKETXT', value: 'FORD', provenance: 'vinDecode' },
    ]);
  });
});
