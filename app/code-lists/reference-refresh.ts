import { listenForReferenceChanges, type MessageWindow } from '../../lib/bridge/messages/window-messages';

/**
 * While the app runs, takes the extension's word that reference data changed on the server and
 * brings this device's code lists up to date. Form versions need nothing here: the app syncs them
 * itself every minute (app/editor/form-refresh.ts). `key` is the channel's secret
 * (app/startup-params.ts); `refresh` is the page's code lists' (code-list-store.ts). Returns the teardown.
 */
export function listenForReferenceRefresh(
  key: string | undefined,
  refresh: () => Promise<void>,
  win: MessageWindow = window,
): () => void {
  return listenForReferenceChanges(win, key, (change) => {
    if (change.codeLists) refresh().catch(() => undefined);
  });
}
