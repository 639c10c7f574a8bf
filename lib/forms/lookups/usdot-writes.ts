import type { Carrier } from '../../api/schemas/lookup-schemas';
import type { FormDefinition } from '../definition/definition-schema';
import type { FieldRole } from '../definition/roles';
import { fillSection, type LookupFill } from './lookup-fill';

/** The carrier field (by role) of CMV Information each USDOT result field fills. */
const CARRIER_FIELDS = [
  ['carrier.usdotNumber', 'number'],
  ['carrier.city', 'city'],
  ['carrier.street', 'address'],
  ['carrier.zip', 'zipCode'],
  ['carrier.state', 'state'],
  ['carrier.name', 'legalName'],
] as const satisfies readonly (readonly [FieldRole, keyof Carrier])[];

/**
 * A USDOT lookup fills number, city, street, zip, state and carrier name of a CMV
 * Information section (`cmvPath`, e.g. Units.0.CMVInformation) from the carrier picked,
 * overriding what is there; a field the carrier has no value for is cleared rather than left
 * holding an earlier carrier's. Values carry the provenance 'usdot'.
 */
export function usdotWrites(definition: FormDefinition, cmvPath: string, carrier: Carrier): LookupFill {
  return fillSection(
    definition,
    cmvPath,
    CARRIER_FIELDS.map(([role, from]) => [role, carrier[from]] as const),
    'usdot',
  );
}
