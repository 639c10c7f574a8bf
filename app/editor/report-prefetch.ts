import { holdUntilFirstScreen } from '../api/first-screen';
import { useSessionStore } from '../session/session-store';
import { readStored, storageKeys } from '../storage-keys';
import { whenIdleAfter } from './open-report/after-paint';
import { reportIdOfPath } from './open-report/early-report';
import type { ReportLoader } from './open-report/report-loading';

/** The loader the start page asks for a report ahead into, and the editor's open report takes from. */
export { createReportLoader } from './open-report/report-loading';

/**
 * Opening /reports/:id with a stored session starts the editor's code and the report's requests
 * at once, beside the session check, instead of one after the other (bench/editor.ts measures
 * the difference). A failure here is not shown: the editor asks again and reports it then. The
 * app's root starts it, with the session's restore, into the loader the editor's report takes from.
 */
export function prefetchReport(
  pathname: string,
  restoreSession: () => Promise<void>,
  reportLoader: ReportLoader,
  loadCodeLists: () => Promise<void>,
) {
  const id = reportIdOfPath(pathname);
  const token = readStored<{ token?: string }>(storageKeys.session)?.token;
  if (!id || !token) return;
  // The editor says when its report is drawn (editor-page.tsx); what it does not show waits for that.
  holdUntilFirstScreen();
  void import('./editor-page').catch(() => undefined);
  useSessionStore.setState({ token });
  // The router renders nothing until the editor's code has arrived; the session check need not wait.
  void restoreSession();
  // The editor needs the code lists before its first usable frame: this device's copy is read,
  // and brought up to date, while the report travels.
  loadCodeLists().catch(() => undefined);
  reportLoader.prefetch(id);
}

/**
 * While a list of reports is shown, the editor's code is loaded and run, and this device's code
 * lists read and brought up to date, once the page is idle: a report opened from its link then
 * waits for its own request and render only. The report itself is not asked for ahead, since
 * every read of it is recorded as a view. Answers the function that cancels what has not begun.
 */
export function prepareEditorWhenIdle(loadCodeLists: () => Promise<void>): () => void {
  return whenIdleAfter(() => {
    void import('./editor-page').catch(() => undefined);
    loadCodeLists().catch(() => undefined);
  }, PREPARE_AFTER_MS);
}

/** Long enough for the list's own rows and first paint to come first. */
const PREPARE_AFTER_MS = 300;
