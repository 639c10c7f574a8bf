import { listenForReferenceChanges, type MessageWindow } from '../../lib/bridge/messages/window-messages';

/**
 * While the app runs, takes the extension's word that reference data changed on the server and
 * brings this device's code lists up to date. Form versions need nothing here: the app syncs them
 * itself every minute (app/editor/form-refresh.ts). `key` is the channel's secret
 * (app/startup-params.ts); `refresh` is the page's code lists' (app-data.ts). Returns the teardown.
 */
export function listenForReferenceRefresh(
  key: string | undefined,
  win: MessageWindow,
  refresh: () => Promise<void>,
): () => void {
  return listenForReferenceChanges(win, key, (change) => {
    if (change.codeLists) refresh().catch(() => undefined);
  });
}
