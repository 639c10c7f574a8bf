/**
 * The address parts of a record (street, city, state, ZIP) from the fields found, including a
 * combined 'CITY, ST 12345' line; shared by licence and registration records.
 */
import type { FieldValues } from './record-fields';
import { cleanValue, parseStateCode, parseZip } from './normalise-values';

/** Street, city, state and ZIP, each only when it could be read. */
export interface AddressParts {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/** Reads 'INDIANAPOLIS, IN 46204', 'CARMEL IN 46032-1234' or 'TORONTO, ON M5V 2T6'. */
export function parseCityStateZip(value: string): AddressParts {
  const v = cleanValue(value);
  const m = /^(.*?)[,\s]+([A-Z]{2})(?:[,\s]+(\d{5}(?:-?\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d))?$/.exec(v);
  if (!m || !parseStateCode(m[2])) return v ? { city: v } : {};
  const parts: AddressParts = { state: parseStateCode(m[2])! };
  if (m[1]) parts.city = m[1].replace(/,$/, '');
  const zip = m[3] && parseZip(m[3]);
  if (zip) parts.zip = zip;
  return parts;
}

/** The address of a record; an unreadable state or ZIP is left out and said in `problems`. */
export function readAddress(values: FieldValues, problems: string[]): AddressParts {
  const combined = values.cityStateZip ? parseCityStateZip(values.cityStateZip) : {};
  const parts: AddressParts = {};
  const street = cleanValue(values.street);
  if (street) parts.street = street;
  const city = cleanValue(values.city) || combined.city;
  if (city) parts.city = city;
  if (values.state && cleanValue(values.state)) {
    const state = parseStateCode(values.state);
    if (state) parts.state = state;
    else problems.push(`The address state "${cleanValue(values.state)}" is not a state code; it was left out.`);
  } else if (combined.state) parts.state = combined.state;
  if (values.zip && cleanValue(values.zip)) {
    const zip = parseZip(values.zip);
    if (zip) parts.zip = zip;
    else problems.push(`The ZIP code "${cleanValue(values.zip)}" could not be read; it was left out.`);
  } else if (combined.zip) parts.zip = combined.zip;
  return parts;
}
