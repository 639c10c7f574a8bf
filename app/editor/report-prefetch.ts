import { restoreSession } from '../session/session-actions';
import { useSessionStore } from '../session/session-store';
import { readStored, storageKeys } from '../storage-keys';
import { reportIdOfPath } from './session/early-report';
import { reportLoader } from './session/report-loading';

/**
 * Opening /reports/:id with a stored session starts the editor's code and the report's requests
 * at once, beside the session check, instead of one after the other (bench/editor.ts measures
 * the difference). A failure here is not shown: the editor asks again and reports it then.
 */
export function prefetchReport(pathname: string) {
  const id = reportIdOfPath(pathname);
  const token = readStored<{ token?: string }>(storageKeys.session)?.token;
  if (!id || !token) return;
  void import('./editor-page').catch(() => undefined);
  useSessionStore.setState({ token });
  // The router renders nothing until the editor's code has arrived; the session check need not wait.
  void restoreSession();
  // The editor needs the code lists before its first usable frame: this device's copy is read,
  // and brought up to date, while the report travels.
  void import('../code-lists/code-list-store').then((store) => store.loadCodeLists()).catch(() => undefined);
  reportLoader.prefetch(id);
}
