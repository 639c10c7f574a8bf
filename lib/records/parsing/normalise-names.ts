/**
 * Names as returns print them: 'DOE, JOHN ALLEN JR' (NCIC order, the usual one), 'DOE JOHN A'
 * without the comma, or 'JOHN A DOE' where a table says so; and owners that are businesses
 * ('ACME LEASING LLC') or two people ('DOE, JANE & DOE, JOHN').
 */
import { cleanValue, isNoneValue } from './normalise-values';

/** A person's name in parts; `firstName` is '' when the name has only one word. */
export interface PersonName {
  lastName: string;
  firstName: string;
  middleName?: string;
  suffix?: string;
}

/** Which way a name without a comma is read. */
export type NameOrder = 'lastFirst' | 'firstLast';

const SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', '2ND', '3RD', '4TH', '5TH', '1ST']);

const BUSINESS =
  /\b(INC|LLC|L\.?L\.?C|CORP|CORPORATION|CO|COMPANY|LTD|LP|LLP|PLLC|BANK|CREDIT UNION|TRUST|LEASING|LEASE|RENTAL|RENTALS|RENT-A-CAR|MOTORS?|AUTO|AUTOMOTIVE|SALES|DEALERSHIP|SERVICES?|ENTERPRISES?|GROUP|HOLDINGS|INDUSTRIES|LOGISTICS|TRUCKING|TRANSPORT|FREIGHT|EXPRESS|CHURCH|SCHOOL|UNIVERSITY|HOSPITAL|DEPT|DEPARTMENT|CITY OF|COUNTY|STATE OF|TOWN OF|ASSOCIATION|FINANCIAL|FINANCE|INSURANCE|PARTNERS|FLEET)\b/;

/** True when an owner name reads as a business or public body rather than a person. */
export function isBusinessName(value: string): boolean {
  return BUSINESS.test(cleanValue(value));
}

/** The first of several owners ('DOE, JANE & DOE, JOHN', '... AND ...', '... OR ...'), and whether there were more. */
export function firstOwner(value: string): { name: string; more: boolean } {
  const parts = cleanValue(value).split(/\s+(?:&|AND|OR|AND\/OR)\s+|\s*;\s*/);
  return { name: parts[0] ?? '', more: parts.length > 1 };
}

const dropNone = (words: string[]) => words.filter((w) => !isNoneValue(w));

/**
 * A name or name part cleaned as values are, keeping a final full stop that closes an
 * abbreviation written with full stops ('PH.D.', 'M.D.'), which would otherwise be cut in half.
 * A lone stop after a plain word ('JR.', 'A.') is still dropped, so a suffix or an initial reads
 * the same with or without it.
 */
export function cleanNamePart(value: string | null | undefined): string {
  const v = cleanValue(value);
  const dotted = /(?:^|\s)(?:[A-Z]+\.)+[A-Z]+$/.test(v);
  return dotted && (value ?? '').trimEnd().endsWith('.') ? `${v}.` : v;
}

/** Takes a suffix off the end of a word list (JR, SR, II, III, IV ...). */
function takeSuffix(words: string[]): string | undefined {
  const last = words[words.length - 1];
  if (words.length > 1 && last !== undefined && SUFFIXES.has(last.replace(/\.$/, ''))) {
    words.pop();
    return last.replace(/\.$/, '');
  }
  return undefined;
}

function person(lastName: string, firstName: string, middle: string[], suffix?: string): PersonName {
  const name: PersonName = { lastName, firstName };
  const middleName = middle.join(' ');
  if (middleName) name.middleName = middleName;
  if (suffix) name.suffix = suffix;
  return name;
}

/**
 * Splits a printed name into parts. With a comma the part before it is the family name;
 * without one the words are read in `order` (NCIC and DMV print LAST FIRST MIDDLE). Null when
 * nothing is left to read.
 */
export function parsePersonName(value: string | null | undefined, order: NameOrder = 'lastFirst'): PersonName | null {
  const v = cleanNamePart(value);
  if (!v || isNoneValue(v)) return null;
  const comma = v.indexOf(',');
  if (comma >= 0) {
    const lastWords = v.slice(0, comma).split(/\s+/).filter(Boolean);
    const rest = dropNone(
      v
        .slice(comma + 1)
        .split(/[\s,]+/)
        .filter(Boolean),
    );
    const suffix = takeSuffix(rest) ?? takeSuffix(lastWords);
    const lastName = lastWords.join(' ');
    if (!lastName) return null;
    return person(lastName, rest[0] ?? '', rest.slice(1), suffix);
  }
  const words = v.split(/\s+/).filter(Boolean);
  const suffix = takeSuffix(words);
  if (words.length === 1) return person(words[0]!, '', [], suffix);
  if (order === 'lastFirst') return person(words[0]!, words[1]!, dropNone(words.slice(2)), suffix);
  return person(words[words.length - 1]!, words[0]!, dropNone(words.slice(1, -1)), suffix);
}

/** The name as the witness field writes it: 'LAST, FIRST'. */
export function lastCommaFirst(name: { lastName: string; firstName: string }): string {
  return name.firstName ? `${name.lastName}, ${name.firstName}` : name.lastName;
}
