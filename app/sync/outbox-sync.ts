import { createStore } from 'zustand/vanilla';
import {
  afterFailure,
  dueEntries,
  failureKind,
  freshItemState,
  type ItemSyncState,
  type SyncOutcome,
} from '../../lib/offline/sync-policy';
import type { LocalDraft } from '../local-db/local-records';

/**
 * The device's outbox and its sync. The outbox is every copy on this device holding changes the
 * server has not taken (a report started here, edits made offline or whose save failed), in the
 * order they were first changed; each report's changes go in order, other reports' go past one
 * that is held up. Sync runs at start, every sync interval, when the connection returns and when
 * asked; a failed item waits longer after each failure (lib/offline/sync-policy.ts) and, refused
 * or tried too often, waits for the officer's retry. Nothing leaves the outbox until the server
 * has taken it.
 */

export interface OutboxItem {
  /** `report:<key>` for a report's changes, `upload:<client key>` for a file kept on the device. */
  key: string;
  kind: 'report' | 'upload';
  reportKey: number;
  /** Its place: when its changes began, or when the file was attached. */
  since: number;
  /** The case number (or what stands for it), or the file's name. */
  label: string;
  /** A file's size in bytes (0 for a report's changes). */
  size: number;
  /** A file's client key ('' for a report's changes). */
  clientKey: string;
}

/** A file kept on the device for upload, as the outbox lists it. */
export interface KeptFile {
  clientKey: string;
  reportId: number;
  fileName: string;
  size: number;
  queuedAt: number;
}

export const reportItemKey = (reportKey: number) => `report:${reportKey}`;
export const uploadItemKey = (clientKey: string) => `upload:${clientKey}`;

export interface OutboxState {
  items: OutboxItem[];
  /** Each item's sync state, by item key (items not yet tried have none). */
  states: Record<string, ItemSyncState>;
  /** A run is going on now. */
  running: boolean;
}

export interface OutboxSyncDeps {
  /** The signed-in officer's copies holding changes not yet taken (empty when none is signed in). */
  dirtyDrafts(): Promise<LocalDraft[]>;
  /** The name an item goes by (its case number, or "Not yet numbered"). */
  labelOf(draft: LocalDraft): string;
  isOnline(): boolean;
  /** The report open in the editor, synced by the editor (so what is on screen and saved agree). */
  openReport(): { id: number; sync(): Promise<SyncOutcome> } | null;
  /** Creates a report started on this device; answers its server id. */
  create(key: number): Promise<number>;
  /** Saves a kept copy that is not open. */
  save(id: number): Promise<SyncOutcome>;
  /** The signed-in officer's files kept for upload. */
  keptFiles(): Promise<KeptFile[]>;
  /** Uploads one kept file (it leaves the device once the server has it). */
  upload(clientKey: string): Promise<SyncOutcome>;
  describe(error: unknown): { message: string; code?: string | undefined; httpStatus?: number | undefined };
  now(): number;
}

