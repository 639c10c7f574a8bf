/**
 * Labels that name a field, as RMS and DMV screens print them: NCIC/NLETS field codes (NAM, DOB,
 * OLN, LIC, VIN ...) and the words tables and text returns use ('Last Name', 'DL #', 'Plate',
 * 'Tag', 'Model Year'). This is data: agencies extend it per RMS (site profiles), so the default
 * is exported and {@link buildLabelIndex} merges additions. Labels are compared after
 * {@link normaliseLabel}, so 'DL #', 'DL No.' and 'DL Number' are one label.
 */
import { DEFAULT_LABEL_SYNONYMS } from '../data/default-label-synonyms';
import type { LabelTarget } from './record-fields';

/** Labels for each field (and for values that are recognised but not used). */
export type LabelSynonyms = Partial<Record<LabelTarget, readonly string[]>>;

/** The built-in synonyms. */
export const defaultLabelSynonyms = DEFAULT_LABEL_SYNONYMS;

/**
 * Labels that say less than they seem: 'STATE' after a plate is the plate's state, 'YEAR' or
 * 'EXP' after a plate its year; 'LIC STATE' after a plate too. Explicit labels ('MODEL YEAR',
 * 'OWNER STATE') are never reread.
 */
export const CONTEXT_LABELS: ReadonlySet<string> = new Set([
  'ST',
  'STA',
  'STATE',
  'YEAR',
  'YR',
  'EXP',
  'EXPIRES',
  'EXPIRATION',
  'EXPIRATION DATE',
  'EXP DATE',
  'LIC STATE',
  'LIC ST',
]);

/** A label in the form it is compared: upper case, '#' and 'Number' read as NO, punctuation dropped. */
export function normaliseLabel(label: string): string {
  return label
    .toUpperCase()
    .replace(/#/g, ' NO ')
    .replace(/['\u2019]S\b/g, '')
    .replace(/['\u2019]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .replace(/\b(NUMBER|NBR|NUM|NMBR|NMB)\b/g, 'NO')
    .replace(/\bLICENCE\b/g, 'LICENSE')
    .replace(/\bCOLOUR\b/g, 'COLOR')
    .replace(/\bDRIVERS\b/g, 'DRIVER')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Normalised label -> field; later synonyms (the agency's) win over earlier ones. */
export type LabelIndex = ReadonlyMap<string, LabelTarget>;

/** Builds the lookup of the default synonyms plus any the agency adds. */
export function buildLabelIndex(...extra: LabelSynonyms[]): LabelIndex {
  const index = new Map<string, LabelTarget>();
  for (const table of [defaultLabelSynonyms, ...extra]) {
    for (const [target, labels] of Object.entries(table) as [LabelTarget, readonly string[]][]) {
      for (const label of labels) index.set(normaliseLabel(label), target);
    }
  }
  return index;
}

/** The field a label names, or undefined when the index does not know it. */
export function lookupLabel(index: LabelIndex, label: string): LabelTarget | undefined {
  return index.get(normaliseLabel(label));
}
