import { useStore } from 'zustand';
import { SYNC_INTERVAL_MS } from '../../lib/ui/ui-constants';
import { serverReachable, watchServerReach } from '../session/server-reach';
import { localDb } from '../local-db/local-database';
import type { LocalDraft } from '../local-db/local-records';
import { useSessionStore } from '../session/session-store';
import { saveInBackground } from '../sync/background-save';
import { createFromDevice, NOT_YET_NUMBERED, startReportOnDevice } from '../sync/device-reports';
import { createOutboxSync, type OutboxState } from '../sync/outbox-sync';
import { sendKeptUpload } from '../sync/pending-uploads';
import { backgroundSaveDeps, describeFailure, deviceReportDeps, pendingUploadDeps } from './open-report/device-copies';
import { session, syncHooks } from './open-report/editor-store';

/**
 * The app's outbox (app/sync/outbox-sync.ts) on this device's database and the API: the open
 * report is synced by the editor's session, every other kept copy in the background.
 */
export const outbox = createOutboxSync({
  dirtyDrafts: async () => (await localDb.drafts.all()).filter((d) => d.dirty),
  labelOf: (draft: LocalDraft) =>
    draft.id < 0 ? NOT_YET_NUMBERED : (draft.report?.uniqueIdentifier ?? `Report ${draft.id}`),
  isOnline: serverReachable,
  openReport: () => {
    const { report, saveState } = session.store.getState();
    if (!report || saveState === 'preview') return null;
    return { id: report.id, sync: () => session.saveNow({ syncing: true }) };
  },
  create: async (key) => (await createFromDevice(key, deviceReportDeps)).id,
  save: (id) => saveInBackground(id, backgroundSaveDeps),
  keptFiles: () => localDb.pendingUploads.all(),
  upload: (clientKey) => sendKeptUpload(clientKey, pendingUploadDeps),
  describe: describeFailure,
  now: () => Date.now(),
});

/** Where a report started on this device went once the server numbered it (the editor follows it). */
const numberedListeners = new Set<(from: number, to: number) => void>();

export function onNumbered(listener: (from: number, to: number) => void): () => void {
  numberedListeners.add(listener);
  return () => numberedListeners.delete(listener);
}

syncHooks.onSync = (id, outcome) => {
  outbox.recordReport(id, outcome);
  void outbox.refresh();
};
syncHooks.onNumbered = (from, to) => {
  outbox.numbered(from, to);
  for (const listener of numberedListeners) listener(from, to);
};

/** The outbox in React: its items, their states and whether a sync runs. */
export const useOutbox = <T>(selector: (state: OutboxState) => T): T => useStore(outbox.store, selector);

/**
 * Runs the outbox while an officer is signed in: now, every sync interval and when the
 * connection returns. Answers the function that stops it.
 */
export function startDeviceSync(): () => void {
  void outbox.syncNow();
  const timer = window.setInterval(() => void outbox.syncNow(), SYNC_INTERVAL_MS);
  const unwatch = watchServerReach((reachable) => void (reachable ? outbox.syncNow() : outbox.refresh()));
  return () => {
    window.clearInterval(timer);
    unwatch();
  };
}

/** Starts a crash report on this device (the server cannot be reached): answers its key. */
export async function startReportOffline(): Promise<number> {
  const user = useSessionStore.getState().user;
  if (!user) throw new Error('Sign in to start a report.');
  const key = await startReportOnDevice(user, deviceReportDeps);
  void outbox.refresh();
  return key;
}
