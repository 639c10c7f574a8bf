import { create } from 'zustand';
import { saveReport } from '../../../lib/api/calls-report';
import type { ReportDocument } from '../../../lib/api/report-document-schemas';
import type { FormDefinition } from '../../../lib/forms/definition-schema';
import { setAt, type ReportData } from '../../../lib/forms/paths';
import { sameValue } from '../../../lib/forms/report-diff';
import { provenanceAfterWrite, type ProvenanceMap, type ProvenanceSource } from '../../../lib/forms/provenance';
import { effectsOfChange, evaluateUiRules, type UiState } from '../../../lib/forms/ui-state';
import { checkCompleteness } from '../../../lib/validation/completeness';
import type { ValidationIssue } from '../../../lib/validation/issue';
import { readOnlyReason } from '../../../lib/workflow/read-only-reason';
import { planTransition } from '../../../lib/workflow/transitions';
import { ApiClientError, callApi } from '../../api/client';
import { useSessionStore } from '../../session/session-store';
import { takeReportAndForm } from '../report-prefetch';
import { draftDb, type LocalDraft } from '../../local-db/local-database';
import { afterNextPaint } from './after-paint';
import { clearSetAsideView, loadSetAside, setAside } from './set-aside-copy';

/**
 * SPEC §4 "Form editing states". `syncing` is a save of changes kept on this device (restored
 * after a crash, or made while offline); `savingDisabled` is offline: changes go to IndexedDB
 * only until the connection returns. Preview is a view over any of these (`previewing`).
 */
export type SaveState = 'saved' | 'dirty' | 'saving' | 'syncing' | 'failed' | 'savingDisabled' | 'readOnly';

export interface EditorState {
  report: Omit<ReportDocument, 'data' | 'provenance'> | null;
  definition: FormDefinition | null;
  data: ReportData;
  /** Where filled values came from, by path, until the officer edits them (issue 4 item 9). */
  provenance: ProvenanceMap;
  ui: UiState;
  issues: ValidationIssue[];
  saveState: SaveState;
  /** Changes the server has not confirmed yet (they are in IndexedDB). */
  unsaved: boolean;
  /** The read-only preview of the whole report is shown instead of the form. */
  previewing: boolean;
  /** Why the report is read-only, or why the last save failed. */
  message: string;
  /** Field errors the server gave for the last save, by path. */
  serverErrors: Record<string, string>;
  loadError: string;
}

const empty: EditorState = {
  report: null,
  definition: null,
  data: {},
  provenance: {},
  ui: { hidden: new Set(), disabled: new Set() },
  issues: [],
  saveState: 'saved',
  unsaved: false,
  previewing: false,
  message: '',
  serverErrors: {},
  loadError: '',
};

export const useEditor = create<EditorState>()(() => empty);
const set = useEditor.setState;
const get = useEditor.getState;

/** Autosave waits for a pause in typing this long. */
export const AUTOSAVE_DELAY_MS = 800;
let timer: ReturnType<typeof setTimeout> | undefined;
let saving: Promise<void> | null = null;

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const sameIssues = (a: ValidationIssue[], b: ValidationIssue[]) =>
  a.length === b.length &&
  a.every((x, i) => x.path === b[i]?.path && x.severity === b[i]?.severity && x.message === b[i]?.message);

/**
 * The UI state and issues of the data. A keystroke mostly changes neither, so the previous
 * objects are kept when they say the same: whatever selects them is not re-rendered for nothing.
 */
function derive(definition: FormDefinition, data: ReportData, previous: Pick<EditorState, 'ui' | 'issues'>) {
  const ui = evaluateUiRules(definition.uiRules, data);
  const issues = checkCompleteness(definition, data, ui);
  return {
    ui: sameSet(ui.hidden, previous.ui.hidden) && sameSet(ui.disabled, previous.ui.disabled) ? previous.ui : ui,
    issues: sameIssues(issues, previous.issues) ? previous.issues : issues,
  };
}

