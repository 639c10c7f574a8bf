import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  canEdit,
  derive,
  empty,
  NOT_OPENED,
  NOT_SAVED,
  KEPT_ASIDE,
  MERGED,
  MERGED_AND_SAVED,
  OFFLINE_MESSAGE,
  PREVIEW_MESSAGE,
  RESTORED,
  RESTORED_AND_SAVED,
  type EditorState,
} from './report-state';
import type { FormDefinition } from '../../../lib/forms/definition-schema';
import type { ReportDocument } from '../../../lib/api/report-document-schemas';
import { withItemIds } from '../../../lib/forms/item-ids';
import { conflictPath, conflictWrites, type ConflictSide, type MergeConflict } from '../../../lib/forms/merge-conflict';
import { setAt, type ReportData } from '../../../lib/forms/paths';
import { sameValue } from '../../../lib/forms/report-diff';
import { mergeReports } from '../../../lib/forms/report-merge';
import { provenanceAfterWrite, type ProvenanceMap } from '../../../lib/forms/provenance';
import { effectsOfChange } from '../../../lib/forms/ui-state';
import { readOnlyReason } from '../../../lib/workflow/read-only-reason';
import { planTransition } from '../../../lib/workflow/transitions';
import type { LocalDraft, SetAsideCopy } from '../../local-db/local-records';
import type { CallFailure, EditorWrite, ReportSessionDeps } from './report-session-deps';

export type {
  CallFailure,
  EditorWrite,
  LocalCopies,
  ReportServer,
  ReportSessionDeps,
  SaveAnswer,
  SessionTimers,
} from './report-session-deps';

/** Autosave waits for a pause in typing this long. */
export const AUTOSAVE_DELAY_MS = 800;

/** A save refused because the server moved on is merged and sent again at most this often in a row. */
const MAX_MERGES = 3;

/** Who saved the server's side of a merge, and when, as its conflicts tell the officer. */
const savedByOf = (document: ReportDocument) => ({ by: document.lastUpdatedBy ?? null, at: document.lastUpdated });

export {
  canEdit,
  KEPT_ASIDE,
  MERGED,
  MERGED_AND_SAVED,
  OFFLINE_MESSAGE,
  RESTORED,
  RESTORED_AND_SAVED,
  type EditorState,
  type SaveState,
} from './report-state';

export type ReportSession = ReturnType<typeof createReportSession>;

/**
 * The open report: its values, the device's copy of them, autosave and the copy set aside. Every
 * change is shown at once, kept on the device after the frame is painted, and saved to the server
 * after a pause, over the version it was based on; nothing the officer typed is dropped when a
 * save fails or the server has moved on.
 */
