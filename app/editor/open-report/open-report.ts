import { createStore, type StoreApi } from 'zustand/vanilla';
import { canEdit, derive, empty, OFFLINE_MESSAGE, PREVIEW_MESSAGE, type EditorState } from './report-state';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { conflictWrites, type ConflictSide, type MergeConflict } from '../../../lib/forms/merge/merge-conflict';
import { setAt, type ReportData } from '../../../lib/forms/definition/paths';
import { provenanceAfterWrite, type ProvenanceMap } from '../../../lib/forms/report-data/provenance';
import { effectsOfChange } from '../../../lib/forms/report-data/ui-state';
import { derivedWrites } from '../../../lib/forms/derived/derived-values';
import type { SyncOutcome } from '../../../lib/offline/sync-policy';
import type { EditorWrite, OpenReportDeps } from './open-report-deps';
import { createSessionCore } from './report-core';
import { createOpener } from './report-open';
import { createSaver } from './report-save';

export type {
  CallFailure,
  EditorWrite,
  LocalCopies,
  ReportServer,
  OpenReportDeps,
  SaveAnswer,
  ReportTimers,
} from './open-report-deps';

export { AUTOSAVE_DELAY_MS } from './report-core';

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

export type OpenReport = ReturnType<typeof createOpenReport>;

function listen<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A value of a field of several picks (damaged areas, a multi-code list), not an item added or removed. */
const isPickList = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The open report: its values, the device's copy of them, autosave and the copy set aside. Every
 * change is shown at once, kept on the device after the frame is painted, and saved to the server
 * after a pause, over the version it was based on; nothing the officer typed is dropped when a
 * save fails or the server has moved on. Opening is report-open.ts, saving report-save.ts.
 */
export function createOpenReport(deps: OpenReportDeps) {
  const { local, userId, isOnline, timers, codes = () => null } = deps;
  const store: StoreApi<EditorState> = createStore<EditorState>()(() => empty);
  // Who hears how its syncs end (the outbox) and where a report started here went (the page's
  // address): the app's root connects the outbox, the editor's page follows the address.
  const synced = new Set<(id: number, outcome: SyncOutcome) => void>();
  const numbered = new Set<(from: number, to: number) => void>();
  const core = createSessionCore(deps, store, {
    synced: (id, outcome) => synced.forEach((listener) => listener(id, outcome)),
    numbered: (from, to) => numbered.forEach((listener) => listener(from, to)),
  });
  const { get, set } = core;
  const { saveNow } = createSaver(core);
  core.save = saveNow;
  const openKept = createOpener(core, saveNow, showSetAside);
  /**
   * The field the officer is typing in and has not left: theirs, so no derived value lands in it
   * (under the caret, a deleted "1" came back before the "2" typed after it). Leaving it
   * (leaveField) gives it back: left empty, the derived value fills it again.
   */
  let held: string | undefined;

  /**
   * A changed report: shown at once; kept on this device after the paint; checked after the paint
   * (while the officer types on, once the typing pauses); saved after a pause.
   */
  function commit(
    data: ReportData,
    provenance: ProvenanceMap,
    serverErrors: Record<string, string>,
    message: string,
    inBurst = false,
  ) {
    const { report } = get();
    if (!report) return;
    if (get().saveState === 'preview') {
      set({ data, provenance, serverErrors });
      core.deriveSoon(inBurst);
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
    core.writeDraftSoon(core.draftOf(report.id, report.version, true));
    core.deriveSoon(inBurst);
    core.scheduleSave();
  }

  /** Shows the copy set aside for this report on an earlier open, if one is still kept. */
  async function showSetAside(id: number) {
    const copy = await local.getSetAside(id).catch(() => undefined);
    if (copy && get().report?.id === id && get().setAside?.id !== id) set({ setAside: copy });
  }

  function reset() {
    held = undefined;
    void core.writeDraftNow();
    core.clearAutosave();
    core.base = null;
    core.dirtySince = null;
    core.clientId = undefined;
    set({ ...empty });
  }

  async function open(id: number) {
    reset();
    await openKept(id);
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
    else core.writeDraftSoon(core.draftOf(report.id, report.version, get().unsaved));
  }

  /** A value written, with the set/clear rules its new value sets off. */
  function withWrite(definition: FormDefinition, data: ReportData, provenance: ProvenanceMap, one: EditorWrite) {
    data = setAt(data, one.path, one.value);
    provenance = provenanceAfterWrite(provenance, one.path, one.provenance);
    for (const effect of effectsOfChange(definition.uiRules, data, one.path)) {
      data = setAt(data, effect.path, effect.value);
      provenance = provenanceAfterWrite(provenance, effect.path, undefined);
    }
    return { data, provenance };
  }

  /**
   * Several values at once (a lookup filling a section): one local write, one save. The values
   * derived from others (counts, a driver-owner's name) follow at once.
   */
  function setValues(writes: EditorWrite[]) {
    const { definition, report } = get();
    if (!definition || !report || !canEdit(get()) || writes.length === 0) return;
    // Typing writes one field's text; adding or removing an item (an object or a list) is never part of a burst.
    const typing = writes.length === 1 && (typeof writes[0]!.value !== 'object' || writes[0]!.value === null);
    const inBurst = core.typed(typing ? writes[0]!.path : undefined);
    // A field of several picks is held too: a derived area unpicked is not picked again under the click.
    if (typing || (writes.length === 1 && isPickList(writes[0]!.value))) held = writes[0]!.path;
    let next = { data: get().data, provenance: get().provenance };
    const serverErrors = { ...get().serverErrors };
    for (const one of writes) {
      next = withWrite(definition, next.data, next.provenance, one);
      delete serverErrors[one.path];
    }
    // After the officer's own writes, so a count typed just now is the officer's and stays.
    next = withDerived(definition, next);
    commit(next.data, next.provenance, serverErrors, get().message, inBurst);
  }

  /** The values derived from the others brought up to date, but in the field the officer holds. */
  function withDerived(definition: FormDefinition, next: { data: ReportData; provenance: ProvenanceMap }) {
    for (const derived of derivedWrites(definition, next.data, next.provenance)) {
      if (derived.path !== held) next = withWrite(definition, next.data, next.provenance, derived);
    }
    return next;
  }

  /** The officer left a field: it is no longer theirs alone, and what it would derive is written. */
  function leaveField(path: string) {
    if (held !== path) return;
    held = undefined;
    const { definition, data, provenance } = get();
    if (!definition || !get().report || !canEdit(get())) return;
    const next = withDerived(definition, { data, provenance });
    if (next.data !== data) commit(next.data, next.provenance, get().serverErrors, get().message);
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
    core.clearAutosave();
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
    /** Hears how each sync of the open report ends; answers the function that stops it. */
    onSynced: (listener: (id: number, outcome: SyncOutcome) => void) => listen(synced, listener),
    /** Hears that a report started on this device now has the server's id; answers the stop. */
    onNumbered: (listener: (from: number, to: number) => void) => listen(numbered, listener),
    open,
    openPreview,
    setValue: (path: string, value: unknown) => setValues([{ path, value }]),
    setValues,
    leaveField,
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
    flushLocalCopy: () => void core.writeDraftNow(),
    /** Settles once the open report's changes are all on the device (a reload waits for it). */
    writtenToDevice: () => core.writtenToDevice(),
    wentOffline,
    cameOnline,
    /** Checks the report again: the code lists arrived or changed. */
    recheck: () => {
      if (get().definition) core.deriveSoon();
    },
  };
}
