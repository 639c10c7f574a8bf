import type { FormDefinition } from '../definition/definition-schema';
import { formRoles } from '../definition/form-roles';
import { definitionPathOf } from '../definition/paths';
import type { FieldRole } from '../definition/roles';

/** What a VIN decode answers that the vehicle section can use (see Lookup/DecodeVin). */
export interface DecodedVehicle {
  make: string | null;
  model: string | null;
  vehicleType: string | null;
  year: number | null;
  style: string | null;
}

/** A value the decode fills, marked as coming from it. */
export interface VinDecodeWrite {
  path: string;
  value: string;
  provenance: 'vinDecode' | 'barcode';
}

/**
 * A VIN lookup fills make, model, year, vehicle type and style of the vehicle section at
 * `vehiclePath` (e.g. Units.0.VehicleInformation): the fields playing those roles in the report's
 * definition, text upper-cased where the field is and cut to its length. What the service did
 * not know is left as the officer typed it. With `vin`, the VIN itself goes in too (a VIN pushed
 * from the records window, checked by the decode), marked as the decode's unless `vinSource`
 * says it was scanned from the vehicle's own label.
 */
export function vinDecodeWrites(
  definition: FormDefinition,
  vehiclePath: string,
  decoded: DecodedVehicle,
  vin?: string,
  vinSource: VinDecodeWrite['provenance'] = 'vinDecode',
): VinDecodeWrite[] {
  const roles = formRoles(definition);
  const pattern = definitionPathOf(vehiclePath);
  const writes: VinDecodeWrite[] = [];
  const write = (role: FieldRole, value: string, provenance: VinDecodeWrite['provenance'] = 'vinDecode') => {
    const field = roles.fieldIn(pattern, role);
    if (!field) return;
    const shaped = field.upperCase ? value.trim().toUpperCase() : value.trim();
    writes.push({
      path: `${vehiclePath}.${field.key}`,
      value: shaped.slice(0, field.maxLength),
      provenance,
    });
  };
  if (vin) write('vehicle.vin', vin, vinSource);
  if (decoded.make) write('vehicle.make', decoded.make);
  if (decoded.model) write('vehicle.model', decoded.model);
  if (decoded.year) write('vehicle.year', String(decoded.year));
  if (decoded.vehicleType) write('vehicle.type', decoded.vehicleType);
  if (decoded.style) write('vehicle.style', decoded.style);
  return writes;
}