export function createReportSession({
  local,
  server,
  userId,
  isOnline,
  timers,
  codes = () => null,
}: ReportSessionDeps) {
  const store: StoreApi<EditorState> = createStore<EditorState>()(() => empty);
  const { getState: get, setState: set } = store;

  let autosave: unknown;
  let saving: Promise<void> | null = null;
  /**
   * The newest local copy not yet handed to the device's database. Cloning a large report into
   * IndexedDB takes milliseconds, so it is written once the keystroke's frame has been painted,
   * once for a burst of changes. Saving, opening and closing write it first, so the local copy
   * still comes before the network and keeps its order.
   */
  let pendingDraft: LocalDraft | null = null;
  let derivePending = false;
  /** The server's copy at the open report's version: what the next merge is three-way against. */
  let base: NonNullable<LocalDraft['base']> | null = null;

  const failureOf = (e: unknown, fallback: string): CallFailure =>
    server.describe(e) ?? { message: fallback, fieldErrors: [] };

  function writeDraftSoon(draft: LocalDraft) {
    const scheduled = pendingDraft !== null;
    pendingDraft = draft;
    if (!scheduled) timers.afterPaint(writeDraftNow, 50);
  }

  function writeDraftNow() {
    if (pendingDraft) void local.putDraft(pendingDraft).catch(() => undefined);
    pendingDraft = null;
  }

  /** The device's copy of the open report, with the server copy it is based on and the choices still to make. */
  function draftOf(id: number, baseVersion: number, dirty: boolean): LocalDraft {
    const { data, provenance, conflicts } = get();
    return {
      id,
      data,
      provenance,
      baseVersion,
      dirty,
      savedAt: Date.now(),
      ...(base ? { base } : {}),
      ...(conflicts.length ? { conflicts } : {}),
    };
  }

  /**
   * Rules and the completeness check look at the whole report (30 units take milliseconds), so
   * they run after the typed character is painted, once per burst of changes.
   */
  function deriveAfterPaint() {
    if (derivePending) return;
    derivePending = true;
    timers.afterPaint(() => {
      derivePending = false;
      const { definition, data } = get();
      if (definition) set(derive(definition, data, get(), codes()));
    });
  }

  function scheduleSave() {
    timers.clearTimeout(autosave);
    if (isOnline()) autosave = timers.setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
  }

  /** A changed report: shown, kept on this device, checked after the paint, saved after a pause. */
  function commit(data: ReportData, provenance: ProvenanceMap, serverErrors: Record<string, string>, message: string) {
    const { report } = get();
    if (!report) return;
    if (get().saveState === 'preview') {
      set({ data, provenance, serverErrors });
      deriveAfterPaint();
      return;
    }
    const online = isOnline();
    set({
      data,
      provenance,
      saveState: online ? 'dirty' : 'savingDisabled',
      message: online ? message : OFFLINE_MESSAGE,
      unsaved: true,
      serverErrors,
    });
    writeDraftSoon(draftOf(report.id, report.version, true));
    deriveAfterPaint();
    scheduleSave();
  }

  /** Shows the copy set aside for this report on an earlier open, if one is still kept. */
  async function showSetAside(id: number) {
    const copy = await local.getSetAside(id).catch(() => undefined);
    if (copy && get().report?.id === id && get().setAside?.id !== id) set({ setAside: copy });
  }

  function reset() {
    writeDraftNow();
    timers.clearTimeout(autosave);
    base = null;
    set({ ...empty });
  }

  async function open(id: number) {
    reset();
    try {
      const { document, definition } = await server.load(id);
      const { data: stored, provenance: serverProvenance, ...report } = document;
      // Items written before they had ids get their place's, as the server gives them on save.
      const serverData = withItemIds(definition, stored);
      const lockInfo = report.formInstanceLockInfo;
      const workflowReport = {
        status: report.status,
        authorUserId: report.authorUser.id,
        lock: lockInfo
          ? { userId: lockInfo.lockingUser.id, createdAt: lockInfo.created, userName: lockInfo.lockingUser.name }
          : null,
        lockDurationHours: report.lockDurationHours ?? definition.lockDuration,
      };
      const user = userId();
      const now = timers.now();
      const plan = planTransition('edit', workflowReport, { id: user }, { now });
      // A local copy with unsaved changes on the same version survives a crash or a reload. One on
      // an older version (the report was saved meanwhile) merges with the newer one field by field
      // against the server copy it started from; a copy without that base (kept by an older app)
      // or on another form version is put aside and offered, never dropped.
      const kept = await local.getDraft(id).catch(() => undefined);
      const restored = kept?.dirty === true && kept.baseVersion === document.version ? kept : undefined;
      const mergeable =
        plan.ok && kept?.dirty && !restored && kept.base?.formConfigurationId === report.formConfigurationId;
      const merged = mergeable
        ? mergeReports(definition, kept.base!.data, kept.data, serverData, {
            mineProvenance: kept.provenance ?? {},
            theirsProvenance: serverProvenance,
          })
        : undefined;
      let setAside: SetAsideCopy | null = null;
      if (kept?.dirty && !restored && !merged && !sameValue(withItemIds(definition, kept.data), serverData)) {
        setAside = { ...kept, serverVersion: document.version };
        await local.moveAside(setAside).catch(() => undefined);
      }
      base = { formConfigurationId: report.formConfigurationId, data: serverData };
      const data = restored ? withItemIds(definition, restored.data) : (merged?.data ?? serverData);
      const provenance = restored
        ? (restored.provenance ?? serverProvenance)
        : (merged?.provenance ?? serverProvenance);
      const savedBy = savedByOf(document);
      // Choices not made before (on this copy) stay, where their field or item still is.
      const conflicts = [
        ...(setAside ? [] : (kept?.conflicts ?? [])),
        ...(merged?.conflicts ?? []).map((c) => ({ ...c, server: savedBy })),
      ].filter((c) => conflictPath(data, c) !== null);
      const changed = plan.ok && !!(restored ?? merged);
      set({
        report,
        definition,
        data,
        provenance,
        setAside,
        conflicts,
        ...derive(definition, data, get(), codes()),
        saveState: plan.ok ? (changed ? 'dirty' : 'saved') : 'readOnly',
        unsaved: changed,
        message: plan.ok
          ? restored
            ? RESTORED
            : merged
              ? MERGED
              : ''
          : readOnlyReason(plan, workflowReport, user, now),
      });
      if (!setAside) void showSetAside(id);
      if (merged) writeDraftSoon(draftOf(id, report.version, true));
      // The notice outlives the sync (which can finish within a frame): the officer should see it.
      if (changed) await saveNow({ syncing: true, doneMessage: restored ? RESTORED_AND_SAVED : MERGED_AND_SAVED });
      else if (plan.ok && !isOnline()) set({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
    } catch (e) {
      set({ loadError: failureOf(e, NOT_OPENED).message });
    }
  }

  /**
   * A save was refused because the report was saved elsewhere meanwhile: the server's newer copy
   * is merged with the form's (against the copy both started from) and becomes the base, so the
   * merged data can be saved over it. False when the refusal was for another reason.
   */
  async function mergeWithServer(id: number, version: number): Promise<boolean> {
    const loaded = await server.load(id).catch(() => null);
    const current = get();
    if (!loaded || !base || current.report?.id !== id) return false;
    const { document, definition } = loaded;
    if (document.version === version || document.formConfigurationId !== base.formConfigurationId) return false;
    const { data: stored, provenance: theirsProvenance, ...report } = document;
    const theirs = withItemIds(definition, stored);
    const merged = mergeReports(definition, base.data, current.data, theirs, {
      mineProvenance: current.provenance,
      theirsProvenance,
    });
    base = { formConfigurationId: report.formConfigurationId, data: theirs };
    const savedBy = savedByOf(document);
    set({
      report,
      data: merged.data,
      provenance: merged.provenance,
      conflicts: [...current.conflicts, ...merged.conflicts.map((c) => ({ ...c, server: savedBy }))],
      unsaved: true,
    });
    writeDraftSoon(draftOf(id, report.version, true));
    deriveAfterPaint();
    return true;
  }

  /**
   * The officer's choice where both sides changed the same place: the server's value is written
   * (and saved like any change); keeping theirs leaves the form as it is. Nothing is chosen while
   * the report cannot be changed.
   */
  function resolveConflict(conflict: MergeConflict, side: ConflictSide) {
    const { report } = get();
    if (!report || !canEdit(get())) return;
    const writes = conflictWrites(get().data, conflict, side);
    set({ conflicts: get().conflicts.filter((c) => c !== conflict) });
    if (writes.length) setValues(writes);
    else writeDraftSoon(draftOf(report.id, report.version, get().unsaved));
  }

  /** Several values at once (a lookup filling a section): one local write, one save. */
  function setValues(writes: EditorWrite[]) {
    const { definition, report } = get();
    if (!definition || !report || !canEdit(get()) || writes.length === 0) return;
    let { data, provenance } = get();
    const serverErrors = { ...get().serverErrors };
    for (const { path, value, provenance: source } of writes) {
      data = setAt(data, path, value);
      provenance = provenanceAfterWrite(provenance, path, source);
      for (const write of effectsOfChange(definition.uiRules, data, path)) {
        data = setAt(data, write.path, write.value);
        provenance = provenanceAfterWrite(provenance, write.path, undefined);
      }
      delete serverErrors[path];
    }
    commit(data, provenance, serverErrors, get().message);
  }

  /** Saves the current data over the version it was based on (optimistic concurrency). */
  async function saveNow(options: { syncing?: boolean; doneMessage?: string; merges?: number } = {}): Promise<void> {
    writeDraftNow();
    if (saving) {
      await saving;
      if (!get().unsaved) return;
    }
    const { report, data, provenance } = get();
    if (!report || get().saveState === 'readOnly' || get().saveState === 'preview') return;
    if (!isOnline()) {
      set({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
      return;
    }
    set({ saveState: options.syncing ? 'syncing' : 'saving' });
    let mergedAgain = false;
    saving = (async () => {
      try {
        const result = await server.save({ id: report.id, version: report.version, data, provenance });
        // The officer may have closed this report, or opened another, while the save travelled.
        if (get().report?.id !== report.id) return;
        const changedMeanwhile = get().data !== data;
        set({
          report: { ...get().report!, version: result.version, status: result.status, lastUpdated: result.lastUpdated },
          saveState: changedMeanwhile ? 'dirty' : 'saved',
          unsaved: changedMeanwhile,
          message: options.doneMessage ?? '',
          serverErrors: {},
        });
        // What was sent is now the server's copy at that version (but the fields the server sets).
        base = { formConfigurationId: report.formConfigurationId, data };
        writeDraftNow();
        await local.putDraft(draftOf(report.id, result.version, changedMeanwhile)).catch(() => undefined);
        if (changedMeanwhile) scheduleSave();
      } catch (e) {
        if (get().report?.id !== report.id) return;
        const failure = failureOf(e, NOT_SAVED);
        if (failure.code === 'not_found') {
          await keepAsideOfGone(report.id, report.version, failure.message);
          return;
        }
        // Saved elsewhere meanwhile: merge with that version and send the merge over it.
        if (failure.code === 'conflict' && (options.merges ?? 0) < MAX_MERGES) {
          mergedAgain = await mergeWithServer(report.id, report.version);
          if (mergedAgain) return;
        }
        set({
          saveState: 'failed',
          message: failure.message,
          serverErrors: Object.fromEntries(
            failure.fieldErrors.map((f) => [f.path.replace(/^payload\.data\./, ''), f.message]),
          ),
        });
      } finally {
        saving = null;
      }
    })();
    await saving;
    if (mergedAgain) await saveNow({ ...options, merges: (options.merges ?? 0) + 1, doneMessage: MERGED_AND_SAVED });
  }

  /**
   * The report was deleted (Delete won over this save): nothing can be saved any more, so the
   * form turns read-only with the reason, and what the officer typed is put aside on this device
   * rather than left in a draft of a report that no longer exists.
   */
  async function keepAsideOfGone(id: number, version: number, reason: string) {
    timers.clearTimeout(autosave);
    writeDraftNow();
    const { data, provenance } = get();
    const copy: SetAsideCopy = {
      id,
      data,
      provenance,
      baseVersion: version,
      dirty: true,
      savedAt: timers.now().getTime(),
      serverVersion: version,
    };
    await local.moveAside(copy).catch(() => undefined);
    if (get().report?.id !== id) return;
    set({
      saveState: 'readOnly',
      unsaved: false,
      reportGone: true,
      setAside: copy,
      message: `${reason} ${KEPT_ASIDE}`,
    });
  }

  /**
   * Replaces the whole report with another copy of it (the officer applies a copy set aside on
   * this device): kept locally at once and saved over the current version like any change. False
   * when the report cannot be changed now, and nothing was replaced.
   */
  function replaceData(data: ReportData, provenance: ProvenanceMap): boolean {
    if (!get().definition || !canEdit(get())) return false;
    commit(data, provenance, {}, '');
    return true;
  }

  /** The officer applied or discarded the set-aside copy: it is no longer kept. */
  async function forgetSetAside(id: number) {
    if (get().setAside?.id === id) set({ setAside: null });
    await local.deleteSetAside(id).catch(() => undefined);
  }

  /**
   * The designer's preview: a new report of `definition` (a form version being designed) in the
   * editor's "preview" state. Its rules and checks run as the values are tried; nothing goes to
   * this device's database or the server, and closing it leaves nothing behind.
   */
  function openPreview(definition: FormDefinition, data: ReportData) {
    reset();
    const now = timers.now().toISOString();
    const user = { id: userId(), name: '' };
    set({
      report: {
        id: 0,
        version: 0,
        status: 0,
        uniqueIdentifier: 'preview',
        formConfigurationId: 0,
        formType: definition.type,
        agencyOri: '',
        authorUser: user,
        formInstanceLockInfo: null,
        isSupplement: false,
        lastUpdated: now,
      },
      definition,
      data,
      ...derive(definition, data, get(), codes()),
      saveState: 'preview',
      message: PREVIEW_MESSAGE,
    });
  }

  /** Going offline pauses saving. */
  function wentOffline() {
    const { report, saveState } = get();
    if (!report || saveState === 'readOnly' || saveState === 'preview') return;
    timers.clearTimeout(autosave);
    set({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
  }

  /** Coming back saves what was kept on this device. */
  function cameOnline() {
    const { report, saveState, unsaved } = get();
    if (!report || saveState === 'readOnly' || saveState === 'preview') return;
    if (unsaved) void saveNow({ syncing: true });
    else set({ saveState: 'saved', message: '' });
  }

  return {
    store,
    open,
    openPreview,
    setValue: (path: string, value: unknown) => setValues([{ path, value }]),
    setValues,
    saveNow,
    replaceData,
    forgetSetAside,
    resolveConflict,
    /** Shows or leaves the read-only preview; autosave of earlier changes goes on meanwhile. */
    setPreviewing: (previewing: boolean) => {
      if (get().report) set({ previewing });
    },
    close: reset,
    /** Hands the newest local copy to the device now (the page is going away). */
    flushLocalCopy: writeDraftNow,
    wentOffline,
    cameOnline,
    /** Checks the report again: the code lists arrived or changed. */
    recheck: () => {
      if (get().definition) deriveAfterPaint();
    },
  };
}
