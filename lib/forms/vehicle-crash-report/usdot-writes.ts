import type { Carrier } from '../../api/lookup-schemas';
import type { FormDefinition } from '../definition-schema';
import { fillSection, type LookupFill } from './lookup-fill';

/** The carrier field of CMV Information each USDOT result field fills. */
const CARRIER_FIELDS = [
  ['USDOTNBRTXT', 'number'],
  ['CARRIERCITYTXT', 'city'],
  ['CARRIERSTREETTXT', 'address'],
  ['CARRIERZIPTXT', 'zipCode'],
  ['CARRIERSTATECDE', 'state'],
  ['CARRIERNAMETXT', 'legalName'],
] as const satisfies readonly (readonly [string, keyof Carrier])[];

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
    CARRIER_FIELDS.map(([key, from]) => [key, carrier[from]] as const),
    'usdot',
  );
}
