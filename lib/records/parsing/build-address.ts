/**
 * The address parts of a record (street, city, state, ZIP) from the fields found, including a
 * combined 'CITY, ST 12345' line, or the whole address on the street's one line ('9 LAKEVIEW DR,
 * CARMEL, IN 46032'); shared by licence and registration records.
 */
import type { FieldValues } from './record-fields';
import { cleanValue, isNoneValue, parseStateCode, parseZip } from './normalise-values';
import { flagValue } from '../record-flags';
import type { RecordFlag } from '../record-types';

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

/**
 * A street line that holds the whole address, split into the street and its city line; null when
 * it does not. The city line follows a comma and names a state; without a ZIP it must be set off
 * by commas too ('..., CARMEL, IN'), so a unit such as 'APT IN' is never read as a state.
 */
function splitOneLine(street: string): { street: string; rest: AddressParts } | null {
  for (let at = street.lastIndexOf(','); at > 0; at = street.lastIndexOf(',', at - 1)) {
    const tail = street.slice(at + 1);
    const rest = parseCityStateZip(tail);
    const setOff = rest.zip !== undefined || /,\s*[A-Z]{2}$/.test(tail);
    if (rest.state && rest.city && !/^\d/.test(rest.city) && setOff)
      return { street: street.slice(0, at).trim(), rest };
  }
  return null;
}

/** A value, or '' when it is a placeholder (NONE, N/A ...) as some cards print in empty address lines. */
const present = (value: string | undefined) => {
  const v = cleanValue(value);
  return isNoneValue(v) ? '' : v;
};

/**
 * The address of a record. An unreadable state or ZIP is left out and flagged, under the
 * field names the record uses (`fields`: a registration's are ownerState and ownerZip).
 */
export function readAddress(
  values: FieldValues,
  flags: RecordFlag[],
  fields: { state: string; zip: string } = { state: 'state', zip: 'zip' },
): AddressParts {
  const alone =
    !present(values.cityStateZip) && !present(values.city) && !present(values.state) && !present(values.zip);
  const oneLine = alone ? splitOneLine(present(values.street)) : null;
  const combined = oneLine?.rest ?? (values.cityStateZip ? parseCityStateZip(values.cityStateZip) : {});
  const parts: AddressParts = {};
  const street = oneLine?.street ?? present(values.street);
  if (street) parts.street = street;
  const city = present(values.city) || combined.city;
  if (city) parts.city = city;
  if (present(values.state)) {
    const state = parseStateCode(values.state);
    if (state) parts.state = state;
    else flags.push(flagValue(fields.state, values.state, 'is not a state code'));
  } else if (combined.state) parts.state = combined.state;
  if (present(values.zip)) {
    const zip = parseZip(values.zip);
    if (zip) parts.zip = zip;
    else flags.push(flagValue(fields.zip, values.zip, 'could not be read'));
  } else if (combined.zip) parts.zip = combined.zip;
  return parts;
}
