import { getAt, type ReportData } from '../../../lib/forms/definition/paths';
import { mergeOverNewReport, mergeOverServer } from '../../../lib/offline/merge-over-server';
import { saveMergingStale } from '../../../lib/offline/stale-save';
import { failureKind, type SyncOutcome } from '../../../lib/offline/sync-policy';
import { keptReportOf, type SetAsideCopy } from '../../local-db/local-records';
import { KEPT_ASIDE, MERGED_AND_SAVED, NOT_SAVED, OFFLINE_MESSAGE, RETRIED_AUTOMATICALLY } from './report-state';
import type { ReportCore } from './report-core';

export interface SaveOptions {
  /** The save sends changes kept on this device (restored, merged or made offline). */
  syncing?: boolean;
  /** What the status says once it is saved. */
  doneMessage?: string;
}

/**
 * The open report's saves: over the version it was based on (optimistic concurrency), merged
 * with the server's newer copy when it moved on, created first when it was started on this
 * device. Nothing typed is dropped when a save fails.
 */
export function createSaver(core: ReportCore) {
  const { get, set, deps } = core;
  const { local, server, isOnline, timers } = deps;
  let saving: Promise<SyncOutcome> | null = null;

  const told = (id: number, outcome: SyncOutcome): SyncOutcome => {
    core.tell.synced(id, outcome);
    return outcome;
  };

  /**
   * A save was refused because the report was saved elsewhere meanwhile: the server's newer copy
   * is merged with the form's (against the copy both started from) and becomes the base, so the
   * merged data can be saved over it. False when the refusal was for another reason.
   */
  async function mergeWithServer(id: number, version: number): Promise<boolean> {
    const loaded = await server.load(id).catch(() => null);
    const current = get();
    if (!loaded || !core.base || current.report?.id !== id || loaded.document.version === version) return false;
    const { document, definition } = loaded;
    const merged = mergeOverServer(definition, core.base, current, document);
    if (!merged) return false;
    core.base = merged.base;
    set({
      report: keptReportOf(document),
      data: merged.data,
      provenance: merged.provenance,
      conflicts: merged.conflicts,
      unsaved: true,
    });
    core.writeDraftSoon(core.draftOf(id, document.version, true));
    core.deriveSoon();
    return true;
  }

  /**
   * A report started on this device reaches the server: it is created there (once, whatever
   * retries) and the editor goes on with the server's id, number and copy as its base.
   */
  async function createFirst(id: number): Promise<boolean> {
    await core.writeDraftNow();
    const document = await server.createFromDevice(id);
    const current = get();
    if (current.report?.id !== id || !current.definition) return false;
    // What was typed while the create travelled is merged too.
    const start = core.base ?? { formConfigurationId: document.formConfigurationId, data: {} };
    const merged = mergeOverNewReport(current.definition, start, current, document);
    core.base = merged.base;
    core.clientId = undefined;
    set({
      report: keptReportOf(document),
      data: merged.data,
      provenance: merged.provenance,
      conflicts: merged.conflicts,
    });
    core.writeDraftSoon(core.draftOf(document.id, document.version, true));
    core.tell.numbered(id, document.id);
    return true;
  }

  /**
   * The report was deleted (Delete won over this save): nothing can be saved any more, so the
   * form turns read-only with the reason, and what the officer typed is put aside on this device
   * rather than left in a draft of a report that no longer exists.
   */
  async function keepAsideOfGone(id: number, version: number, reason: string) {
    core.clearAutosave();
    await core.writeDraftNow();
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

  async function attempt(options: SaveOptions): Promise<SyncOutcome> {
    const started = get().report!;
    try {
      if (started.id < 0 && !(await createFirst(started.id))) return { ok: true };
    } catch (e) {
      return failed(started.id, e);
    }
    const id = get().report?.id;
    if (id === undefined) return { ok: true };
    let sent = get();
    const result = await saveMergingStale({
      save: () => {
        sent = get();
        const { report, data, provenance } = sent;
        return server.save({ id, version: report!.version, data, provenance });
      },
      describe: (e) => core.failureOf(e, NOT_SAVED),
      merge: async () => {
        if (!(await mergeWithServer(id, sent.report!.version))) return false;
        // The merged copy is what goes next: the workflow's actions judge its issues.
        core.checkNow();
        return true;
      },
    });
    // The officer may have closed this report, or opened another, while the save travelled.
    if (get().report?.id !== id) return { ok: true };
    if (!result.ok) return failed(id, result.error, sent.data);
    const { answer, merges } = result;
    const { report, data } = sent;
    const changedMeanwhile = get().data !== data;
    set({
      report: { ...get().report!, version: answer.version, status: answer.status, lastUpdated: answer.lastUpdated },
      saveState: changedMeanwhile ? 'dirty' : 'saved',
      unsaved: changedMeanwhile,
      message: merges ? MERGED_AND_SAVED : (options.doneMessage ?? ''),
      serverErrors: {},
    });
    // What was sent is now the server's copy at that version (but the fields the server sets).
    core.base = { formConfigurationId: report!.formConfigurationId, data };
    await core.writeDraftNow();
    await local.putDraft(core.draftOf(id, answer.version, changedMeanwhile)).catch(() => undefined);
    if (changedMeanwhile) core.scheduleSave();
    return { ok: true };
  }

  /** `sent` is the data the refused save carried, when it got as far as sending it. */
  async function failed(id: number, e: unknown, sent?: ReportData): Promise<SyncOutcome> {
    const failure = core.failureOf(e, NOT_SAVED);
    const kind = failureKind(failure);
    if (get().report?.id !== id) return { ok: false, kind, reason: failure.message };
    if (kind === 'gone') {
      await keepAsideOfGone(id, get().report!.version, failure.message);
      return { ok: false, kind, reason: failure.message };
    }
    set({
      saveState: 'failed',
      message: kind === 'retry' ? `${failure.message} ${RETRIED_AUTOMATICALLY}` : failure.message,
      serverErrors: Object.fromEntries(
        failure.fieldErrors
          .map((f) => [f.path.replace(/^payload\.data\./, ''), f.message] as const)
          // A value typed while the save travelled is not the one refused: its field waits for the next save.
          .filter(([path]) => !sent || getAt(sent, path) === getAt(get().data, path)),
      ),
    });
    return { ok: false, kind, reason: failure.message };
  }

  /** Saves the current data over the version it was based on; answers how it ended. */
  async function saveNow(options: SaveOptions = {}): Promise<SyncOutcome> {
    // A check waiting for a pause in typing runs now: the workflow's actions, which save first,
    // judge the issues of what is sent.
    core.checkNow();
    // Handed to the device before the request goes (not awaited: the save starts in this task).
    void core.writeDraftNow();
    if (saving) {
      const before = await saving;
      if (!get().unsaved) return before;
    }
    const { report, saveState } = get();
    if (!report || saveState === 'readOnly' || saveState === 'preview') return { ok: true };
    if (!isOnline()) {
      set({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
      return { ok: false, kind: 'retry', reason: OFFLINE_MESSAGE };
    }
    set({ saveState: options.syncing ? 'syncing' : 'saving' });
    const id = report.id;
    const running = attempt(options).finally(() => {
      saving = null;
    });
    saving = running;
    return told(get().report?.id ?? id, await running);
  }

  return { saveNow };
}
