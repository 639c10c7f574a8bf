/**
 * Records from label/value pairs, as the extension reads them from an RMS page's tables
 * (header cell and data cell) and definition lists (dt and dd). Labels are looked up in the
 * synonym table of label-synonyms.ts ('Last Name', 'Surname', 'DL #', 'Operator License', 'Plate',
 * 'Tag', 'VIN', 'Model Year' ...), which an agency's site profile may extend. Several records in
 * one list are split as in a text return (see field-groups.ts).
 */
import { BREAK, groupFields, type FoundField } from './field-groups';
import { buildLabelIndex, CONTEXT_LABELS, type LabelIndex, type LabelSynonyms, normaliseLabel } from './label-synonyms';
import { recordsOfGroups, type ReturnRecord } from './parse-text-return';
import { IGNORED } from './record-fields';
import type { ParseResult } from '../record-types';

/** One label and its value, as found on the page. */
export interface LabelValue {
  label: string;
  value: string;
}

/** Options of {@link parseLabelValues}. */
export interface LabelValueOptions {
  /** Labels the agency's RMS uses beyond the defaults (or a ready index). */
  synonyms?: LabelSynonyms | LabelIndex;
  /**
   * What the page says the table is, when it says so (a heading 'Registration'): decides a
   * group that holds only person fields (a name and an address) — the owner, not a driver.
   */
  kind?: 'licence' | 'registration';
  /** Pairs from separate tables: a new record starts at each index listed. */
  breaks?: readonly number[];
}

const defaultIndex = buildLabelIndex();
const MAX_PAIRS = 2_000;

/** Reads the records in label/value pairs; never throws. */
export function parseLabelValues(
  pairs: readonly LabelValue[],
  options: LabelValueOptions = {},
): ParseResult<ReturnRecord> {
  try {
    if (!Array.isArray(pairs)) return { records: [], problems: [] };
    const index: LabelIndex = !options.synonyms
      ? defaultIndex
      : options.synonyms instanceof Map
        ? options.synonyms
        : buildLabelIndex(options.synonyms as LabelSynonyms);
    const breaks = new Set(options.breaks ?? []);
    const fields: (FoundField | typeof BREAK)[] = [];
    pairs.slice(0, MAX_PAIRS).forEach((pair, i) => {
      if (breaks.has(i)) fields.push(BREAK);
      if (!pair || typeof pair.label !== 'string' || typeof pair.value !== 'string') return;
      const label = normaliseLabel(pair.label);
      const target = index.get(label) ?? IGNORED;
      fields.push({ target, value: pair.value, start: i, end: i + 1, generic: CONTEXT_LABELS.has(label) });
    });
    const groups = groupFields(fields).map((g) =>
      options.kind && !g.decided ? { ...g, kind: options.kind, decided: true } : g,
    );
    const rawOf = (g: { start: number; end: number }) =>
      pairs
        .slice(g.start, g.end)
        .map((p) => `${p.label}: ${p.value}`)
        .join('\n');
    return recordsOfGroups(groups, 'table', rawOf);
  } catch (error) {
    return { records: [], problems: [`The table could not be read (${String(error)}).`] };
  }
}
