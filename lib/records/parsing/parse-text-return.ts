/**
 * Driver-licence and registration returns as RMS and DMV systems print them: NCIC/NLETS/IDACS
 * field codes ('NAM/DOE, JOHN A DOB/19850214 SEX/M OLN/... OLS/IN', 'LIC/ABC123 LIS/IN VIN/...'),
 * the same with ':' or NCIC's '.', and worded labels ('NAME:', 'DOB:', 'LICENSE NO:', 'PLATE:',
 * 'MAKE:'). Several returns in one text give several records; a text that looks like a return
 * but does not name a person and licence, or a plate and state, gives a problem instead. A
 * message header line that echoes the query it answers ('RR.IN0490000.LIC/ABC123.LIS/IN') is
 * not read when the answer below it names the plate, licence or person again: read, it would
 * make a second record or take the answer's first fields. A header line that starts the answer
 * itself ('DR.OH0000000.NAM/DOE, JOHN.DOB/...', the address below) is read with it.
 */
import { parseCityStateZip } from './build-address';
import { buildLicenceRecord } from './build-licence';
import { buildRegistrationRecord } from './build-registration';
import { BREAK, groupFields, type FieldGroup, type FoundField } from './field-groups';
import { findLabels, type FoundLabel } from './find-labels';
import { buildLabelIndex, type LabelIndex, type LabelSynonyms } from './label-synonyms';
import { cleanValue } from './normalise-values';
import { IDENTITY_FIELDS, IGNORED, type LabelTarget, type RecordField } from './record-fields';
import type { DriverLicenceRecord, ParseResult, VehicleRegistrationRecord } from '../record-types';

/** Options of {@link parseTextReturn}. */
export interface TextReturnOptions {
  /** Labels an agency's RMS uses beyond the defaults (or a ready index). */
  synonyms?: LabelSynonyms | LabelIndex;
}

/** What the text parsers produce. */
export type ReturnRecord = DriverLicenceRecord | VehicleRegistrationRecord;

/** NLETS/NCIC message headers: a driver (DR) or registration (RR) response starts here. */
const HEADER_LINE = /^[ \t]*(?:DR|RR|KR|DQ|RQ|KQ)\.[A-Z0-9]/gm;
const MAX_TEXT = 2_000_000;

const defaultIndex = buildLabelIndex();

function indexOf(synonyms: TextReturnOptions['synonyms']): LabelIndex {
  if (!synonyms) return defaultIndex;
  return synonyms instanceof Map ? synonyms : buildLabelIndex(synonyms as LabelSynonyms);
}

/** Where the line holding `at` ends, by binary search in the newline positions (no rescans of long lines). */
function lineEnds(text: string): (at: number) => number {
  const newlines = [...text.matchAll(/\n/g)].map((m) => m.index);
  return (at) => {
    let [lo, hi] = [0, newlines.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    return newlines[lo] ?? text.length;
  };
}

/** The values of the labels: up to the next label or the end of the line. */
function valuesOf(text: string, labels: FoundLabel[]): FoundField[] {
  const fields: FoundField[] = [];
  const endOfLine = lineEnds(text);
  labels.forEach((label, i) => {
    const next = labels[i + 1]?.start ?? text.length;
    if (label.target === IGNORED) {
      // Its value is never used: only its place matters (it ends the value before it).
      fields.push({ target: IGNORED, value: '', start: label.start, end: label.valueStart });
      return;
    }
    let end = Math.min(next, endOfLine(label.valueStart));
    let value = text.slice(label.valueStart, end);
    const following = end + 1;
    const followingEnd = Math.min(next, endOfLine(following));
    const nextLine = end < next && following < followingEnd ? text.slice(following, followingEnd) : '';
    if (!cleanValue(value) && nextLine.trim() && followingEnd < next) {
      // 'NAME:' alone on its line, the value on the next line and no label in it.
      value = nextLine;
      end = followingEnd;
    }
    fields.push({ target: label.target, value, start: label.start, end, generic: label.generic === true });
    if (label.target === 'street' && nextLine && followingEnd <= next && parseCityStateZip(nextLine).state) {
      // An address printed on two lines: street, then 'CITY, ST 12345' with no label.
      fields.push({ target: 'cityStateZip', value: nextLine, start: following, end: followingEnd });
    }
  });
  return fields;
}

/** Label values and header breaks, in text order, without the query a header line echoes (see the file comment). */
function fieldsOf(text: string, index: LabelIndex): (FoundField | typeof BREAK)[] {
  const fields = valuesOf(text, findLabels(text, index));
  const endOfLine = lineEnds(text);
  const headers = [...text.matchAll(HEADER_LINE)].map((m) => ({ start: m.index, end: endOfLine(m.index) }));
  // The header each field comes under (-1 before the first); the fields naming the record that
  // each header line holds; and whether one of them comes again below the line (an echo).
  const under: number[] = [];
  const named = headers.map(() => new Set<LabelTarget>());
  const echo = headers.map(() => false);
  let h = -1;
  for (const field of fields) {
    while (h + 1 < headers.length && headers[h + 1]!.start <= field.start) h++;
    under.push(h);
    if (h < 0 || !IDENTITY_FIELDS.has(field.target as RecordField)) continue;
    if (field.start < headers[h]!.end) named[h]!.add(field.target);
    else if (named[h]!.has(field.target)) echo[h] = true;
  }
  const out: (FoundField | typeof BREAK)[] = [];
  let b = 0;
  fields.forEach((field, i) => {
    const at = under[i]!;
    while (b <= at) {
      out.push(BREAK);
      b++;
    }
    if (at < 0 || !echo[at] || field.start >= headers[at]!.end) out.push(field);
  });
  return out;
}

/** Builds the records of groups of fields; shared with the table parser. */
export function recordsOfGroups(
  groups: FieldGroup[],
  source: 'text' | 'table',
  rawOf: (group: FieldGroup) => string,
): ParseResult<ReturnRecord> {
  const result: ParseResult<ReturnRecord> = { records: [], problems: [] };
  for (const group of groups) {
    // A name and an address alone (a roster, a contact table) are no return: nothing to say about them.
    if (!group.decided && group.values.dateOfBirth === undefined) continue;
    const ctx = { source, raw: rawOf(group) };
    const built =
      group.kind === 'registration'
        ? buildRegistrationRecord(group.values, ctx)
        : buildLicenceRecord(group.values, ctx);
    if (built.record) result.records.push(built.record);
    result.problems.push(...built.problems);
  }
  return result;
}

/** Reads every licence and registration return in a text; never throws. */
export function parseTextReturn(text: string, options: TextReturnOptions = {}): ParseResult<ReturnRecord> {
  try {
    if (typeof text !== 'string' || !text.trim()) return { records: [], problems: [] };
    const input = (text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text).replace(/\r\n?/g, '\n');
    const groups = groupFields(fieldsOf(input, indexOf(options.synonyms)));
    return recordsOfGroups(groups, 'text', (g) => input.slice(g.start, g.end).trim());
  } catch (error) {
    return { records: [], problems: [`The text could not be read as a return (${String(error)}).`] };
  }
}