/**
 * The newest local copy not yet handed to IndexedDB. Cloning a large report into IndexedDB
 * takes milliseconds, so it is done once the keystroke's frame has been painted (a task queued
 * straight after the change ran before that frame), once for a burst of changes. Saving, opening
 * and closing write it first, so the local copy still comes before the network and keeps its order.
 */
let pendingDraft: LocalDraft | null = null;

function writeDraftSoon(draft: LocalDraft) {
  const scheduled = pendingDraft !== null;
  pendingDraft = draft;
  if (!scheduled) afterNextPaint(writeDraftNow, 50);
}

function writeDraftNow() {
  if (pendingDraft) void draftDb.drafts.put(pendingDraft);
  pendingDraft = null;
}

/** Hands the newest local copy to IndexedDB now (the page is going away). */
export const flushLocalCopy = () => writeDraftNow();

const RESTORED_AND_SAVED = 'Unsaved changes from your last session were restored and saved.';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;
const OFFLINE_MESSAGE = 'You are offline. Changes are kept on this device and saved when the connection returns.';

/** May the officer change the open report now? (Preview and read-only say no.) */
export const canEdit = (s: EditorState) => s.saveState !== 'readOnly' && !s.previewing;

const messageOf = (e: unknown) => (e instanceof ApiClientError ? e.message : 'The report could not be saved.');

