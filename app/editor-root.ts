import { createDeviceSync } from './sync/device-sync';
import {
  backgroundSaveDeps,
  describeFailure,
  deviceReportDeps,
  reportInEditor,
  pendingUploadDeps,
} from './editor/editor-links';

export { reportInEditor };

/**
 * The part of the app's root (app-root.tsx) that comes with the editor's code: its open report,
 * for sign-out and a reload, and the device's outbox (app/sync) made with that session, which it
 * syncs the open report through and hears the session's own syncs from.
 */
export function deviceSyncWithEditor() {
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
