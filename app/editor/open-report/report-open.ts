import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { withItemIds } from '../../../lib/forms/definition/item-ids';
import { conflictPath } from '../../../lib/forms/merge/merge-conflict';
import { sameValue } from '../../../lib/forms/merge/report-diff';
import { mergeOverServer } from '../../../lib/offline/merge-over-server';
import { failureKind } from '../../../lib/offline/sync-policy';
import { readOnlyReason } from '../../../lib/workflow/read-only-reason';
import { planTransition } from '../../../lib/workflow/transitions/transitions';
import { keptReportOf, type KeptReport, type LocalDraft, type SetAsideCopy } from '../../local-db/local-records';
import {
  FORM_NOT_KEPT_HERE,
  MERGED,
  MERGED_AND_SAVED,
  NOT_KEPT_HERE,
  NOT_OPENED,
  OFFLINE_MESSAGE,
  openingState,
  RESTORED,
  RESTORED_AND_SAVED,
} from './report-state';
import type { ReportCore } from './report-core';
import type { SaveOptions } from './report-save';

/** Loads of a report that may find the device's copy based on a newer version, before giving up. */
const STALE_LOAD_ATTEMPTS = 3;

/** The report as the workflow's rules see it, for whether the officer may edit it now. */
function workflowOf(report: KeptReport, definition: FormDefinition) {
  const lockInfo = report.formInstanceLockInfo;
  return {
    status: report.status,
    authorUserId: report.authorUser.id,
    lock: lockInfo
      ? { userId: lockInfo.lockingUser.id, createdAt: lockInfo.created, userName: lockInfo.lockingUser.name }
      : null,
    lockDurationHours: report.lockDurationHours ?? definition.lockDuration,
  };
}

/**
 * Opening a report: the server's copy, with what this device kept of it restored or merged, or,
 * when the server cannot be reached, the device's own copy.
 */
