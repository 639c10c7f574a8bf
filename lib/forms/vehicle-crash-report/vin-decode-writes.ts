/** What a VIN decode answers that the vehicle section can use (see Lookup/DecodeVin). */
export interface DecodedVehicle {
  make: string | null;
  model: string | null;
  vehicleType: string | null;
  year: number | null;
  style: string | null;
}

/** vPIC's longest vehicle type, "MULTIPURPOSE PASSENGER VEHICLE (MPV)", is 36 characters. */
export const VEHICLE_TYPE_LENGTH = 40;

/** A value the decode fills, marked as coming from it. */
export interface VinDecodeWrite {
  path: string;
  value: string;
  provenance: 'vinDecode';
}

/**
 * A VIN lookup fills make, model, year, vehicle type and style of the same vehicle section, upper-cased
 * and cut to the fields' lengths; what the service did not know is left as the officer typed it.
 */
export function vinDecodeWrites(vehiclePath: string, decoded: DecodedVehicle): VinDecodeWrite[] {
  const writes: VinDecodeWrite[] = [];
  const write = (key: string, value: string) =>
    writes.push({ path: `${vehiclePath}.${key}`, value, provenance: 'vinDecode' });
  if (decoded.make) write('VEHMAKETXT', decoded.make.trim().toUpperCase().slice(0, 25));
  if (decoded.model) write('VEHMODELTXT', decoded.model.trim().toUpperCase().slice(0, 25));
  if (decoded.year) write('VEHYEARTXT', String(decoded.year));
  if (decoded.vehicleType) write('VEHTYPETXT', decoded.vehicleType.trim().toUpperCase().slice(0, VEHICLE_TYPE_LENGTH));
  if (decoded.style) write('VEHSTYLETXT', decoded.style);
  return writes;
}
