/**
 * The messages that flag a wrong value of a return on its record (see RecordFlag): one place,
 * so the records window, the extension's popup and the RMS page say the same words.
 */
import { cleanValue } from './parsing/normalise-values';
import type { RecordFlag } from './record-types';

/** The officer's name for each field a flag can name. */
const LABELS: Record<string, string> = {
  licenceNumber: 'Licence number',
  licenceClass: 'Licence class',
  firstName: 'First name',
  middleName: 'Middle name',
  suffix: 'Suffix',
  street: 'Street',
  city: 'City',
  ownerName: 'Owner',
  ownerBusinessName: 'Owner',
  ownerLastName: 'Owner last name',
  ownerFirstName: 'Owner first name',
  ownerMiddleName: 'Owner middle name',
  ownerStreet: 'Owner street',
  ownerCity: 'Owner city',
  make: 'Make',
  model: 'Model',
  style: 'Style',
  colour: 'Colour',
  insurerName: 'Insurer',
  policyNumber: 'Policy number',
  dateOfBirth: 'Date of birth',
  sex: 'Sex',
  licenceState: 'Licence state',
  state: 'Address state',
  zip: 'ZIP code',
  expires: 'Expiry date',
  vin: 'VIN',
  year: 'Vehicle year',
  plateState: 'Plate state',
  ownerState: 'Owner state',
  ownerZip: 'ZIP code',
};

const VALUE_MAX = 100;
const MESSAGE_MAX = 300;

/**
 * A flag for `field`: '<Label> "<value>" <why>; it was left blank' (or `then`, when the value is
 * kept or something else is done), cut to the schema's bounds.
 */
export function flagValue(field: string, raw: string | undefined, why: string, then = 'it was left blank'): RecordFlag {
  const value = cleanValue(raw).slice(0, VALUE_MAX);
  const label = LABELS[field] ?? field;
  const said = value ? `${label} "${value}" ${why}` : `${label} was not given`;
  return { field, value, message: `${said}; ${then}.`.slice(0, MESSAGE_MAX) };
}

/** The flags' messages, in order, for a status line or an alert. */
export function flagMessages(flags: readonly RecordFlag[] | undefined): string[] {
  return (flags ?? []).map((f) => f.message);
}
