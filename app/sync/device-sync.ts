import { SYNC_INTERVAL_MS } from '../../lib/ui/ui-constants';
import type { SyncOutcome } from '../../lib/offline/sync-policy';
import type { ConnectionStore } from '../connectivity/connection-store';
import { serverReachable, watchServerReach } from '../session/server-reach';
import type { OpenLocalDb } from '../local-db/open-local-db';
import type { LocalDraft } from '../local-db/local-records';
import type { SessionStore } from '../session/session-store';
import { saveInBackground, type BackgroundSaveDeps } from './background-save';
import { createFromDevice, NOT_YET_NUMBERED, startReportOnDevice, type DeviceReportDeps } from './device-reports';
import { createOutboxSync } from './outbox-sync';
import { keepUpload, sendKeptUpload, type PendingUploadDeps } from './pending-uploads';

/** What the device's outbox is given: the report open in the editor, and this device's copies and the server. */
export interface DeviceSyncDeps {
  /** This device's database, which the app's root made. */
  localDb: OpenLocalDb;
  /** The report open for editing, which its own session syncs (so what is on screen and saved agree); null when none. */
  openReport(): { id: number; sync(): Promise<SyncOutcome> } | null;
  deviceReports: DeviceReportDeps;
  backgroundSave: BackgroundSaveDeps;
  pendingUploads: PendingUploadDeps;
  /** What a failed call says, for the sync's policy (lib/offline/sync-policy.ts). */
  describe: BackgroundSaveDeps['describe'];
  /** The app's session: who starts a report offline. */
  session: SessionStore;
  /** The page's connection (app/connectivity), which the app's root made. */
  connection: ConnectionStore;
}

export type DeviceSync = ReturnType<typeof createDeviceSync>;

/**
 * The app's outbox (outbox-sync.ts) on this device's database and the API: the open report is
 * synced by the editor's open report, every other kept copy in the background. The app's root makes
 * it once, with the editor's open report, and tells it how the open report's own syncs end.
 */
export function createDeviceSync(deps: DeviceSyncDeps) {
  const outbox = createOutboxSync({
    dirtyDrafts: async () => (await (await deps.localDb()).drafts.all()).filter((d) => d.dirty),
    labelOf: (draft: LocalDraft) =>
      draft.id < 0 ? NOT_YET_NUMBERED : (draft.report?.uniqueIdentifier ?? `Report ${draft.id}`),
    isOnline: () => serverReachable(deps.connection, deps.session),
    openReport: deps.openReport,
    create: async (key) => (await createFromDevice(key, deps.deviceReports)).id,
    save: (id) => saveInBackground(id, deps.backgroundSave),
    keptFiles: async () => (await deps.localDb()).pendingUploads.all(),
    upload: (clientKey) => sendKeptUpload(clientKey, deps.pendingUploads),
    describe: deps.describe,
    now: () => Date.now(),
  });

  return {
    outbox,

    /** How a sync of the open report ended (its session saves it): the outbox tries it again on its schedule. */
    reportSynced(id: number, outcome: SyncOutcome) {
      outbox.recordReport(id, outcome);
      void outbox.refresh();
    },

    /** A report started on this device now has the server's id: its place in the outbox goes with it. */
    reportNumbered: (from: number, to: number) => outbox.numbered(from, to),

    /**
     * Runs the outbox while an officer is signed in: now, every sync interval and when the
     * connection returns. Answers the function that stops it.
     */
    start(): () => void {
      void outbox.syncNow();
      const timer = window.setInterval(() => void outbox.syncNow(), SYNC_INTERVAL_MS);
      const unwatch = watchServerReach(
        deps.connection,
        deps.session,
        (reachable) => void (reachable ? outbox.syncNow() : outbox.refresh()),
      );
      return () => {
        window.clearInterval(timer);
        unwatch();
      };
    },

    /** Starts a crash report on this device (the server cannot be reached): answers its key. */
    async startReportOffline(): Promise<number> {
      const user = deps.session.getState().user;
      if (!user) throw new Error('Sign in to start a report.');
      const key = await startReportOnDevice(user, deps.deviceReports);
      void outbox.refresh();
      return key;
    },

    /** Keeps a file attached offline on this device until the outbox uploads it. */
    async keepUpload(input: { reportId: number; type: string; file: File }): Promise<void> {
      await keepUpload(input, deps.pendingUploads);
      void outbox.refresh();
    },
  };
}
