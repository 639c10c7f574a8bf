import { saveReport } from '../../../lib/api/calls/calls-report';
import { callApi, describeCallError } from '../../api/client';
import { useCodeLists } from '../../code-lists/code-list-store';
import { serverReachable, watchServerReach } from '../../session/server-reach';
import type { OpenLocalDb } from '../../local-db/open-local-db';
import { useSessionStore } from '../../session/session-store';
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

/**
 * An open report wired to this device's database, the API and the page's clock. The app's root
 * makes the editor's one (app/editor-root.tsx), taking the reports the start page asked for
 * ahead from `reportLoader`; the designer's preview makes its own, which saves nothing.
 */
export function createEditorReport(reportLoader: ReportLoader, localDb: OpenLocalDb): OpenReport {
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
      save: (input) => callApi(saveReport, input),
      createFromDevice: (id) =>
        Promise.all([import('./device-copies'), import('../../sync/device-reports')]).then(([copies, reports]) =>
          reports.createFromDevice(id, copies.deviceCopies(localDb).deviceReports),
        ),
      describe: describeCallError,
    },
    userId: () => useSessionStore.getState().user?.id ?? 0,
    isOnline: serverReachable,
    timers: {
      afterPaint: afterNextPaint,
      whenIdleAfter,
      setTimeout: (work, ms) => setTimeout(work, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      now: () => new Date(),
    },
    codes: () => {
      const lookup = useCodeLists.getState().lookup;
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
export function watchCodeLists(report: OpenReport): () => void {
  return useCodeLists.subscribe((state, before) => {
    if (state.lookup !== before.lookup) report.recheck();
  });
}

/**
 * Going offline pauses saving; coming back saves what was kept on this device. Offline and back
 * are the connection test's answers (app/connectivity/connection-store.ts), not the browser's flag
 * alone, and a session opened offline counts as offline until the officer signs in again.
 */
export function watchConnectivity(report: OpenReport, watch: typeof watchServerReach = watchServerReach) {
  return watch((reachable) => {
    if (reachable) report.cameOnline();
    else report.wentOffline();
  });
}
