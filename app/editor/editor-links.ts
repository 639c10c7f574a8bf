import type { SyncOutcome } from '../../lib/offline/sync-policy';
import { serverLacksChanges, type OpenReport } from './open-report/editor-store';

export { createEditorParts, EditorPartsContext, type PageStores } from './editor-parts';
export type { ReportLoader } from './open-report/report-loading';
export { describeFailure, deviceCopies } from './open-report/device-copies';

/**
 * What the app's root (app/app-root.tsx) connects the editor to: its one open report, as the
 * device's outbox, sign-out and a reload need it, with this device's copies and the server. The
 * editor sets nothing on other features and no feature sets anything on it: the root joins them.
 */
export const reportInEditorOf = (editorReport: OpenReport) => ({
  /** The report open for editing, which the outbox has the open report sync itself; null when none, or the designer's preview. */
  openForSync(): { id: number; sync(): Promise<SyncOutcome> } | null {
    const { report, saveState } = editorReport.store.getState();
    if (!report || saveState === 'preview') return null;
    return { id: report.id, sync: () => editorReport.saveNow({ syncing: true }) };
  },
  onSynced: editorReport.onSynced,
  onNumbered: editorReport.onNumbered,

  /**
   * Before sign-out (or the lock) ends the session: the report open for editing saves what the
   * server has not taken yet, while the session lasts, and has its newest copy on the device, where
   * sign-out looks for what is not synced. Answers how to close it once the session does end (the
   * officer asked about unsynced work may stay, with the report still open); null when none is open.
   */
  async saveForSignOut(): Promise<(() => void) | null> {
    const { report, saveState } = editorReport.store.getState();
    if (!report || saveState === 'preview') return null;
    if (serverLacksChanges(editorReport)) await editorReport.saveNow();
    editorReport.flushLocalCopy();
    await editorReport.writtenToDevice();
    return editorReport.close;
  },

  /**
   * Settles once the open report's last change is on the device: a reload on purpose (the error
   * screen's Reload, a new deploy's chunk) waits for it, and the editor finds it there again.
   */
  writtenToDevice: (): Promise<void> => editorReport.writtenToDevice(),
});
