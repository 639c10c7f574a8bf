import type { ComponentType } from 'react';
import type { ApiClient } from './api/client';
import type { SessionStore } from './session/session-store';
import { createDeviceSync } from './sync/device-sync';
import {
  createEditorParts,
  EditorPartsContext,
  type PageStores,
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
 * syncs from, all calling the server through the root's `api`. `reportLoader` holds what the start
 * page asked for ahead (report-prefetch.ts); `session` is the app's session store, which both
 * read, and `page` the page's other stores, which the root made (the device's database among them,
 * where both keep their copies).
 */
export function createEditorRoot(reportLoader: ReportLoader, session: SessionStore, api: ApiClient, page: PageStores) {
  const parts = createEditorParts(reportLoader, session, api, page);
  const { report } = parts;
  const reportInEditor = reportInEditorOf(report);

  function deviceSync() {
    const copies = deviceCopies(page.localDb, api, () => session.getState().token);
    const sync = createDeviceSync({
      localDb: page.localDb,
      openReport: reportInEditor.openForSync,
      deviceReports: copies.deviceReports,
      backgroundSave: copies.backgroundSave,
      pendingUploads: copies.pendingUploads,
      describe: describeFailure,
      session,
      connection: page.connection,
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
