/**
 * The data elements of an AAMVA DL/ID subfile: three-letter IDs (DAQ, DCS, DBB ...) each followed
 * by its value. Scanners that keep the separators give one element per line (LF, CR or RS; some
 * type '|' instead), and the line right after an empty element, when it starts with no ID, is
 * that element's value (a card that writes its licence number on the line after DAQ); an empty
 * line or the start of a jurisdiction subfile between them ends the empty element instead, so an
 * empty suffix at the end of a subfile does not take the jurisdiction's first value.
 * Scanners that turn the separators into spaces give one line, where an element starts at a word
 * that begins with a known ID whose value has that element's shape (eight digits for a date, a
 * D20 code for eye colour ...). Jurisdiction subfiles (ZI, ZC ...) are skipped.
 */

/** The record separator (RS, 0x1E) of the barcode, and the '|' some scanners type for each separator. */
// eslint-disable-next-line no-control-regex -- the barcode's own separator
const SEPARATOR = /[\x1e|]/g;

/** Element IDs read, current and legacy (version 01-03). */
const KNOWN = new Set(
  (
    'DAQ DCS DAC DAD DCT DAA DAB DAE DCU DBB DBC DAG DAH DAI DAJ DAK DCA DCB DCD DBA DBD DCF DCG DAY DAU DAZ ' +
    'DDE DDF DDG DDA DDB DDC DDD DDH DDI DDJ DDK DDL DAW DAX DCE DCI DCJ DCK DCL DCM DCN DCO DCP DCQ DCR DAR DAS DAT ' +
    'DBJ'
  ).split(' '),
);
/** Residence address IDs of version 01; in later versions a word such as DANIEL is not one. */
const VERSION_1_ONLY = new Set(['DAL', 'DAM', 'DAN', 'DAO', 'DAP']);

const DATE = /^\d{8}$/;
/** The shape of the first word of a value, for elements that have one. */
const SHAPES: Record<string, RegExp> = {
  DBB: DATE,
  DBA: DATE,
  DBD: DATE,
  DDB: DATE,
  DDC: DATE,
  DDH: DATE,
  DDI: DATE,
  DDJ: DATE,
  DBC: /^[129MFXU]$/,
  DAJ: /^[A-Z]{2}$/,
  DAO: /^[A-Z]{2}$/,
  DAK: /^(?=.*\d)[0-9A-Z]{3,11}$/,
  DAP: /^(?=.*\d)[0-9A-Z]{3,11}$/,
  DAU: /^\d{2,3}(IN|CM)?$/i,
  DAY: /^(BLK|BLU|BRO|BRN|GRY|GRN|HAZ|MAR|PNK|DIC|UNK)$/,
  DAZ: /^(BAL|BLK|BLN|BRO|BRN|GRY|RED|SDY|WHI|UNK)$/,
  DCG: /^(USA|CAN)$/,
  DDE: /^[TNU]$/,
  DDF: /^[TNU]$/,
  DDG: /^[TNU]$/,
  DDA: /^[FN]$/,
  DDD: /^[01]$/,
  DDK: /^[01]$/,
  DDL: /^[01]$/,
  DCE: /^\d$/,
  DAW: /^\d{2,3}$/,
  DAX: /^\d{2,3}$/,
};

/** Shaped elements whose value may still hold a second word ('069 in', 'T2P 3M8'). */
const MULTI_WORD = new Set(['DAU', 'DAK', 'DAP']);

/** Options of {@link readAamvaElements}. */
export interface ElementOptions {
  /** AAMVA version from the header, when there is one. */
  version?: number;
  /** Jurisdiction subfile types named in the header (ZI, ZC ...). */
  jurisdictionTypes?: string[];
}

function isElementId(id: string, version: number | undefined): boolean {
  return KNOWN.has(id) || (VERSION_1_ONLY.has(id) && (version === undefined || version <= 1));
}

/** Removes a subfile type in front of the first element ('DLDAQ...' -> 'DAQ...'). */
function stripSubfileType(line: string): string {
  return /^(DL|ID)D[A-Z]{2}/.test(line) ? line.slice(2) : line;
}

/** Where a jurisdiction subfile starts in a line ('...ZIZIA01' when the CR was dropped), or -1. */
function jurisdictionStart(line: string, types: string[] | undefined): number {
  const re = types?.length ? new RegExp(`(${types.join('|')})\\1[A-Z]`) : /(Z[A-Z])\1[A-Z]/;
  return re.exec(line)?.index ?? -1;
}

/** Elements by ID; the first value of an ID wins; also the subfile type found ('DL' or 'ID'). */
export interface AamvaElements {
  values: Map<string, string>;
  subfileType?: 'DL' | 'ID';
}

/** Reads the elements of a subfile body (see the file comment). Never throws. */
export function readAamvaElements(body: string, options: ElementOptions = {}): AamvaElements {
  const values = new Map<string, string>();
  const text = body.replace(SEPARATOR, '\n');
  const subfile = /(?:^|\s)(DL|ID)D[A-Z]{2}/.exec(text)?.[1] as 'DL' | 'ID' | undefined;
  // Empty lines are kept (CR LF is one break): they end an empty element (see the file comment).
  const lines = text.split(/\r\n|[\n\r]/).map((l) => {
    const line = stripSubfileType(l.trim());
    const cut = jurisdictionStart(line, options.jurisdictionTypes);
    return cut < 0 ? { line, ends: false } : { line: line.slice(0, cut), ends: true };
  });
  const elementLines = lines.filter(({ line }) => /^D[A-Z]{2}/.test(line));
  if (elementLines.length >= 4) {
    let previous: string | undefined;
    for (const { line, ends } of lines) {
      const id = line.slice(0, 3);
      if (/^D[A-Z]{2}/.test(line)) {
        previous = isElementId(id, options.version) && !values.has(id) ? id : undefined;
        if (previous) values.set(previous, line.slice(3).trim());
      } else {
        if (previous && values.get(previous) === '' && line) values.set(previous, line);
        previous = undefined;
      }
      if (ends) previous = undefined;
    }
    return { values, ...(subfile ? { subfileType: subfile } : {}) };
  }
  // Words are gathered per element and joined once: joining as they come would be quadratic.
  const words = new Map<string, string[]>();
  let current: string | undefined;
  for (const { line, ends } of lines) {
    for (const raw of line.split(/\s+/)) {
      const token = stripSubfileType(raw);
      if (/^(Z[A-Z])\1[A-Z]/.test(token)) {
        current = undefined; // a jurisdiction subfile starts: its words are not ours
        continue;
      }
      const id = token.slice(0, 3);
      const candidate = /^D[A-Z]{2}/.test(token) && isElementId(id, options.version) && !values.has(id);
      // After a one-word value (a date, a code) a word cannot continue it, so any known ID starts the next.
      const afterOneWord = current !== undefined && !MULTI_WORD.has(current) && SHAPES[current] !== undefined;
      const shape = SHAPES[id];
      if (candidate && (afterOneWord || !shape || shape.test(token.slice(3)))) {
        current = id;
        values.set(id, '');
        words.set(id, [token.slice(3)]);
      } else if (current && token && !afterOneWord) {
        words.get(current)!.push(token);
      }
    }
    if (ends) current = undefined;
  }
  for (const [id, list] of words) values.set(id, list.join(' ').trim());
  return { values, ...(subfile ? { subfileType: subfile } : {}) };
}
