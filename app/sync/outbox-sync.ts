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
  reportKey: number;
  /** Its place: when its changes began. */
  since: number;
  /** The case number, or what stands for it, to name the item in the list. */
  label: string;
}

export interface OutboxState {
  items: OutboxItem[];
  /** Each item's sync state, by report key (items not yet tried have none). */
  states: Record<number, ItemSyncState>;
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
  describe(error: unknown): { message: string; code?: string | undefined; httpStatus?: number | undefined };
  now(): number;
}

export function createOutboxSync(deps: OutboxSyncDeps) {
  const store = createStore<OutboxState>()(() => ({ items: [], states: {}, running: false }));
  const { getState: get, setState: set } = store;
  let run: Promise<void> | null = null;
  let again = false;

  const stateOf = (key: number) => get().states[key] ?? freshItemState;
  const putState = (key: number, state: ItemSyncState | null) => {
    const states = { ...get().states };
    if (state) states[key] = state;
    else delete states[key];
    set({ states });
  };

  /** How one try ended, for the item's next try (the editor reports its own saves here too). */
  function record(key: number, outcome: SyncOutcome) {
    if (outcome.ok) return putState(key, null);
    if (outcome.kind === 'retry' && !deps.isOnline()) return putState(key, { ...stateOf(key), state: 'waiting' });
    const kind = outcome.kind === 'retry' ? 'retry' : 'refused';
    putState(key, afterFailure(stateOf(key), kind, outcome.reason, deps.now()));
  }

  async function refreshItems(): Promise<OutboxItem[]> {
    const drafts = await deps.dirtyDrafts().catch(() => []);
    const items = drafts
      .map((d) => ({ reportKey: d.id, since: d.dirtySince ?? d.savedAt, label: deps.labelOf(d) }))
      .sort((a, b) => a.since - b.since || a.reportKey - b.reportKey);
    const keys = new Set(items.map((i) => i.reportKey));
    // A state outlives its item only while the item is on its way (its copy is being rewritten).
    const states = Object.fromEntries(
      Object.entries(get().states).filter(([k, s]) => keys.has(Number(k)) || s.state === 'syncing'),
    );
    set({ items, states });
    return items;
  }

  async function syncOne(key: number): Promise<void> {
    const open = deps.openReport();
    if (open?.id === key) {
      // The editor tells record() how its save went.
      await open.sync();
      return;
    }
    putState(key, { ...stateOf(key), state: 'syncing' });
    let outcome: SyncOutcome;
    let id = key;
    try {
      if (key < 0) {
        id = await deps.create(key);
        moveState(key, id);
      }
      outcome = await deps.save(id);
    } catch (e) {
      const failure = deps.describe(e);
      outcome = { ok: false, kind: failureKind(failure), reason: failure.message };
    }
    const previous = stateOf(id);
    if (previous.state === 'syncing') putState(id, { ...previous, state: 'waiting' });
    record(id, outcome);
  }

  function moveState(from: number, to: number) {
    const states = { ...get().states };
    if (states[from]) states[to] = states[from];
    delete states[from];
    set({ states });
  }

  async function runOnce() {
    set({ running: true });
    try {
      const items = await refreshItems();
      for (const item of dueEntries(
        items.map((i) => ({ ...i, sync: stateOf(i.reportKey) })),
        deps.now(),
      )) {
        // A connection lost halfway ends the run; what is left waits for the next.
        if (!deps.isOnline()) break;
        await syncOne(item.reportKey);
      }
      await refreshItems();
    } finally {
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
    record,
    /** A report started here now has its server id: its state goes with it. */
    numbered: moveState,
    /** The officer's retry: the item is tried now, its count of failures starts again. */
    retry(key: number) {
      putState(key, null);
      return syncNow();
    },
    /** The outbox as the device holds it now, without syncing (after a change, or offline). */
    refresh: () => refreshItems().then(() => undefined),
  };
}

export type OutboxSync = ReturnType<typeof createOutboxSync>;
