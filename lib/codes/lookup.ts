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
  /** Built on the list's first pick, cascade or search (see searchIndexOf). */
  search?: { active: SearchKeys<T>[]; byParent: Map<string, SearchKeys<T>[]> };
}

/** A list's active entries with their search keys, in code order, and grouped by parent code. */
function searchIndexOf<T extends LookupEntry>(list: ListIndex<T>) {
  if (list.search) return list.search;
  const active: SearchKeys<T>[] = [];
  for (const entry of list.byCode.values()) if (entry.active) active.push(searchKeysOf(entry));
  active.sort((a, b) => (a.codeKey < b.codeKey ? -1 : a.codeKey > b.codeKey ? 1 : 0));
  const byParent = new Map<string, SearchKeys<T>[]>();
  for (const keys of active) {
    const parent = keys.entry.parentCode;
    if (parent === null) continue;
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(keys);
    else byParent.set(parent, [keys]);
  }
  return (list.search = { active, byParent });
}

/**
 * Builds the lookup from every entry the client holds (all lists mixed). Labels by code are
 * indexed at once; a list's search keys, order and cascade are worked out on its first use, so
 * opening the editor pays only for the lists its open section shows, not for thousands of
 * entries of lists nobody has opened. Search then scans one list (or one parent's children) with
 * those keys, never computing them per keystroke.
 */
export function buildCodeLookup<T extends LookupEntry>(all: Iterable<T>): CodeLookup<T> {
  const lists = new Map<number, ListIndex<T>>();
  for (const entry of all) {
    let list = lists.get(entry.listId);
    if (!list) lists.set(entry.listId, (list = { byCode: new Map() }));
    list.byCode.set(entry.code, entry);
  }

  const candidates = (listId: number, parentCode: string | null | undefined) => {
    const list = lists.get(listId);
    if (!list) return [];
    const { active, byParent } = searchIndexOf(list);
    return parentCode == null ? active : (byParent.get(parentCode) ?? []);
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
