/**
 * Finds the labels of a text return: 'NAM/', 'DOB:', 'LICENSE NO:', 'DL #', 'OLN=' and NCIC's
 * period style ('NAM.DOE, JOHN.DOB.19850214'). A label is one to four words just before a
 * separator (/, :, =, #), starting a line or after a space or a period; the longest known
 * label wins. Unknown labels still end the value before them (three capitals before '/', or a
 * word before ':') but are not used. Work is bounded per separator, so a page of 1 MB is cheap.
 */
import { IGNORED, type LabelTarget } from './record-fields';
import type { LabelIndex } from './label-synonyms';
import { CONTEXT_LABELS, normaliseLabel } from './label-synonyms';

/** A label found: what it names, where it starts and where its value starts. */
export interface FoundLabel {
  target: LabelTarget;
  start: number;
  valueStart: number;
  /** A label read by what it follows (see CONTEXT_LABELS). */
  generic?: boolean;
}

/** After 'DL #': blanks and a colon or equals sign that may follow. */
const AFTER_NUMBER_SIGN = /[ \t]*[:=]?/y;
const PERIOD_CODES = /(?<![A-Za-z0-9])([A-Z]{3})\.(?=[^\s.])/g;
const LOOK_BACK = 60;

/** True when a label may start at `at`: the start of the text, or after space or punctuation. */
function boundaryBefore(text: string, at: number): boolean {
  if (at === 0) return true;
  const c = text.charCodeAt(at - 1);
  // white space, . ; , | ( [
  return c <= 32 || c === 46 || c === 59 || c === 44 || c === 124 || c === 40 || c === 91 || c === 160;
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 39 || c === 0x2019;
const isBlank = (c: number) => c === 32 || c === 9;

/**
 * Up to four words just before `p`, separated by spaces or tabs, each starting with a letter
 * and possibly ending with a period ('LIC. NO.'); scanned backwards over at most LOOK_BACK
 * characters, so the cost per separator is bounded.
 */
function wordsBefore(text: string, p: number): { word: string; at: number }[] {
  const limit = Math.max(0, p - LOOK_BACK);
  const words: { word: string; at: number }[] = [];
  let i = p - 1;
  while (i >= limit && isBlank(text.charCodeAt(i))) i--;
  while (words.length < 4 && i >= limit) {
    const end = i + 1;
    if (text.charCodeAt(i) === 46) i--; // the period of an abbreviation
    let j = i;
    while (j >= limit && isWordChar(text.charCodeAt(j))) j--;
    if (j === i || !isLetter(text.charCodeAt(j + 1))) break;
    words.unshift({ word: text.slice(j + 1, end), at: j + 1 });
    if (j < limit || !isBlank(text.charCodeAt(j))) break;
    while (j >= limit && isBlank(text.charCodeAt(j))) j--;
    i = j;
  }
  return words;
}

const wordCache = new Map<string, string>();

/** normaliseLabel of one word, remembered: pages repeat their words, and labels are words joined. */
function normaliseWord(word: string): string {
  let normal = wordCache.get(word);
  if (normal === undefined) {
    if (wordCache.size > 20_000) wordCache.clear();
    normal = normaliseLabel(word);
    wordCache.set(word, normal);
  }
  return normal;
}

/** The label ending at separator `p`, if any. */
function labelAt(text: string, p: number, index: LabelIndex): FoundLabel | null {
  const sep = text.charAt(p);
  const words = wordsBefore(text, p);
  if (!words.length) return null;
  let valueStart = p + 1;
  if (sep === '#') valueStart = skip(text, valueStart, AFTER_NUMBER_SIGN);
  // Candidates from the longest (four words) to the shortest (the word before the separator).
  const candidates: string[] = [];
  let suffix = sep === '#' ? 'NO' : '';
  for (let k = words.length - 1; k >= 0; k--) {
    const word = normaliseWord(words[k]!.word);
    suffix = word && suffix ? `${word} ${suffix}` : word || suffix;
    candidates[k] = suffix;
  }
  for (let k = 0; k < words.length; k++) {
    const at = words[k]!.at;
    if (!boundaryBefore(text, at)) continue;
    const label = candidates[k]!;
    const target = index.get(label);
    if (target) return { target, start: at, valueStart, generic: CONTEXT_LABELS.has(label) };
  }
  const last = words[words.length - 1]!;
  if (!boundaryBefore(text, last.at)) return null;
  const unknown =
    (sep === '/' && /^[A-Z]{3}$/.test(last.word)) || ((sep === ':' || sep === '=') && /^[A-Za-z]{2,}$/.test(last.word));
  return unknown ? { target: IGNORED, start: last.at, valueStart } : null;
}

function skip(text: string, at: number, re: RegExp): number {
  re.lastIndex = at;
  return re.exec(text) ? re.lastIndex : at;
}

/** Labels written with the separators inside them, rewritten (same length) to a code: 'CITY/STATE/ZIP:', 'R/O:'. */
const COMPOUND_LABELS: [RegExp, string][] = [
  [/\bCITY\s*[/,]\s*ST(?:ATE)?\s*[/,]\s*ZIP(?:\s*CODE)?(?=\s*[:=])/gi, 'CSZ'],
  [/\bR\/O(?=\s*[:=])/gi, 'OWN'],
];

/** Every label of a text, in order, without overlaps. */
export function findLabels(original: string, index: LabelIndex): FoundLabel[] {
  let text = original;
  for (const [re, code] of COMPOUND_LABELS) text = text.replace(re, (m) => code.padEnd(m.length));
  const found: FoundLabel[] = [];
  const separators = /[:=/#]/g;
  for (let m = separators.exec(text); m; m = separators.exec(text)) {
    const label = labelAt(text, m.index, index);
    if (label) found.push(label);
  }
  for (const m of text.matchAll(PERIOD_CODES)) {
    const target = index.get(m[1]!);
    if (target) found.push({ target, start: m.index, valueStart: m.index + 4, generic: CONTEXT_LABELS.has(m[1]!) });
  }
  found.sort((a, b) => a.start - b.start);
  const kept: FoundLabel[] = [];
  for (const label of found) {
    const last = kept[kept.length - 1];
    if (last && label.start < last.valueStart) continue;
    kept.push(label);
  }
  return kept;
}
