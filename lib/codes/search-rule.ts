import { AUTOCOMPLETE_MIN_LENGTH } from './code-list-constants';

/**
 * The one autocomplete rule, used by the client's lookup and by the server's CodeList/Search so
 * both answer the same entries in the same order:
 * - the text is trimmed and compared case-insensitively, and must be at least
 *   AUTOCOMPLETE_MIN_LENGTH characters;
 * - an entry matches when its code starts with the text or its label contains it;
 * - code-prefix matches come first (in natural code order, so IC 9-21-5-2 before IC 9-21-5-10),
 *   then labels that start with the text, then labels that merely contain it (each by label).
 * Active-only and the parent filter are the callers' part: they choose the candidates.
 */

/** How well an entry matches, best first. */
export const MatchRank = { CodePrefix: 0, LabelPrefix: 1, LabelContains: 2 } as const;

/** The text to match, or null when it is too short to search. */
export function searchNeedle(text: string): string | null {
  const needle = text.trim().toLowerCase();
  return needle.length >= AUTOCOMPLETE_MIN_LENGTH ? needle : null;
}

/**
 * A key whose plain string order is the natural order: lower case, digit runs padded so "10"
 * sorts after "9". Cheap to compare, and the same in every browser and on the server (no Intl).
 */
export function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

/** An entry with the lower-case and natural keys the rule compares; a lookup builds these once. */
export interface SearchKeys<T> {
  entry: T;
  code: string;
  codeLower: string;
  labelLower: string;
  codeKey: string;
  labelKey: string;
}

/** The keys of one entry, for rankMatches. */
export function searchKeysOf<T extends { code: string; label: string }>(entry: T): SearchKeys<T> {
  return {
    entry,
    code: entry.code,
    codeLower: entry.code.toLowerCase(),
    labelLower: entry.label.toLowerCase(),
    codeKey: naturalKey(entry.code),
    labelKey: naturalKey(entry.label),
  };
}

/** The entry's rank for this needle, or -1 when it does not match. */
export function matchRank(keys: SearchKeys<unknown>, needle: string): number {
  if (keys.codeLower.startsWith(needle)) return MatchRank.CodePrefix;
  const at = keys.labelLower.indexOf(needle);
  if (at === 0) return MatchRank.LabelPrefix;
  return at > 0 ? MatchRank.LabelContains : -1;
}

interface Ranked<T> {
  rank: number;
  keys: SearchKeys<T>;
}

function compareRanked(a: Ranked<unknown>, b: Ranked<unknown>): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const byRank =
    a.rank === MatchRank.CodePrefix
      ? compare(a.keys.codeKey, b.keys.codeKey)
      : compare(a.keys.labelKey, b.keys.labelKey);
  // Codes are unique in a list, so the raw code makes the order total and the same everywhere.
  return byRank || compare(a.keys.codeKey, b.keys.codeKey) || compare(a.keys.code, b.keys.code);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The best `limit` candidates for the text, by the rule above; [] when the text is too short. */
export function rankMatches<T>(candidates: Iterable<SearchKeys<T>>, text: string, limit: number): T[] {
  const needle = searchNeedle(text);
  if (needle === null || limit <= 0) return [];
  const ranked: Ranked<T>[] = [];
  for (const keys of candidates) {
    const rank = matchRank(keys, needle);
    if (rank >= 0) ranked.push({ rank, keys });
  }
  ranked.sort(compareRanked);
  return ranked.slice(0, limit).map((r) => r.keys.entry);
}

/** rankMatches over plain entries (the server's candidates), computing their keys on the way. */
export function rankEntries<T extends { code: string; label: string }>(
  entries: readonly T[],
  text: string,
  limit: number,
): T[] {
  return rankMatches(entries.map(searchKeysOf), text, limit);
}
