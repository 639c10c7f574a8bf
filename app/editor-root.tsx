import type { ComponentType } from 'react';
import type { OpenLocalDb } from './local-db/open-local-db';
import { createDeviceSync } from './sync/device-sync';
import {
  createEditorParts,
  EditorPartsContext,
  type ReportLoader,
  describeFailure,
  deviceCopies,
  reportInEditorOf,
} from './editor/editor-links';

/**
 * The part of the app's root (app-root.tsx) that comes with the editor's code: it makes the
 * editor's one open report (with its parts: editor/editor-parts.ts), which sign-out and a reload ask for, the
 * editor's screen edits, and
 * the device's outbox (app/sync), made on first need, syncs through and hears the report's own
 * syncs from. `reportLoader` holds what the start page asked for ahead (report-prefetch.ts);
 * `localDb` is the device's database the root made, where both keep their copies.
 */
export function createEditorRoot(reportLoader: ReportLoader, localDb: OpenLocalDb) {
  const parts = createEditorParts(reportLoader, localDb);
  const { report } = parts;
  const reportInEditor = reportInEditorOf(report);

  function deviceSync() {
    const copies = deviceCopies(localDb);
    const sync = createDeviceSync({
      localDb,
      openReport: reportInEditor.openForSync,
      deviceReports: copies.deviceReports,
      backgroundSave: copies.backgroundSave,
      pendingUploads: copies.pendingUploads,
      describe: describeFailure,
    });
    reportInEditor.onSynced(sync.reportSynced);
    reportInEditor.onNumbered(sync.reportNumbered);
    return sync;
  }

  /** The editor's screen, editing this report. */
  function withReport(Screen: ComponentType): ComponentType {
    return function EditorScreen() {
      return (
        <EditorPartsContext.Provider value={parts}>
          <Screen />
        </EditorPartsContext.Provider>
      );
    };
  }

  return { report, reportInEditor, deviceSync, withReport };
}
