import { walkFields } from './definition-walk';
import type { FormDefinition } from './definition-schema';
import type { FieldDefinition } from './field-schema';
import { formDateToIso } from '../../format/dates';
import { expandPath, isEmptyValue, setAt, type ReportData } from './paths';

/** What stands in free text where a person's value was taken out. */
export const PUBLIC_COPY_MARK = '[withheld]';

interface PublicCopyField {
  path: string;
  field: FieldDefinition;
  treatment: 'withheld' | 'zipCode';
}

const cache = new WeakMap<FormDefinition, { rules: PublicCopyField[]; freeText: string[] }>();

/** The fields a public copy changes, and the free-text fields it searches for their values. */
function publicCopyRules(definition: FormDefinition) {
  let found = cache.get(definition);
  if (!found) {
    const rules: PublicCopyField[] = [];
    const freeText: string[] = [];
    for (const { path, field } of walkFields(definition)) {
      const treatment = field.publicCopy ?? (field.personal ? 'withheld' : null);
      if (treatment) rules.push({ path, field, treatment });
      else if (field.type === 'text' || field.type === 'textArea') freeText.push(path);
    }
    found = { rules, freeText };
    cache.set(definition, found);
  }
  return found;
}

export interface PublicCopy {
  /** The data with every withheld value null and ZIP codes cut to five digits; the input is unchanged. */
  data: ReportData;
  /** Concrete paths whose values were left out: printed as withheld, never as blank. */
  withheld: string[];
  /** Concrete paths of free text from which a person's value was taken out. */
  scrubbed: string[];
  /** Takes the report's personal values out of any other text (attachment names, say). */
  scrub: (text: string) => string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const WORD_EDGE_AFTER = '(?![\\p{L}\\p{N}])';

/** A name's words alone: a narrative names "John" where the fields say JOHN Q SMITH. */
const nameWords = (value: string) =>
  value.split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w.replace(/['’-]/g, '').length >= 2);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The ways a narrative may write a birth date typed as 04/09/2001: 4/9/01, 2001-04-09, April 9, 2001. */
function datePatterns(value: string): string[] {
  const iso = formDateToIso(value) ?? (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  if (!iso) return [escape(value)];
  const [y, mo, d] = iso.split('-') as [string, string, string];
  const month = `0?${Number(mo)}`;
  const day = `0?${Number(d)}`;
  const name = MONTHS[Number(mo) - 1] as string;
  return [
    `${y}-${mo}-${d}`,
    `${month}[/.-]${day}[/.-](?:${y}|${y.slice(2)})`,
    `(?:${name}|${name.slice(0, 3)}\\.?)\\s+${day},?\\s+${y}`,
  ];
}

/** Digits of a phone number with anything but digits and letters between them: (317) 555-0100. */
function digitsPattern(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 ? digits.split('').join('[^\\p{L}\\p{N}]{0,3}') : null;
}

/** A value's words with any run of spaces between them, so line breaks in the narrative still match. */
const phrasePattern = (value: string) => value.trim().split(/\s+/).map(escape).join('\\s+');

/** The patterns that find one withheld value wherever free text repeats it, whatever its letter case. */
function patternsOf(field: FieldDefinition, value: unknown): string[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  if (field.type === 'code' || field.type === 'multiCode' || field.type === 'yesNo') return [];
  if (field.type === 'date') return datePatterns(value.trim());
  if (field.personal === 'name') return nameWords(value).map((w) => escape(w).replace(/['’]/g, "['’]"));
  const digits = field.personal === 'contact' && !value.includes('@') ? digitsPattern(value) : null;
  if (digits) return [digits];
  return value.trim().length >= 3 ? [phrasePattern(value)] : [];
}

/**
 * The report as the public may have it (18 U.S.C. 2725): every personal field and every field its
 * definition marks `publicCopy: 'withheld'` left out, ZIP codes kept to their first five digits,
 * and each of those values taken out of the narrative and other free text wherever it appears,
 * in any letter case and, for names, word by word.
 */
export function publicCopy(definition: FormDefinition, data: ReportData): PublicCopy {
  const { rules, freeText } = publicCopyRules(definition);
  let copy = data;
  const withheld: string[] = [];
  const patterns = new Set<string>();
  for (const rule of rules) {
    for (const { path, value } of expandPath(data, rule.path)) {
      if (isEmptyValue(value)) continue;
      for (const p of patternsOf(rule.field, value)) patterns.add(p);
      const five = rule.treatment === 'zipCode' && typeof value === 'string' ? /^\s*(\d{5})/.exec(value)?.[1] : null;
      if (five) {
        copy = setAt(copy, path, five);
        if (five !== value) withheld.push(path);
        continue;
      }
      copy = setAt(copy, path, null);
      withheld.push(path);
    }
  }
  // Longest first, so a street is taken whole before its words could be.
  const ordered = [...patterns].sort((a, b) => b.length - a.length);
  const finder = ordered.length
    ? new RegExp(`${WORD_EDGE_BEFORE}(?:${ordered.join('|')})${WORD_EDGE_AFTER}`, 'giu')
    : null;
  const scrub = (text: string) => (finder ? text.replace(finder, PUBLIC_COPY_MARK) : text);
  const scrubbed: string[] = [];
  if (finder) {
    for (const pattern of freeText) {
      for (const { path, value } of expandPath(copy, pattern)) {
        if (typeof value !== 'string') continue;
        const clean = scrub(value);
        if (clean === value) continue;
        copy = setAt(copy, path, clean);
        scrubbed.push(path);
      }
    }
  }
  return { data: copy, withheld, scrubbed, scrub };
}