export function createOpener(
  core: ReportCore,
  saveNow: (options: SaveOptions) => Promise<unknown>,
  showSetAside: (id: number) => Promise<void>,
) {
  const { set, deps } = core;
  const { local, server, userId, timers, isOnline } = deps;

  function editPlan(report: KeptReport, definition: FormDefinition) {
    const workflow = workflowOf(report, definition);
    const user = userId();
    const now = timers.now();
    const plan = planTransition('edit', workflow, { id: user }, { now });
    return { ok: plan.ok, reason: plan.ok ? '' : readOnlyReason(plan, workflow, user, now) };
  }

  /**
   * The server's copy with this device's kept copy of it. A copy with unsaved changes on the same
   * version survives a crash or a reload. One on an older version (the report was saved meanwhile)
   * merges with the newer one field by field against the server copy it started from; a copy
   * without that base (kept by an older app) or on another form version is put aside and offered,
   * never dropped.
   */
  async function openFromServer(
    id: number,
    document: ReportDocument,
    definition: FormDefinition,
    lastLoad: boolean,
  ): Promise<'stale' | undefined> {
    const kept = await local.getDraft(id).catch(() => undefined);
    // The device's copy is based on a newer version than the one just loaded: a save of it in the
    // background (the device's sync after a sign-in) landed between the load and this read. After
    // the last load the server's answer stands (its database may have been restored from a backup).
    if (kept && kept.baseVersion > document.version && !lastLoad) return 'stale';
    const report = keptReportOf(document);
    const serverData = withItemIds(definition, document.data);
    const plan = editPlan(report, definition);
    const restored = kept?.dirty === true && kept.baseVersion === document.version ? kept : undefined;
    const merged =
      plan.ok && kept?.dirty && !restored && kept.base
        ? mergeOverServer(
            definition,
            kept.base,
            { data: kept.data, provenance: kept.provenance ?? {}, conflicts: kept.conflicts ?? [] },
            document,
          )
        : null;
    let setAside: SetAsideCopy | null = null;
    if (kept?.dirty && !restored && !merged && !sameValue(withItemIds(definition, kept.data), serverData)) {
      setAside = { ...kept, serverVersion: document.version };
      await local.moveAside(setAside).catch(() => undefined);
    }
    core.base = { formConfigurationId: report.formConfigurationId, data: serverData };
    const data = restored ? withItemIds(definition, restored.data) : (merged?.data ?? serverData);
    const provenance = restored
      ? (restored.provenance ?? document.provenance)
      : (merged?.provenance ?? document.provenance);
    // Choices not made before (on this copy) stay, where their field or item still is.
    const conflicts = merged
      ? merged.conflicts
      : (setAside ? [] : (kept?.conflicts ?? [])).filter((c) => conflictPath(data, c) !== null);
    if (merged) core.base = merged.base;
    const changed = plan.ok && !!(restored ?? merged);
    core.dirtySince = changed ? (kept?.dirtySince ?? null) : null;
    core.clientId = undefined;
    set({
      report,
      definition,
      data,
      provenance,
      setAside,
      conflicts,
      ...openingState(definition, data),
      saveState: plan.ok ? (changed ? 'dirty' : 'saved') : 'readOnly',
      unsaved: changed,
      message: plan.ok ? (restored ? RESTORED : merged ? MERGED : '') : plan.reason,
    });
    core.deriveSoon();
    if (!setAside) void showSetAside(id);
    // The device keeps a report the officer may edit as now known (its status, number and base),
    // so it opens offline; one they may only read is not kept.
    if (plan.ok) core.writeDraftSoon(core.draftOf(id, document.version, changed));
    // The notice outlives the sync (which can finish within a frame): the officer should see it.
    if (changed) await saveNow({ syncing: true, doneMessage: restored ? RESTORED_AND_SAVED : MERGED_AND_SAVED });
    else if (plan.ok && !isOnline()) set({ saveState: 'savingDisabled', message: OFFLINE_MESSAGE });
    return undefined;
  }

  /** The device's own copy, as last kept, when the server cannot be reached: saved when it can. */
  async function openFromDevice(id: number, why: string) {
    const kept: LocalDraft | undefined = await local.getDraft(id).catch(() => undefined);
    if (!kept?.report) return set({ loadError: why });
    const definition = await local.getForm(kept.report.formConfigurationId).catch(() => undefined);
    if (!definition) return set({ loadError: FORM_NOT_KEPT_HERE });
    const plan = editPlan(kept.report, definition);
    const data = withItemIds(definition, kept.data);
    core.base = kept.base ?? null;
    core.dirtySince = kept.dirty ? (kept.dirtySince ?? kept.savedAt) : null;
    core.clientId = kept.clientId;
    set({
      report: { ...kept.report, version: kept.baseVersion },
      definition,
      data,
      provenance: kept.provenance ?? {},
      conflicts: kept.conflicts ?? [],
      ...openingState(definition, data),
      saveState: plan.ok ? 'savingDisabled' : 'readOnly',
      unsaved: kept.dirty,
      message: plan.ok ? OFFLINE_MESSAGE : plan.reason,
    });
    core.deriveSoon();
    void showSetAside(id);
    // Opened offline but the connection is back by now: what it kept goes to the server.
    if (plan.ok && kept.dirty && isOnline()) await saveNow({ syncing: true });
  }

  return async function open(id: number) {
    try {
      // A report started on this device has no server copy until it is created there.
      if (id < 0 || !isOnline()) return await openFromDevice(id, NOT_KEPT_HERE);
      // Loaded again while the device knows a newer version than the one loaded (openFromServer).
      for (let attempt = 1; ; attempt++) {
        let loaded: { document: ReportDocument; definition: FormDefinition };
        try {
          loaded = await server.load(id);
        } catch (e) {
          const failure = core.failureOf(e, NOT_OPENED);
          if (failureKind(failure) !== 'retry') throw e;
          return await openFromDevice(id, failure.message);
        }
        const last = attempt === STALE_LOAD_ATTEMPTS;
        if ((await openFromServer(id, loaded.document, loaded.definition, last)) !== 'stale') return;
      }
    } catch (e) {
      set({ loadError: core.failureOf(e, NOT_OPENED).message });
    }
  };
}
