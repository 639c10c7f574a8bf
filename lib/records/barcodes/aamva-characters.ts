/**
 * The AAMVA DL/ID standard allows only upper-case letters, digits, space and a little
 * punctuation in a barcode, and its separators (LF, RS, CR). Cards and scanners still bring
 * others: accented names (JOSÉ), typographic apostrophes (O’BRIEN), non-breaking spaces and tabs,
 * NULs a scanner pads with, and UTF-8 read as Latin-1 by a keyboard wedge (JOSÃ‰). This turns
 * them into what the standard would have held, so the elements are found and the names come out
 * as the report writes them, instead of a record being lost to a character.
 */

/** Characters with a plain equivalent (typographic punctuation, letters with no decomposition). */
const EQUIVALENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02BC': "'",
  '\u0060': "'",
  '\u00B4': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u00A0': ' ',
  '\u2007': ' ',
  '\u202F': ' ',
  '\t': ' ',
  '\u00DF': 'SS',
  '\u00C6': 'AE',
  '\u00E6': 'AE',
  '\u0152': 'OE',
  '\u0153': 'OE',
  '\u00D8': 'O',
  '\u00F8': 'O',
  '\u0141': 'L',
  '\u0142': 'L',
  '\u0110': 'D',
  '\u0111': 'D',
  '\u00D0': 'D',
  '\u00F0': 'D',
  '\u00DE': 'TH',
  '\u00FE': 'TH',
};

/** UTF-8 bytes read one by one as Latin-1 or Windows-1252: a lead byte (Â-ô) followed by a continuation byte. */
const MOJIBAKE =
  /[\u00C2-\u00F4][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]/;

/** The bytes 0x80-0x9F as Windows-1252 shows them (what a keyboard wedge on Windows types). */
const WINDOWS_1252 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** The byte a character stands for when a text was read as Latin-1 or Windows-1252, or -1. */
function byteOf(c: string): number {
  const code = c.charCodeAt(0);
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  const at = WINDOWS_1252.indexOf(c);
  return at >= 0 ? 0x80 + at : code <= 0x9f ? code : -1;
}

/** The text re-read as UTF-8 when it is UTF-8 that was read as Latin-1 or Windows-1252; otherwise as it is. */
function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text;
  const bytes = Array.from(text, byteOf);
  if (bytes.includes(-1)) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return text;
  }
}

/** What is kept as it is: printable ASCII and the barcode's separators (LF, CR, RS). */
// eslint-disable-next-line no-control-regex -- the barcode's own separators are kept
const UNDEFINED = /[^\u0020-\u007E\n\r\u001E]/g;

/** The text with every character the standard does not define replaced by its equivalent, or removed. */
export function toAamvaCharacters(text: string): string {
  return repairMojibake(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(UNDEFINED, (c) => EQUIVALENTS[c] ?? '');
}