export async function openReport(id: number) {
  writeDraftNow();
  clearTimeout(timer);
  set({ ...empty });
  clearSetAsideView();
  try {
    const { document, definition } = await takeReportAndForm(id);
    const { data: serverData, provenance: serverProvenance, ...report } = document;
    // A local copy with unsaved changes on the same version survives a crash or a reload; one on
    // another version (the report was saved meanwhile) is put aside and offered, never dropped.
    const local = await draftDb.drafts.get(id).catch(() => undefined);
    const restored = local?.dirty && local.baseVersion === document.version;
    if (local?.dirty && !restored && !sameValue(local.data, serverData)) await setAside(local, document.version);
    else void loadSetAside(id);
    const data = restored ? local.data : serverData;
    const provenance = restored
      ? ((local.provenance as ProvenanceMap | undefined) ?? serverProvenance)
      : serverProvenance;
    const lockInfo = report.formInstanceLockInfo;
    const workflowReport = {
      status: report.status,
      authorUserId: report.authorUser.id,
      lock: lockInfo
        ? { userId: lockInfo.lockingUser.id, createdAt: lockInfo.created, userName: lockInfo.lockingUser.name }
        : null,
      lockDurationHours: definition.lockDuration,
    };
    const userId = useSessionStore.getState().user?.id ?? 0;
    const now = new Date();
    const plan = planTransition('edit', workflowReport, { id: userId }, { now });
    set({
      report,
      definition,
      data,
      provenance,
      ...derive(definition, data, get()),
      saveState: plan.ok ? (restored ? 'dirty' : 'saved') : 'readOnly',
      unsaved: plan.ok && !!restored,
      message: plan.ok
        ? restored
          ? 'Unsaved changes from your last session were restored.'
          : ''
        : readOnlyReason(plan, workflowReport, userId, now),
    });
    // The notice outlives the sync (which can finish within a frame): the officer should see it.
    if (restored && plan.ok) void saveNow({ syncing: true, doneMessage: RESTORED_AND_SAVED });
    else if (plan.ok && !isOnline()) set({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
  } catch (e) {
    set({ loadError: e instanceof ApiClientError ? e.message : 'The report could not be opened.' });
  }
}

/** One value to write; `provenance` names where it came from when the officer did not type it. */
export interface EditorWrite {
  path: string;
  value: unknown;
  provenance?: ProvenanceSource | undefined;
}

/** Every change goes to IndexedDB at once and to the server after a pause. */
export function setValue(path: string, value: unknown) {
  setValues([{ path, value }]);
}

/** Several values at once (a lookup filling a section): one local write, one save. */
export function setValues(writes: EditorWrite[]) {
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

/** A changed report: shown, kept on this device at once, checked after the paint, saved after a pause. */
function commit(data: ReportData, provenance: ProvenanceMap, serverErrors: Record<string, string>, message: string) {
  const { report } = get();
  if (!report) return;
  const online = isOnline();
  set({
    data,
    provenance,
    saveState: online ? 'dirty' : 'savingDisabled',
    message: online ? message : OFFLINE_MESSAGE,
    unsaved: true,
    serverErrors,
  });
  writeDraftSoon({ id: report.id, data, provenance, baseVersion: report.version, dirty: true, savedAt: Date.now() });
  deriveAfterPaint();
  scheduleSave();
}

let derivePending = false;

/**
 * Rules and the completeness check look at the whole report (30 units take milliseconds), so
 * they run after the typed character is painted, once per burst of changes, not inside the
 * keystroke; the counts and hidden sections follow one frame later.
 */
function deriveAfterPaint() {
  if (derivePending) return;
  derivePending = true;
  const run = () => {
    derivePending = false;
    const { definition, data } = get();
    if (definition) set(derive(definition, data, get()));
  };
  // A page behind another window or tab gets no frames; the rules still follow within 100 ms.
  afterNextPaint(run);
}

function scheduleSave() {
  clearTimeout(timer);
  if (isOnline()) timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
}

/** Saves the current data over the version it was based on (optimistic concurrency). */
export async function saveNow(options: { syncing?: boolean; doneMessage?: string } = {}): Promise<void> {
  writeDraftNow();
  if (saving) {
    await saving;
    if (!get().unsaved) return;
  }
  const { report, data, provenance } = get();
  if (!report || get().saveState === 'readOnly') return;
  if (!isOnline()) {
    set({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
    return;
  }
  set({ saveState: options.syncing ? 'syncing' : 'saving' });
  saving = (async () => {
    try {
      const result = await callApi(saveReport, { id: report.id, version: report.version, data, provenance });
      const changedMeanwhile = get().data !== data;
      set({
        report: { ...report, version: result.version, status: result.status, lastUpdated: result.lastUpdated },
        saveState: changedMeanwhile ? 'dirty' : 'saved',
        unsaved: changedMeanwhile,
        message: options.doneMessage ?? '',
        serverErrors: {},
      });
      writeDraftNow();
      await draftDb.drafts.put({
        id: report.id,
        data: get().data,
        provenance: get().provenance,
        baseVersion: result.version,
        dirty: changedMeanwhile,
        savedAt: Date.now(),
      });
      if (changedMeanwhile) scheduleSave();
    } catch (e) {
      const fieldErrors = e instanceof ApiClientError ? e.fieldErrors : [];
      set({
        saveState: 'failed',
        message: messageOf(e),
        serverErrors: Object.fromEntries(fieldErrors.map((f) => [f.path.replace(/^payload\.data\./, ''), f.message])),
      });
    } finally {
      saving = null;
    }
  })();
  await saving;
}

export function closeReport() {
  writeDraftNow();
  clearTimeout(timer);
  set({ ...empty });
  clearSetAsideView();
}

/**
 * Replaces the whole report with another copy of it (the officer applies a copy set aside on
 * this device): kept locally at once and saved over the current version like any change. False
 * when the report cannot be changed now, and nothing was replaced.
 */
export function replaceData(data: ReportData, provenance: ProvenanceMap): boolean {
  if (!get().definition || !canEdit(get())) return false;
  commit(data, provenance, {}, '');
  return true;
}

/** Shows or leaves the read-only preview; autosave of earlier changes goes on meanwhile. */
export function setPreviewing(previewing: boolean) {
  if (get().report) set({ previewing });
}

/** Going offline pauses saving; coming back saves what was kept on this device. */
export function watchConnectivity(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const offline = () => {
    const { report, saveState } = get();
    if (!report || saveState === 'readOnly') return;
    clearTimeout(timer);
    set({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
  };
  const online = () => {
    const { report, saveState, unsaved } = get();
    if (!report || saveState === 'readOnly') return;
    if (unsaved) void saveNow({ syncing: true });
    else set({ saveState: 'saved', message: '' });
  };
  target.addEventListener('offline', offline);
  target.addEventListener('online', online);
  return () => {
    target.removeEventListener('offline', offline);
    target.removeEventListener('online', online);
  };
}
