/** What a VIN decode answers that the vehicle section can use (see Lookup/DecodeVin). */
export interface DecodedVehicle {
  make: string | null;
  model: string | null;
  year: number | null;
  style: string | null;
}

/**
 * SPEC §3: a VIN lookup fills make, model, year and style of the same vehicle section, upper-cased
 * and cut to the fields' lengths; what the service did not know is left as the officer typed it.
 */
export function vinDecodeWrites(vehiclePath: string, decoded: DecodedVehicle): { path: string; value: string }[] {
  const writes: { path: string; value: string }[] = [];
  if (decoded.make)
    writes.push({ path: `${vehiclePath}.VEHMAKETXT`, value: decoded.make.trim().toUpperCase().slice(0, 25) });
  if (decoded.model)
    writes.push({ path: `${vehiclePath}.VEHMODELTXT`, value: decoded.model.trim().toUpperCase().slice(0, 25) });
  if (decoded.year) writes.push({ path: `${vehiclePath}.VEHYEARTXT`, value: String(decoded.year) });
  if (decoded.style) writes.push({ path: `${vehiclePath}.VEHSTYLETXT`, value: decoded.style });
  return writes;
}
