import type { ComponentType } from 'react';
import { createDeviceSync } from './sync/device-sync';
import {
  backgroundSaveDeps,
  createEditorReport,
  createReviewComments,
  OpenReportContext,
  ReviewCommentsContext,
  type ReportLoader,
  describeFailure,
  deviceReportDeps,
  reportInEditorOf,
  pendingUploadDeps,
} from './editor/editor-links';

/**
 * The part of the app's root (app-root.tsx) that comes with the editor's code: it makes the
 * editor's one open report (with its review comments), which sign-out and a reload ask for, the
 * editor's screen edits, and
 * the device's outbox (app/sync), made on first need, syncs through and hears the report's own
 * syncs from. `reportLoader` holds what the start page asked for ahead (report-prefetch.ts).
 */
export function createEditorRoot(reportLoader: ReportLoader) {
  const report = createEditorReport(reportLoader);
  const review = createReviewComments();
  const reportInEditor = reportInEditorOf(report);

  function deviceSync() {
    const sync = createDeviceSync({
      openReport: reportInEditor.openForSync,
      deviceReports: deviceReportDeps,
      backgroundSave: backgroundSaveDeps,
      pendingUploads: pendingUploadDeps,
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
        <OpenReportContext.Provider value={report}>
          <ReviewCommentsContext.Provider value={review}>
            <Screen />
          </ReviewCommentsContext.Provider>
        </OpenReportContext.Provider>
      );
    };
  }

  return { report, reportInEditor, deviceSync, withReport };
}
