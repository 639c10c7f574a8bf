import type { ApiClient } from '../api/client';
import { listenForReferenceChanges, type MessageWindow } from '../../lib/bridge/messages/window-messages';

/** Loaded only when needed: the code list store brings IndexedDB with it, which the start page does without. */
const refreshCodeLists = (api: ApiClient) => import('./code-list-store').then((store) => store.refreshCodeLists(api));

/**
 * While the app runs, takes the extension's word that reference data changed on the server and
 * brings this device's code lists up to date. Form versions need nothing here: the app syncs them
 * itself every minute (app/editor/form-refresh.ts). `key` is the channel's secret
 * (app/startup-params.ts); the lists are asked for through `api`. Returns the teardown.
 */
export function listenForReferenceRefresh(
  key: string | undefined,
  api: ApiClient,
  win: MessageWindow = window,
  refresh: () => Promise<void> = () => refreshCodeLists(api),
): () => void {
  return listenForReferenceChanges(win, key, (change) => {
    if (change.codeLists) refresh().catch(() => undefined);
  });
}
