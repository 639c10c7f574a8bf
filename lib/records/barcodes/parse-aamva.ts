/**
 * Driver licences and identification cards from the text a 2D scanner types when it reads the
 * PDF417 barcode on the back of a card (AAMVA DL/ID Card Design Standard, versions 01-10). The
 * issuing state comes from the IIN in the header; dates are MMDDCCYY on U.S. cards and CCYYMMDD
 * on Canadian ones; names are DCS/DAC/DAD (version 04 on), DCS/DCT (02-03) or DAA (01).
 * Several barcodes in one text give several records; a text with elements but no header is
 * still read (the licence state is then taken from the address, with a warning).
 *
 * Cards that bend the standard are read as the standard meant: the whole name in the family-name
 * element (or DAA without commas), in either order; NONE in address lines and name parts that
 * are empty; the licence number outside DAQ (on the line after an empty DAQ, or in the version
 * 01 customer identifier DBJ); the middle initial in the first-name element when the middle-name
 * element is empty (said in the problems, as it is read by its shape); a second address line
 * that only repeats the city, state and ZIP; characters the standard does not define
 * (aamva-characters.ts). A card that writes its licence number as NONE still gives its record
 * (build-licence.ts).
 */
import { declaredLength, findAamvaHeaders, type AamvaHeader } from './aamva-header';
import { readAamvaElements } from './aamva-elements';
import { buildLicenceRecord } from '../parsing/build-licence';
import { AAMVA_ISSUERS } from '../data/aamva-issuers';
import { toAamvaCharacters } from './aamva-characters';
import { parsePersonName, type NameOrder, type PersonName } from '../parsing/normalise-names';
import { parseCityStateZip } from '../parsing/build-address';
import { cleanValue, isNoneValue, parseStateCode } from '../parsing/normalise-values';
import type { FieldValues } from '../parsing/record-fields';
import type { DriverLicenceRecord, ParseResult } from '../record-types';

/** True when a text looks like AAMVA barcode data: a header, or DAQ with a name element. */
export function looksLikeAamva(text: string): boolean {
  if (typeof text !== 'string') return false;
  return findAamvaHeaders(text).length > 0 || (/(^|\s|DL)DAQ\S/.test(text) && /(^|\s)(DCS|DAA|DAB)\S/.test(text));
}

/** Given names of version 02-03 (DCT), first and middle run together: 'JOHN,ALLEN' or 'JOHN ALLEN'. */
function splitGivenNames(value: string): { first: string; middle: string } {
  const [first = '', ...rest] = cleanValue(value).split(/[\s,]+/);
  return { first, middle: rest.join(' ') };
}

/** An element's value, or undefined when it is absent, empty or a placeholder (NONE, N/A ...). */
function reader(el: Map<string, string>) {
  return (...ids: string[]) =>
    ids.map((id) => el.get(id)).find((v) => v !== undefined && cleanValue(v) !== '' && !isNoneValue(cleanValue(v)));
}

/**
 * The first name and middle initial of a first-name element that holds both ('JOHN Q'), or null.
 * Only a last word of one letter is taken for the initial: a first name may be two words (MARY ANN).
 */
function initialInFirstName(value: string | undefined): { first: string; middle: string } | null {
  const words = cleanValue(value).split(' ');
  const last = words[words.length - 1] ?? '';
  return words.length > 1 && /^[A-Z]$/.test(last) ? { first: words.slice(0, -1).join(' '), middle: last } : null;
}

/**
 * The name when a card puts it whole in one element: the family-name element holding a comma,
 * several words with no first name given, or the first name again; or the version 01 DAA. With a
 * comma it is LAST,FIRST,MIDDLE as the standard writes DAA; without one the order is told by the
 * first name given elsewhere, else read as printed on a card's front, FIRST MIDDLE LAST.
 */
function wholeName(get: ReturnType<typeof reader>, given: string | undefined): PersonName | null {
  const family = get('DCS', 'DAB');
  const familyWords = cleanValue(family).split(' ');
  // Several words and no first name, or the first name again among its first two words.
  const familyIsWhole =
    family !== undefined &&
    (family.includes(',') ||
      (familyWords.length > 1 && (!given || familyWords.slice(0, 2).includes(cleanValue(given)))));
  const whole = familyIsWhole ? family : family === undefined ? get('DAA') : undefined;
  if (whole === undefined) return null;
  if (whole.includes(',')) return parsePersonName(whole, 'lastFirst');
  const words = cleanValue(whole).split(' ');
  const first = cleanValue(given);
  const order: NameOrder = first && words[0] !== first && words[1] === first ? 'lastFirst' : 'firstLast';
  return parsePersonName(whole, order);
}

/** The second address line, unless it only repeats the city and state (and ZIP) of the card. */
function secondAddressLine(get: ReturnType<typeof reader>): string | undefined {
  const line = get('DAH', 'DAM');
  const parts = line === undefined ? {} : parseCityStateZip(line);
  const repeats =
    parts.state !== undefined &&
    parts.state === parseStateCode(get('DAJ', 'DAO')) &&
    parts.city === cleanValue(get('DAI', 'DAN'));
  return repeats ? undefined : line;
}

