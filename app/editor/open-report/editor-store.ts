import { saveReport } from '../../../lib/api/calls/calls-report';
import { describeCallError, type ApiClient } from '../../api/client';
import type { FirstScreen } from '../../api/first-screen';
import type { ChildWindowsStore } from '../../child-windows/child-window-store';
import type { CodeListStore } from '../../code-lists/code-list-store';
import type { ConnectionStore } from '../../connectivity/connection-store';
import { serverReachable, watchServerReach } from '../../session/server-reach';
import type { OpenLocalDb } from '../../local-db/open-local-db';
import type { SessionStore } from '../../session/session-store';
import { afterNextPaint, whenIdleAfter } from './after-paint';
import type { ReportLoader } from './report-loading';
import { createOpenReport, type OpenReport } from './open-report';

export {
  AUTOSAVE_DELAY_MS,
  canEdit,
  type EditorState,
  type EditorWrite,
  type OpenReport,
  type SaveState,
} from './open-report';

/** The page's stores an open report reads, which the app's root made. */
export interface PageStores {
  codeLists: CodeListStore;
  /** This device's database, fetched on first use (app/local-db/open-local-db.ts). */
  localDb: OpenLocalDb;
  connection: ConnectionStore;
  childWindows: ChildWindowsStore;
  /** What waits for the page's first screen (app/api/first-screen.ts). */
  firstScreen: FirstScreen;
}

/**
 * An open report wired to this device's database, the API and the page's clock. The app's root
 * makes the editor's one (app/editor-root.tsx), taking the reports the start page asked for
 * ahead from `reportLoader`; the designer's preview makes its own, which saves nothing. `session` is
 * the app's session: who edits, and whether the server knows the session.
 */
export function createEditorReport(
  reportLoader: ReportLoader,
  session: SessionStore,
  api: ApiClient,
  { codeLists, connection, localDb }: PageStores,
): OpenReport {
  return createOpenReport({
    local: {
      getForm: async (id) => (await (await localDb()).forms.get(id))?.definition,
      getDraft: async (id) => (await localDb()).drafts.get(id),
      putDraft: async (draft) => (await localDb()).drafts.put(draft),
      moveAside: async (copy) => (await localDb()).moveDraftAside(copy),
      getSetAside: async (id) => (await localDb()).setAside.get(id),
      deleteSetAside: async (id) => (await localDb()).setAside.delete(id),
    },
    server: {
      load: (id) => reportLoader.take(id),
      save: (input) => api.call(saveReport, input),
      createFromDevice: (id) =>
        Promise.all([import('./device-copies'), import('../../sync/device-reports')]).then(([copies, reports]) =>
          reports.createFromDevice(id, copies.deviceCopies(localDb, api, () => session.getState().token).deviceReports),
        ),
      describe: describeCallError,
    },
    userId: () => session.getState().user?.id ?? 0,
    isOnline: () => serverReachable(connection, session),
    timers: {
      afterPaint: afterNextPaint,
      whenIdleAfter,
      setTimeout: (work, ms) => setTimeout(work, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => new Date(),
    },
    codes: () => {
      const lookup = codeLists.getState().lookup;
      return lookup ? (listId, code) => lookup.get(listId, code) : null;
    },
  });
}

/** The open report holds changes the server has not taken yet (unsaved, or on their way). */
export function serverLacksChanges(report: OpenReport): boolean {
  const { unsaved, saveState } = report.store.getState();
  return unsaved || saveState === 'saving' || saveState === 'syncing';
}

/**
 * A code the server refuses can only be told once the lists are here, and again when they change:
 * while a screen shows the report, it is checked again then. Answers the stop.
 */
export function watchCodeLists(report: OpenReport, codeLists: CodeListStore): () => void {
  return codeLists.subscribe((state, before) => {
    if (state.lookup !== before.lookup) report.recheck();
  });
}

/**
 * Going offline pauses saving; coming back saves what was kept on this device. Offline and back
 * are the connection test's answers (app/connectivity/connection-store.ts), not the browser's flag
 * alone, and a session opened offline counts as offline until the officer signs in again.
 */
export function watchConnectivity(
  report: OpenReport,
  connection: ConnectionStore,
  session: SessionStore,
  watch = watchServerReach,
) {
  return watch(connection, session, (reachable) => {
    if (reachable) report.cameOnline();
    else report.wentOffline();
  });
}
