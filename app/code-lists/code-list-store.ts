import { create } from 'zustand';
import { getUpdatedCodeLists } from '../../lib/api/calls-code-list';
import { buildCodeLookup, type CodeLookup, type LookupEntry } from '../../lib/codes/lookup';
import { ApiClientError, callApi } from '../api/client';
import { draftDb } from '../editor/local-drafts';

interface CodeListState {
  lookup: CodeLookup<LookupEntry> | null;
  error: string;
}

export const useCodeLists = create<CodeListState>()(() => ({ lookup: null, error: '' }));

let loading: Promise<void> | null = null;

const keyOf = (e: LookupEntry) => `${e.listId}|${e.code}`;
const slim = ({ listId, code, label, parentCode, active }: LookupEntry): LookupEntry => ({
  listId,
  code,
  label,
  parentCode,
  active,
});

/**
 * Loads the code lists once per page: at once from this device's copy when there is one, then
 * only what changed since it was taken (GetUpdated with its serverTime), which is usually
 * nothing; the first open downloads them all.
 */
export function loadCodeLists(): Promise<void> {
  loading ??= (async () => {
    const cached = await draftDb.codeLists.get('all').catch(() => undefined);
    if (cached) useCodeLists.setState({ lookup: buildCodeLookup(cached.entries), error: '' });
    try {
      const answer = await callApi(getUpdatedCodeLists, cached ? { since: cached.serverTime } : {});
      if (cached && answer.entries.length === 0) {
        await draftDb.codeLists.put({ ...cached, serverTime: answer.serverTime }).catch(() => undefined);
        return;
      }
      const merged = new Map((cached?.entries ?? []).map((e) => [keyOf(e), e]));
      for (const entry of answer.entries) merged.set(keyOf(entry), slim(entry));
      const entries = [...merged.values()];
      useCodeLists.setState({ lookup: buildCodeLookup(entries), error: '' });
      await draftDb.codeLists.put({ id: 'all', entries, serverTime: answer.serverTime }).catch(() => undefined);
    } catch (e) {
      loading = null;
      // With a copy on this device the editor goes on with it; without one, say why lists are empty.
      if (!cached)
        useCodeLists.setState({
          error: e instanceof ApiClientError ? e.message : 'The code lists could not be loaded.',
        });
    }
  })();
  return loading;
}

/**
 * Brings the code lists up to date now (the extension saw them change on the server), when this
 * page has loaded them; a page that never needed them loads them when it does.
 */
export async function refreshCodeLists(): Promise<void> {
  if (!loading) return;
  await loading;
  loading = null;
  return loadCodeLists();
}