export function createOutboxSync(deps: OutboxSyncDeps) {
  const store = createStore<OutboxState>()(() => ({ items: [], states: {}, running: false }));
  const { getState: get, setState: set } = store;
  let run: Promise<void> | null = null;
  let again = false;

  const stateOf = (key: string) => get().states[key] ?? freshItemState;
  const putState = (key: string, state: ItemSyncState | null) => {
    const states = { ...get().states };
    if (state) states[key] = state;
    else delete states[key];
    set({ states });
  };

  /** How one try ended, for the item's next try. */
  function record(key: string, outcome: SyncOutcome) {
    if (outcome.ok) return putState(key, null);
    if (outcome.kind === 'retry' && !deps.isOnline()) return putState(key, { ...stateOf(key), state: 'waiting' });
    const kind = outcome.kind === 'retry' ? 'retry' : 'refused';
    putState(key, afterFailure(stateOf(key), kind, outcome.reason, deps.now()));
  }

  async function refreshItems(): Promise<OutboxItem[]> {
    const [drafts, files] = await Promise.all([deps.dirtyDrafts().catch(() => []), deps.keptFiles().catch(() => [])]);
    const items: OutboxItem[] = [
      ...drafts.map((d) => ({
        key: reportItemKey(d.id),
        kind: 'report' as const,
        reportKey: d.id,
        since: d.dirtySince ?? d.savedAt,
        label: deps.labelOf(d),
        size: 0,
        clientKey: '',
      })),
      ...files.map((f) => ({
        key: uploadItemKey(f.clientKey),
        kind: 'upload' as const,
        reportKey: f.reportId,
        since: f.queuedAt,
        label: f.fileName,
        size: f.size,
        clientKey: f.clientKey,
      })),
    ].sort((a, b) => a.since - b.since || (a.kind === b.kind ? 0 : a.kind === 'report' ? -1 : 1));
    const keys = new Set(items.map((i) => i.key));
    // A state outlives its item only while the item is on its way (its copy is being rewritten).
    const states = Object.fromEntries(
      Object.entries(get().states).filter(([k, s]) => keys.has(k) || s.state === 'syncing'),
    );
    set({ items, states });
    return items;
  }

  async function syncOne(item: OutboxItem): Promise<boolean> {
    const open = deps.openReport();
    if (item.kind === 'report' && open?.id === item.reportKey) {
      // The editor tells record() how its save went.
      return (await open.sync()).ok;
    }
    putState(item.key, { ...stateOf(item.key), state: 'syncing' });
    let outcome: SyncOutcome;
    let key = item.key;
    try {
      if (item.kind === 'upload') outcome = await deps.upload(item.clientKey);
      else {
        let id = item.reportKey;
        if (id < 0) {
          id = await deps.create(id);
          key = reportItemKey(id);
          moveState(item.key, key);
        }
        outcome = await deps.save(id);
      }
    } catch (e) {
      const failure = deps.describe(e);
      outcome = { ok: false, kind: failureKind(failure), reason: failure.message };
    }
    const previous = stateOf(key);
    if (previous.state === 'syncing') putState(key, { ...previous, state: 'waiting' });
    record(key, outcome);
    return outcome.ok;
  }

  function moveState(from: string, to: string) {
    const states = { ...get().states };
    if (states[from]) states[to] = states[from];
    delete states[from];
    set({ states });
  }

  /** A pass over what is due; a report created or saved in it lets its held files go in the next. */
  async function runOnce() {
    set({ running: true });
    try {
      for (let pass = 0, progress = true; progress && pass < 3; pass += 1) {
        progress = false;
        const items = await refreshItems();
        for (const item of dueEntries(
          items.map((i) => ({ ...i, sync: stateOf(i.key) })),
          deps.now(),
        )) {
          // A connection lost halfway ends the run; what is left waits for the next.
          if (!deps.isOnline()) return;
          if ((await syncOne(item)) && item.kind === 'report') progress = true;
        }
      }
    } finally {
      await refreshItems();
      set({ running: false });
    }
  }

  /** Runs a sync now, or once more after the one going on. */
  function syncNow(): Promise<void> {
    if (!deps.isOnline()) return refreshItems().then(() => undefined);
    if (run) {
      again = true;
      return run;
    }
    run = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again);
    })().finally(() => {
      run = null;
    });
    return run;
  }

  return {
    store,
    syncNow,
    /** How a save of the open report ended (the editor saves it), for its next try. */
    recordReport: (id: number, outcome: SyncOutcome) => record(reportItemKey(id), outcome),
    /** A report started here now has its server id: its state goes with it. */
    numbered: (from: number, to: number) => moveState(reportItemKey(from), reportItemKey(to)),
    /** The officer's retry: the item is tried now, its count of failures starts again. */
    retry(key: string) {
      putState(key, null);
      return syncNow();
    },
    /** The outbox as the device holds it now, without syncing (after a change, or offline). */
    refresh: () => refreshItems().then(() => undefined),
  };
}

export type OutboxSync = ReturnType<typeof createOutboxSync>;