/** The fields of the record from the elements, legacy IDs as fallbacks, and what was read by its shape. */
function fieldsOf(el: Map<string, string>): { values: FieldValues; notes: string[] } {
  const get = reader(el);
  const notes: string[] = [];
  const given = get('DCT');
  let firstName = get('DAC') ?? (given ? splitGivenNames(given).first : undefined);
  let middleName = get('DAD') ?? (given ? splitGivenNames(given).middle : undefined);
  const initial = middleName === undefined ? initialInFirstName(get('DAC')) : null;
  if (initial) {
    notes.push(
      `The first-name element holds a middle initial too ("${cleanValue(get('DAC'))}"): read as first name ` +
        `${initial.first} and middle initial ${initial.middle}; check it on the card.`,
    );
    ({ first: firstName, middle: middleName } = initial);
  }
  const values: FieldValues = {
    // The version 01 customer identifier carries the number on cards that leave DAQ out; a
    // number written NONE is passed on as written, for the record to say so.
    licenceNumber: get('DAQ', 'DBJ') ?? el.get('DAQ'),
    lastName: get('DCS', 'DAB'),
    firstName,
    middleName: middleName?.replace(/,/g, ' '),
    suffix: get('DCU', 'DAE'),
    dateOfBirth: el.get('DBB'),
    sex: el.get('DBC'),
    street: [get('DAG', 'DAL'), secondAddressLine(get)].filter(Boolean).join(' ') || undefined,
    city: get('DAI', 'DAN'),
    state: get('DAJ', 'DAO'),
    zip: get('DAK', 'DAP'),
    licenceClass: get('DCA', 'DAR'),
    restrictions: get('DCB', 'DAS'),
    // NONE is kept here: it says there are no endorsements, which splitCodes reads as [].
    endorsements: [el.get('DCD'), el.get('DAT')].find((v) => v !== undefined && cleanValue(v) !== ''),
    expires: get('DBA'),
  };
  const whole = wholeName(get, firstName);
  if (whole) {
    values.lastName = whole.lastName;
    values.firstName = whole.firstName || values.firstName;
    values.middleName = whole.middleName ?? (whole.firstName ? undefined : values.middleName);
    values.suffix = whole.suffix ?? values.suffix;
  }
  return { values, notes };
}

/** Reads one barcode: the text from its header (if any) to the next header or the end. */
function parseOne(text: string, header: AamvaHeader | null, separators: boolean): ParseResult<DriverLicenceRecord> {
  const problems: string[] = [];
  const body = header ? text.slice(header.bodyStart - header.start) : text;
  const jurisdictionTypes = header?.subfiles.map((s) => s.type).filter((t) => t.startsWith('Z'));
  const { values, subfileType } = readAamvaElements(body, { version: header?.version, jurisdictionTypes });
  const { values: fields, notes } = fieldsOf(values);
  const issuer = header ? AAMVA_ISSUERS[header.iin] : undefined;
  const canadian = issuer?.[1] === 'Canada' || cleanValue(values.get('DCG')) === 'CAN';
  if (issuer?.[0]) fields.licenceState = issuer[0];
  else {
    const address = cleanValue(fields.state);
    if (!header) problems.push('The barcode text has no AAMVA header (ANSI and issuer number); it may be incomplete.');
    else if (!issuer) problems.push(`The barcode's issuer number ${header.iin} is not a known AAMVA issuer.`);
    else problems.push(`The barcode's issuer ${header.iin} is not a state; the licence state must be checked.`);
    if (address) {
      fields.licenceState = address;
      problems.push(`The licence state was taken from the address (${address}); check it on the card.`);
    }
  }
  if (header && header.version > 10) problems.push(`AAMVA version ${header.version} is newer than 10; read as 10.`);
  const length = header && separators ? declaredLength(header) : null;
  if (length !== null && text.trimEnd().length < length - 2 && !values.has('DBB')) {
    problems.push(
      `The barcode text ends early (${text.trimEnd().length} of ${length} characters): scan the card again.`,
    );
  }
  if (subfileType === 'ID') problems.push('This barcode is from an identification card, not a driving licence.');
  const built = buildLicenceRecord(fields, {
    source: 'barcode',
    raw: text.trim(),
    dateOrder: canadian ? 'canada' : 'us',
    joinedCodes: true,
  });
  return { records: built.record ? [built.record] : [], problems: [...problems, ...notes, ...built.problems] };
}

/** Reads every AAMVA DL/ID barcode in a text; never throws, returns nothing for other text. */
export function parseAamva(input: string): ParseResult<DriverLicenceRecord> {
  try {
    if (typeof input !== 'string') return { records: [], problems: [] };
    const text = toAamvaCharacters(input);
    if (!looksLikeAamva(text)) return { records: [], problems: [] };
    const headers = findAamvaHeaders(text);
    if (!headers.length) return parseOne(text, null, false);
    // Offsets in the header only add up when the scanner kept the record separator.
    const separators = text.includes('\x1e');
    const result: ParseResult<DriverLicenceRecord> = { records: [], problems: [] };
    headers.forEach((header, i) => {
      const one = parseOne(text.slice(header.start, headers[i + 1]?.start ?? text.length), header, separators);
      result.records.push(...one.records);
      result.problems.push(...one.problems);
    });
    return result;
  } catch (error) {
    return { records: [], problems: [`The barcode text could not be read (${String(error)}).`] };
  }
}
