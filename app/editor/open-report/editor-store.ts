import { useStore } from 'zustand';
import { saveReport } from '../../../lib/api/calls/calls-report';
import { callApi, describeCallError } from '../../api/client';
import { useCodeLists } from '../../code-lists/code-list-store';
import { serverReachable, watchServerReach } from '../../session/server-reach';
import { localDb } from '../../local-db/local-database';
import { useSessionStore } from '../../session/session-store';
import { afterNextPaint, whenIdleAfter } from './after-paint';
import { reportLoader } from './report-loading';
import { createOpenReport, type EditorState } from './open-report';

export { AUTOSAVE_DELAY_MS, canEdit, type EditorState, type EditorWrite, type SaveState } from './open-report';

/** The editor's one open report, wired to this device's database, the API and the page's clock. */
export const editorReport = createOpenReport({
  local: {
    getForm: (id) => localDb.forms.get(id).then((form) => form?.definition),
    getDraft: (id) => localDb.drafts.get(id),
    putDraft: (draft) => localDb.drafts.put(draft),
    moveAside: (copy) => localDb.moveDraftAside(copy),
    getSetAside: (id) => localDb.setAside.get(id),
    deleteSetAside: (id) => localDb.setAside.delete(id),
  },
  server: {
    load: (id) => reportLoader.take(id),
    save: (input) => callApi(saveReport, input),
    createFromDevice: (id) =>
      Promise.all([import('./device-copies'), import('../../sync/device-reports')]).then(([copies, reports]) =>
        reports.createFromDevice(id, copies.deviceReportDeps),
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

/** The open report's state in React: `useEditor(selector)`, plus the store's getState and subscribe. */
export const useEditor = Object.assign(
  <T>(selector: (state: EditorState) => T): T => useStore(editorReport.store, selector),
  {
    getState: editorReport.store.getState,
    setState: editorReport.store.setState,
    subscribe: editorReport.store.subscribe,
  },
);

export const {
  open: openReport,
  openPreview,
  setValue,
  setValues,
  leaveField,
  saveNow,
  replaceData,
  forgetSetAside,
  setPreviewing,
  close: closeReport,
  flushLocalCopy,
} = editorReport;

/** The open report holds changes the server has not taken yet (unsaved, or on their way). */
export function serverLacksChanges(): boolean {
  const { unsaved, saveState } = editorReport.store.getState();
  return unsaved || saveState === 'saving' || saveState === 'syncing';
}

/**
 * A code the server refuses can only be told once the lists are here, and again when they change:
 * while a screen shows the session's report, it is checked again then. Answers the stop.
 */
export function watchCodeLists(): () => void {
  return useCodeLists.subscribe((state, before) => {
    if (state.lookup !== before.lookup) editorReport.recheck();
  });
}

/**
 * Going offline pauses saving; coming back saves what was kept on this device. Offline and back
 * are the connection test's answers (app/connectivity/connection-store.ts), not the browser's flag
 * alone, and a session opened offline counts as offline until the officer signs in again.
 */
export function watchConnectivity(watch: typeof watchServerReach = watchServerReach) {
  return watch((reachable) => {
    if (reachable) editorReport.cameOnline();
    else editorReport.wentOffline();
  });
}
