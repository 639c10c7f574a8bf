/**
 * Reading the values of returns, tables and barcodes into the forms records hold: dates as
 * mm/dd/yyyy, sex codes, state codes of list 292, ZIP codes, years and code lists. Each reader
 * returns null (or []) for what it cannot read; none throws.
 */
import { stateList } from '../../codes/seed/places/states';
import type { Sex } from '../record-types';

/** Which way an eight-digit date is read first: MMDDCCYY (US), CCYYMMDD (Canada, NCIC) or either. */
export type DateOrder = 'us' | 'canada' | 'auto';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Collapses white space, drops separators left at either end, and puts text in upper case. */
export function cleanValue(value: string | null | undefined): string {
  return (
    (value ?? '')
      // eslint-disable-next-line no-control-regex -- barcode separators (LF, RS, CR) become spaces
      .replace(/[\u0000-\u001f\s]+/g, ' ')
      .replace(/^[\s.,;:|/=-]+|[\s.,;:|/=]+$/g, '')
      .toUpperCase()
  );
}

/** True for the ways returns and barcodes say "nothing here" (NONE, N/A, NMN, UNAVL ...). */
export function isNoneValue(value: string): boolean {
  return /^(NONE|N\/?A|NMN|NO|UNAVL|UNAVAILABLE|UNKNOWN|UNK|-+|\*+)?$/i.test(value.trim());
}

/** A four-digit year from a two-digit one: up to twenty years ahead is this century. */
function fullYear(twoDigits: number): number {
  const now = new Date().getFullYear();
  const candidate = 2000 + twoDigits;
  return candidate <= now + 20 ? candidate : candidate - 100;
}

function formatDate(year: number, month: number, day: number): string | null {
  if (year < 1850 || year > 2199) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return real ? `${pad(month)}/${pad(day)}/${year}` : null;
}

/** A date as mm/dd/yyyy from the forms returns and barcodes use, or null when it is none. */
export function parseRecordDate(value: string | null | undefined, order: DateOrder = 'auto'): string | null {
  const v = cleanValue(value);
  let m = /^(\d{8})$/.exec(v);
  if (m) {
    const us = formatDate(Number(v.slice(4)), Number(v.slice(0, 2)), Number(v.slice(2, 4)));
    const ca = formatDate(Number(v.slice(0, 4)), Number(v.slice(4, 6)), Number(v.slice(6)));
    return order === 'canada' ? (ca ?? us) : (us ?? ca);
  }
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(v))) return formatDate(+m[1]!, +m[2]!, +m[3]!);
  if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(v))) {
    const y = m[3]!.length === 2 ? fullYear(+m[3]!) : +m[3]!;
    return formatDate(y, +m[1]!, +m[2]!);
  }
  if ((m = /^(\d{1,2})[- ]?([A-Z]{3})[A-Z]*[- ,]*(\d{4})$/.exec(v))) {
    return formatDate(+m[3]!, MONTHS.indexOf(m[2]!) + 1, +m[1]!);
  }
  if ((m = /^([A-Z]{3})[A-Z]*\.? (\d{1,2}),? (\d{4})$/.exec(v))) {
    return formatDate(+m[3]!, MONTHS.indexOf(m[1]!) + 1, +m[2]!);
  }
  return null;
}

/** Sex as list 1027 codes it: M, F, U (unknown) or X (not specified; AAMVA 9). */
export function parseSex(value: string | null | undefined): Sex | null {
  const v = cleanValue(value);
  if (/^(M|MALE|1)$/.test(v)) return 'M';
  if (/^(F|FEMALE|2)$/.test(v)) return 'F';
  if (/^(X|9|NOT SPECIFIED|NON-?BINARY|UNSPECIFIED)$/.test(v)) return 'X';
  if (/^(U|UNK|UNKNOWN)$/.test(v)) return 'U';
  return null;
}

const stateCodes = new Set(stateList.entries.map((e) => e.code));
const stateByName = new Map(stateList.entries.map((e) => [e.label.toUpperCase(), e.code]));
/** Older codes some issuers still print. */
const STATE_ALIASES: Record<string, string> = { NF: 'NL', PQ: 'QC', LB: 'NL', YU: 'YT' };

/** A state or province code of list 292 from its code or its name, or null. */
export function parseStateCode(value: string | null | undefined): string | null {
  const v = cleanValue(value).replace(/\./g, '');
  if (stateCodes.has(v)) return v;
  return STATE_ALIASES[v] ?? stateByName.get(v) ?? stateByName.get(v.replace(/^U\.?S\.? /, 'U.S. ')) ?? null;
}

/** True when the code is a state or province of list 292. */
export function isStateCode(code: string): boolean {
  return stateCodes.has(code);
}

/** A ZIP (46204 or 46204-1234; AAMVA's zero padding dropped) or a Canadian postal code, or null. */
export function parseZip(value: string | null | undefined): string | null {
  const v = cleanValue(value);
  // Some cards pad the eleven characters of the ZIP element with zeros instead of spaces.
  const digits = v.replace(/[\s-]/g, '').replace(/^(\d{9})0{1,2}$/, '$1');
  if (/^\d{9}$/.test(digits))
    return digits.endsWith('0000') ? digits.slice(0, 5) : `${digits.slice(0, 5)}-${digits.slice(5)}`;
  if (/^\d{5}$/.test(digits)) return digits;
  const ca = /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)/.exec(v);
  if (ca) return `${ca[1]} ${ca[2]}`;
  return /^[A-Z0-9 -]{3,11}$/.test(v) ? v : null;
}

/** A four-digit year (1900-2199) from four or two digits, or null. */
export function parseYear(value: string | null | undefined): string | null {
  const v = cleanValue(value);
  if (/^(19|20|21)\d\d$/.test(v)) return v;
  if (/^\d\d$/.test(v)) return String(fullYear(Number(v)));
  return null;
}

/**
 * Codes of a restriction or endorsement value: 'B,C', 'B C' or 'B/C' are split at the
 * separators; `joined` (barcodes) also splits a run of letters such as 'BC' into single codes.
 * What a return writes in brackets after a code says what it means ('B (CORRECTIVE LENSES)') and
 * is no code; a code alone in brackets ('(B)') is still one. NONE and the like give [].
 */
export function splitCodes(value: string | null | undefined, joined = false): string[] {
  const v = cleanValue(value).replace(/\(([^()]*)\)/g, (_, inner: string) =>
    /^\s*[A-Z0-9]{1,2}\s*$/.test(inner) ? ` ${inner} ` : ' ',
  );
  if (isNoneValue(v)) return [];
  const parts = v.split(/[\s,;/]+/).filter((p) => p && !isNoneValue(p));
  if (joined && parts.length === 1 && /^[A-Z]{2,12}$/.test(parts[0]!)) return [...parts[0]!];
  return parts;
}
