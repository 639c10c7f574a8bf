import { getUpdatedCodeLists } from '../../lib/api/calls/calls-code-list';
import { buildCodeLookup, type CodeLookup, type LookupEntry } from '../../lib/codes/lookup';
import { sharedLoad } from '../../lib/ui/shared-load';
import { messageOf, type ApiClient } from '../api/client';
import type { OpenLocalDb } from '../local-db/open-local-db';
import type { CachedCodeLists } from '../local-db/local-records';
import type { StoreApi } from 'zustand';
import { takeEarlyCodeListsRequest } from './early-code-lists';
import { answerCovers, noteCopy, readNotedCopy } from './noted-copy';

/** What the page's code lists hold (code-list-store.ts makes the store and hands it the load). */
export interface CodeListState {
  lookup: CodeLookup<LookupEntry> | null;
  /** Each list's name by its id. */
  names: ReadonlyMap<number, string>;
  error: string;
}

export type CodeListStore = StoreApi<CodeListState>;

type ListName = NonNullable<CachedCodeLists['lists']>[number];
const namesOf = (lists: readonly ListName[]) => new Map(lists.map((l) => [l.listId, l.name]));

const keyOf = (e: LookupEntry) => `${e.listId}|${e.code}`;
const slim = ({ listId, code, label, parentCode, active }: LookupEntry): LookupEntry => ({
  listId,
  code,
  label,
  parentCode,
  active,
});

/**
 * Keeps the lists in IndexedDB and notes their serverTime in storage (noted-copy.ts), which the
 * next page reads at once, without opening IndexedDB, to ask the server before its copy is read.
 */
async function keep(openLocalDb: OpenLocalDb, copy: CachedCodeLists) {
  try {
    await (await openLocalDb()).codeLists.put(copy);
    noteCopy({ copy: copy.serverTime, since: copy.serverTime });
  } catch {
    // Without IndexedDB or storage the next page downloads the lists again.
  }
}

/** The server had nothing newer than the copy: only storage's note moves, the copy stays as it is. */
function stillCurrent(copy: CachedCodeLists, serverTime: string) {
  try {
    noteCopy({ copy: copy.serverTime, since: serverTime });
  } catch {
    // Without storage the next page asks from the copy's own time.
  }
}

/**
 * Loads the code lists once per page: at once from this device's copy when there is one, then
 * only what changed since it was taken (GetUpdated with its serverTime), which is usually
 * nothing, and then writes nothing to the device; the first open downloads them all. The request
 * goes out beside the read of the copy (opening IndexedDB takes a while on a first open), asking
 * from the time storage noted, or is the one index.html's early script sent from that time; when
 * the copy turns out older than that, or gone, it asks again from the copy's own time.
 */
export function createCodeListLoad(store: CodeListStore, api: ApiClient, openLocalDb: OpenLocalDb) {
  /** The page's one load of the lists: forgotten when it fails, and when they are brought up to date. */
  const pageLoad = sharedLoad(async () => {
    const noted = readNotedCopy();
    const sentEarly = takeEarlyCodeListsRequest(noted?.since ?? null);
    const early = sentEarly
      ? api.answerOf(getUpdatedCodeLists, sentEarly)
      : api.call(getUpdatedCodeLists, noted ? { since: noted.since } : {});
    early.catch(() => undefined);
    // A copy kept before list names were kept is taken as none: the lists come down whole once.
    const cached = await openLocalDb()
      .then((localDb) => localDb.codeLists.get('all'))
      .then((c) => (c?.lists ? c : undefined))
      .catch(() => undefined);
    if (cached)
      store.setState({ lookup: buildCodeLookup(cached.entries), names: namesOf(cached.lists ?? []), error: '' });
    try {
      const answer = answerCovers(noted, cached?.serverTime ?? null)
        ? await early
        : await api.call(getUpdatedCodeLists, cached ? { since: cached.serverTime } : {});
      if (cached && answer.entries.length === 0 && answer.lists.length === 0) {
        stillCurrent(cached, answer.serverTime);
        return;
      }
      const merged = new Map((cached?.entries ?? []).map((e) => [keyOf(e), e]));
      for (const entry of answer.entries) merged.set(keyOf(entry), slim(entry));
      const entries = [...merged.values()];
      const names = new Map(namesOf(cached?.lists ?? []));
      for (const list of answer.lists) names.set(list.listId, list.name);
      const lists = [...names].map(([listId, name]) => ({ listId, name }));
      store.setState({ lookup: buildCodeLookup(entries), names, error: '' });
      await keep(openLocalDb, { id: 'all', entries, lists, serverTime: answer.serverTime });
    } catch (e) {
      pageLoad.forget();
      // With a copy on this device the editor goes on with it; without one, say why lists are empty.
      if (!cached) store.setState({ error: messageOf(e, 'The code lists could not be loaded.') });
    }
  });

  return {
    load: (): Promise<void> => pageLoad(),
    /** Brings the lists up to date now, when this page has loaded them. */
    async refresh(): Promise<void> {
      if (!pageLoad.started()) return;
      await pageLoad();
      pageLoad.forget();
      return pageLoad();
    },
  };
}
