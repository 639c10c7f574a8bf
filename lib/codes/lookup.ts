import { SEARCH_DEFAULT_LIMIT } from './code-list-constants';
import type { CodeListEntry } from './code-list';
import { rankMatches, searchKeysOf, type SearchKeys } from './search-rule';

/** What a lookup needs of an entry; sync bookkeeping such as lastUpdated is optional. */
export type LookupEntry = Pick<CodeListEntry, 'listId' | 'code' | 'label' | 'parentCode' | 'active'>;

export interface SearchOptions {
  /** Only entries under this parent code (a county's cities). */
  parentCode?: string | null | undefined;
  limit?: number | undefined;
}

/** The client's code lists, indexed for pickers, cascades and autocomplete. */
export interface CodeLookup<T extends LookupEntry = LookupEntry> {
  listIds(): number[];
  /** The entry with this code, inactive ones included so old reports still show their labels. */
  get(listId: number, code: string): T | undefined;
  /** Active entries of a list in natural code order, for pick lists. */
  entries(listId: number): T[];
  /** Active entries under a parent code, for cascaded pickers. */
  children(listId: number, parentCode: string): T[];
  /** Autocomplete by the rule of search-rule.ts over active entries; [] below the minimum length. */
  search(listId: number, text: string, options?: SearchOptions): T[];
}

interface ListIndex<T> {
  byCode: Map<string, T>;
  active: SearchKeys<T>[];
  byParent: Map<string, SearchKeys<T>[]>;
}

/**
 * Builds the lookup once from every entry the client holds (all lists mixed); search then scans
 * only one list (or one parent's children) with keys computed here, not per keystroke.
 */
export function buildCodeLookup<T extends LookupEntry>(all: Iterable<T>): CodeLookup<T> {
  const lists = new Map<number, ListIndex<T>>();
  for (const entry of all) {
    let list = lists.get(entry.listId);
    if (!list) lists.set(entry.listId, (list = { byCode: new Map(), active: [], byParent: new Map() }));
    list.byCode.set(entry.code, entry);
  }
  for (const list of lists.values()) {
    for (const entry of list.byCode.values()) if (entry.active) list.active.push(searchKeysOf(entry));
    list.active.sort((a, b) => (a.codeKey < b.codeKey ? -1 : a.codeKey > b.codeKey ? 1 : 0));
    for (const keys of list.active) {
      const parent = keys.entry.parentCode;
      if (parent === null) continue;
      const siblings = list.byParent.get(parent);
      if (siblings) siblings.push(keys);
      else list.byParent.set(parent, [keys]);
    }
  }

  const candidates = (listId: number, parentCode: string | null | undefined) => {
    const list = lists.get(listId);
    if (!list) return [];
    return parentCode == null ? list.active : (list.byParent.get(parentCode) ?? []);
  };
  return {
    listIds: () => [...lists.keys()].sort((a, b) => a - b),
    get: (listId, code) => lists.get(listId)?.byCode.get(code),
    entries: (listId) => candidates(listId, null).map((k) => k.entry),
    children: (listId, parentCode) => candidates(listId, parentCode).map((k) => k.entry),
    search: (listId, text, options = {}) =>
      rankMatches(candidates(listId, options.parentCode), text, options.limit ?? SEARCH_DEFAULT_LIMIT),
  };
}
