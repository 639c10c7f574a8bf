import { create } from 'zustand';
import { getUpdatedCodeLists } from '../../lib/api/calls-code-list';
import { buildCodeLookup, type CodeLookup, type LookupEntry } from '../../lib/codes/lookup';
import { ApiClientError, callApi } from '../api/client';

interface CodeListState {
  lookup: CodeLookup<LookupEntry> | null;
  error: string;
}

export const useCodeLists = create<CodeListState>()(() => ({ lookup: null, error: '' }));

let loading: Promise<void> | null = null;

/** Loads every code list once per page (offline storage of them is a later step). */
export function loadCodeLists(): Promise<void> {
  loading ??= callApi(getUpdatedCodeLists, {})
    .then(({ entries }) => useCodeLists.setState({ lookup: buildCodeLookup(entries), error: '' }))
    .catch((e: unknown) => {
      loading = null;
      useCodeLists.setState({ error: e instanceof ApiClientError ? e.message : 'The code lists could not be loaded.' });
    });
  return loading;
}
