import { createStore, useStore } from 'zustand';
import { sharedLoad } from '../../lib/ui/shared-load';
import type { ApiClient } from '../api/client';
import type { OpenLocalDb } from '../local-db/open-local-db';

import type { CodeListState, CodeListStore } from './code-list-load';
import { providedContext } from '../provided-context';

export type { CodeListState, CodeListStore } from './code-list-load';

/** The page's code lists: what they hold, and their load (code-list-load.ts). */
export interface CodeLists {
  store: CodeListStore;
  /** Loads the lists once per page (code-list-load.ts says how); a load that failed is tried again. */
  load(): Promise<void>;
  /**
   * Brings the lists up to date now (the extension saw them change on the server), when this
   * page has loaded them; a page that never needed them loads them when it does.
   */
  refresh(): Promise<void>;
}

/**
 * The page's code lists, made once by the app's root, read through its `api` and kept in the
 * device's database (`localDb`). Their load's code
 * comes when they are first asked for: it brings IndexedDB with it, which the start page does without.
 */
export function createCodeLists(api: ApiClient, localDb: OpenLocalDb): CodeLists {
  const store = createStore<CodeListState>()(() => ({ lookup: null, names: new Map(), error: '' }));
  const loader = sharedLoad(() => import('./code-list-load').then((m) => m.createCodeListLoad(store, api, localDb)));
  return {
    store,
    load: () => loader().then((l) => l.load()),
    refresh: async () => {
      if (loader.started()) await (await loader()).refresh();
    },
  };
}

/** The root's code lists: their load, and their store for a handler that reads it. */
export const [CodeListsContext, useCodeListsApi] = providedContext<CodeLists>(
  'The code lists need a CodeListsContext above them',
);

/** A part of the code lists' state, drawn again when it changes. */
export function useCodeLists<T>(selector: (state: CodeListState) => T): T {
  return useStore(useCodeListsApi().store, selector);
}
