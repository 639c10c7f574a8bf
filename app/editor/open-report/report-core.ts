import type { StoreApi } from 'zustand/vanilla';
import type { MergeBase } from '../../../lib/offline/merge-over-server';
import type { LocalDraft } from '../../local-db/local-records';
import { derive, NOT_KEPT_ON_DEVICE, type EditorState } from './report-state';
import type { CallFailure, OpenReportDeps, SessionEvents } from './open-report-deps';

/** Autosave waits for a pause in typing this long. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Changes closer together than this are one burst of typing: the whole report is checked again
 * (rules, refused values, completeness: milliseconds on 30 units) after the first change's paint
 * and once the burst pauses, not after every key.
 */
export const CHECK_PAUSE_MS = 200;

/**
 * What the parts of an open report share (open-report.ts, report-open.ts,
 * report-save.ts): the store, what it was given, and the device copy of the open report.
 */
export interface ReportCore {
  deps: OpenReportDeps;
  /** Tells the session's listeners. */
  tell: SessionEvents;
  get: () => EditorState;
  set: (partial: Partial<EditorState>) => void;
  /** The server's copy at the open report's version: what the next merge is three-way against. */
  base: MergeBase | null;
  /** When the open report first held changes the server has not taken (its place in the outbox). */
  dirtySince: number | null;
  /** The id a report started on this device is created with. */
  clientId: string | undefined;
  /** The device copy of the open report, as it is now. */
  draftOf(id: number, baseVersion: number, dirty: boolean): LocalDraft;
  /**
   * Hands the copy to the device's database after the frame is painted, once for the changes of
   * that frame: a page closed or reloaded right after a key still finds it there (a burst's write
   * waiting for the pause was lost to a navigation 300 ms after the last key).
   */
  writeDraftSoon(draft: LocalDraft): void;
  /** Hands the newest copy to the device now; settles once it is written. */
  writeDraftNow(): Promise<void>;
  /** Settles once every copy handed over, the pending one included, is written (or failed). */
  writtenToDevice(): Promise<void>;
  /**
   * Notes a change the officer made (to `path`, when one value): true when it goes on a burst of
   * typing, the same field changed again within CHECK_PAUSE_MS. A change of another field (a choice
   * after a choice) is checked after its paint.
   */
  typed(path?: string): boolean;
  /** Checks the report again soon: after the paint of a lone change, once a burst (`inBurst`) pauses. */
  deriveSoon(inBurst?: boolean): void;
  /** Runs a check waiting for the typing to pause now (a save is about to read the report). */
  checkNow(): void;
  /** Saves after a pause in typing (online only). */
  scheduleSave(): void;
  clearAutosave(): void;
  failureOf(e: unknown, fallback: string): CallFailure;
  /** Set by the session: the save autosave runs. */
  save: () => Promise<unknown>;
}

export function createSessionCore(deps: OpenReportDeps, store: StoreApi<EditorState>, tell: SessionEvents): ReportCore {
  const { local, timers, isOnline, codes = () => null } = deps;
  let autosave: unknown;
  /**
   * The newest local copy not yet handed to the device's database. Cloning a large report into
   * IndexedDB takes milliseconds, so it is written once the keystroke's frame has been painted,
   * once for a burst of changes. Saving, opening and closing write it first, so the local copy
   * still comes before the network and keeps its order.
   */
  let pendingDraft: LocalDraft | null = null;
  /** The last write handed to the device, so a reload can wait for one already under way. */
  let lastWrite: Promise<unknown> = Promise.resolve();
  let derivePending = false;
  let lastChange = -Infinity;
  let lastPath: string | undefined;
  let cancelPausedCheck = () => {};
  /** A check waits for a pause in the typing. */
  let checkWaiting = false;

  /** Rules and the completeness check over the whole report, and whatever check was waiting. */
  function deriveNow() {
    derivePending = false;
    cancelPausedCheck();
    checkWaiting = false;
    const { definition, data } = core.get();
    if (definition) core.set(derive(definition, data, core.get(), codes()));
  }

  const core: ReportCore = {
    deps,
    tell,
    get: store.getState,
    set: (partial) => store.setState(partial),
    base: null,
    dirtySince: null,
    clientId: undefined,
    save: () => Promise.resolve(),

    draftOf(id, baseVersion, dirty) {
      const { data, provenance, conflicts, report } = core.get();
      if (dirty) core.dirtySince ??= timers.now().getTime();
      else core.dirtySince = null;
      return {
        id,
        data,
        provenance,
        baseVersion,
        dirty,
        savedAt: Date.now(),
        ...(core.base ? { base: core.base } : {}),
        ...(conflicts.length ? { conflicts } : {}),
        ...(core.dirtySince !== null ? { dirtySince: core.dirtySince } : {}),
        ...(report ? { report } : {}),
        ...(core.clientId ? { clientId: core.clientId } : {}),
      };
    },

    writeDraftSoon(draft) {
      const scheduled = pendingDraft !== null;
      pendingDraft = draft;
      if (!scheduled) timers.afterPaint(() => void core.writeDraftNow(), 50);
    },

    async writeDraftNow() {
      const draft = pendingDraft;
      pendingDraft = null;
      if (!draft) return;
      const write = local.putDraft(draft);
      lastWrite = write.catch(() => undefined);
      try {
        await write;
        if (core.get().deviceError) core.set({ deviceError: '' });
      } catch (e) {
        // The change is still on screen and goes to the server when it can; the officer must know
        // it is not on the device, so a reload or a lost tab would lose it.
        core.set({ deviceError: `${NOT_KEPT_ON_DEVICE} (${e instanceof Error ? e.message : String(e)})` });
      }
    },

    async writtenToDevice() {
      await core.writeDraftNow();
      await lastWrite;
    },

    typed(path) {
      const now = timers.now().getTime();
      const inBurst = path !== undefined && path === lastPath && now - lastChange < CHECK_PAUSE_MS;
      lastChange = now;
      lastPath = path;
      return inBurst;
    },

    /**
     * Rules and the completeness check look at the whole report, so they run after the typed
     * character is painted, and while the officer types on in one field, once the typing pauses.
     */
    deriveSoon(inBurst = false) {
      if (inBurst) {
        cancelPausedCheck();
        checkWaiting = true;
        cancelPausedCheck = timers.whenIdleAfter(deriveNow, CHECK_PAUSE_MS);
      } else if (!derivePending) {
        derivePending = true;
        // Skipped when checkNow has run it since.
        timers.afterPaint(() => derivePending && deriveNow());
      }
    },

    checkNow: () => {
      if (checkWaiting || derivePending) deriveNow();
    },

    scheduleSave() {
      timers.clearTimeout(autosave);
      if (isOnline()) autosave = timers.setTimeout(() => void core.save(), AUTOSAVE_DELAY_MS);
    },

    clearAutosave: () => timers.clearTimeout(autosave),

    failureOf: (e, fallback) => deps.server.describe(e) ?? { message: fallback, fieldErrors: [] },
  };
  return core;
}
