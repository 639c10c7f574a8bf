/**
 * Driver licences and identification cards from the text a 2D scanner types when it reads the
 * PDF417 barcode on the back of a card (AAMVA DL/ID Card Design Standard, versions 01-10). The
 * issuing state comes from the IIN in the header; dates are MMDDCCYY on U.S. cards and CCYYMMDD
 * on Canadian ones; names are DCS/DAC/DAD (version 04 on), DCS/DCT (02-03) or DAA (01).
 * Several barcodes in one text give several records; a text with elements but no header is
 * still read (the licence state is then taken from the address, with a warning).
 */
import { declaredLength, findAamvaHeaders, type AamvaHeader } from './aamva-header';
import { readAamvaElements } from './aamva-elements';
import { buildLicenceRecord } from './build-licence';
import { AAMVA_ISSUERS } from './data/aamva-issuers';
import { cleanValue } from './normalise-values';
import type { FieldValues } from './record-fields';
import type { DriverLicenceRecord, ParseResult } from './record-types';

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

/** The fields of the record from the elements, legacy IDs as fallbacks. */
function fieldsOf(el: Map<string, string>): FieldValues {
  const get = (...ids: string[]) => ids.map((id) => el.get(id)).find((v) => v !== undefined && cleanValue(v) !== '');
  const given = get('DCT');
  const values: FieldValues = {
    licenceNumber: get('DAQ'),
    lastName: get('DCS', 'DAB'),
    firstName: get('DAC') ?? (given ? splitGivenNames(given).first : undefined),
    middleName: (get('DAD') ?? (given ? splitGivenNames(given).middle : undefined))?.replace(/,/g, ' '),
    suffix: get('DCU', 'DAE'),
    dateOfBirth: get('DBB'),
    sex: get('DBC'),
    street: [get('DAG', 'DAL'), get('DAH', 'DAM')].filter(Boolean).join(' ') || undefined,
    city: get('DAI', 'DAN'),
    state: get('DAJ', 'DAO'),
    zip: get('DAK', 'DAP'),
    licenceClass: get('DCA', 'DAR'),
    restrictions: get('DCB', 'DAS'),
    endorsements: get('DCD', 'DAT'),
    expires: get('DBA'),
  };
  if (!values.lastName) values.name = get('DAA');
  return values;
}

/** Reads one barcode: the text from its header (if any) to the next header or the end. */
function parseOne(text: string, header: AamvaHeader | null, separators: boolean): ParseResult<DriverLicenceRecord> {
  const problems: string[] = [];
  const body = header ? text.slice(header.bodyStart - header.start) : text;
  const jurisdictionTypes = header?.subfiles.map((s) => s.type).filter((t) => t.startsWith('Z'));
  const { values, subfileType } = readAamvaElements(body, { version: header?.version, jurisdictionTypes });
  const fields = fieldsOf(values);
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
  return { records: built.record ? [built.record] : [], problems: [...problems, ...built.problems] };
}

/** Reads every AAMVA DL/ID barcode in a text; never throws, returns nothing for other text. */
export function parseAamva(text: string): ParseResult<DriverLicenceRecord> {
  try {
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
