/**
 * The header of an AAMVA DL/ID PDF417 barcode as a scanner types it:
 * '@' LF RS CR 'ANSI ' IIN(6) version(2) jurisdiction-version(2, not in version 01) entries(2),
 * then one designator per subfile: type(2, DL, ID or Z?) offset(4) length(4). Version 01 cards
 * sometimes say 'AAMVA' instead of 'ANSI '. Scanners may drop the control characters or turn
 * them into spaces, so the header is found by its text, not by its position.
 */

/** One subfile designator of the header. */
export interface AamvaSubfile {
  type: string;
  offset: number;
  length: number;
}

/** A header found in a text. */
export interface AamvaHeader {
  /** Issuer Identification Number, six digits (636037 = Indiana). */
  iin: string;
  /** AAMVA standard version, 1 (2000) to 10 (2020). */
  version: number;
  jurisdictionVersion?: string;
  /** Subfiles the header announces (may be fewer than `entries` when the scan was cut). */
  entries: number;
  subfiles: AamvaSubfile[];
  /** Where 'ANSI ' (or 'AAMVA') starts in the text. */
  start: number;
  /** Where the subfile data starts (just after the designators). */
  bodyStart: number;
}

const HEADER = /(?:ANSI ?|AAMVA)(\d{6})(\d{2})(\d{2})?(\d{2})((?:\s*[A-Z]{2}\d{8})*)/g;
const DESIGNATOR = /([A-Z]{2})(\d{4})(\d{4})/g;

/** Every header in a text (several barcodes may be pasted together), in order. */
export function findAamvaHeaders(text: string): AamvaHeader[] {
  const headers: AamvaHeader[] = [];
  for (const m of text.matchAll(HEADER)) {
    const subfiles = [...m[5]!.matchAll(DESIGNATOR)].map((d) => ({
      type: d[1]!,
      offset: Number(d[2]),
      length: Number(d[3]),
    }));
    const header: AamvaHeader = {
      iin: m[1]!,
      version: Number(m[2]),
      entries: Number(m[4]),
      subfiles,
      start: m.index,
      bodyStart: m.index + m[0].length,
    };
    if (m[3] !== undefined) header.jurisdictionVersion = m[3];
    headers.push(header);
  }
  return headers;
}

/**
 * How many characters the header says the barcode holds (from 'ANSI ' on, counting the four
 * leading characters '@', LF, RS, CR that precede it), or null when it names no subfile.
 */
export function declaredLength(header: AamvaHeader): number | null {
  if (!header.subfiles.length) return null;
  return Math.max(...header.subfiles.map((s) => s.offset + s.length)) - 4;
}
