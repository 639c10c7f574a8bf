import type { ReportDocument } from '../../lib/api/schemas/report-document-schemas';
import type { FormDefinition } from '../../lib/forms/definition/definition-schema';
import type { ReportData } from '../../lib/forms/definition/paths';
import type { ProvenanceMap } from '../../lib/forms/report-data/provenance';
import { mergeOverServer } from '../../lib/offline/merge-over-server';
import { saveMergingStale } from '../../lib/offline/stale-save';
import { failureKind, type SyncFailure, type SyncOutcome } from '../../lib/offline/sync-policy';

type SyncRefusal = Extract<SyncOutcome, { ok: false }>;
import type { LocalDraft, SetAsideCopy } from '../local-db/local-records';
import { deviceCopyOf, mergedCopy } from './kept-copy';

export const MOVED_ASIDE =
  'The report moved to another form version meanwhile: your changes are kept on this device and offered when you open it.';

/** What a background save needs: the device's copies and the server. */
export interface BackgroundSaveDeps {
  getDraft(id: number): Promise<LocalDraft | undefined>;
  putDraft(draft: LocalDraft): Promise<unknown>;
  moveAside(copy: SetAsideCopy): Promise<void>;
  load(id: number): Promise<{ document: ReportDocument; definition: FormDefinition }>;
  save(input: {
    id: number;
    version: number;
    data: ReportData;
    provenance: ProvenanceMap;
  }): Promise<{ version: number; status: number; lastUpdated: string }>;
  /** What a failed call says: its message, and its code and status for failureKind. */
  describe(error: unknown): SyncFailure & { message: string };
}

/**
 * Saves a report's copy kept on this device while it is not open in the editor: over the version
 * it was based on; when the server moved on, merged with the newer copy field by field (conflicts
 * kept with the copy, shown when the officer opens it) and sent again. The copy is written back
 * only when it did not change meanwhile (the officer opened it and typed: the editor saves that).
 */
export async function saveInBackground(id: number, deps: BackgroundSaveDeps): Promise<SyncOutcome> {
  let draft: LocalDraft | undefined;
  const result = await saveMergingStale({
    save: async () => {
      draft = await deps.getDraft(id);
      if (!draft?.dirty) return null;
      return deps.save({ id, version: draft.baseVersion, data: draft.data, provenance: draft.provenance ?? {} });
    },
    describe: deps.describe,
    merge: () => mergeKept(draft!, deps),
  });
  if (!result.ok) {
    if (result.kind === 'gone' && draft) await deps.moveAside({ ...draft, serverVersion: draft.baseVersion });
    return { ok: false, kind: result.kind, reason: result.reason };
  }
  const answer = result.answer;
  if (!answer || !draft) return { ok: true };
  const now = await deps.getDraft(id);
  if (now?.savedAt !== draft.savedAt) return { ok: true };
  const { dirtySince: _dirtySince, ...clean } = draft;
  await deps.putDraft({
    ...clean,
    dirty: false,
    baseVersion: answer.version,
    savedAt: Date.now(),
    ...(draft.base ? { base: { formConfigurationId: draft.base.formConfigurationId, data: draft.data } } : {}),
    ...(draft.report
      ? {
          report: { ...draft.report, version: answer.version, status: answer.status, lastUpdated: answer.lastUpdated },
        }
      : {}),
  });
  return { ok: true };
}

/** The kept copy merged with the server's newer one (true), or why it could not be. */
async function mergeKept(draft: LocalDraft, deps: BackgroundSaveDeps): Promise<true | SyncRefusal> {
  let loaded: { document: ReportDocument; definition: FormDefinition };
  try {
    loaded = await deps.load(draft.id);
  } catch (e) {
    const failure = deps.describe(e);
    return { ok: false, kind: failureKind(failure), reason: failure.message };
  }
  const { document, definition } = loaded;
  const merged = draft.base ? mergeOverServer(definition, draft.base, deviceCopyOf(draft), document) : null;
  if (!merged) {
    await deps.moveAside({ ...draft, serverVersion: document.version });
    return { ok: false, kind: 'refused', reason: MOVED_ASIDE };
  }
  await deps.putDraft(mergedCopy(draft, merged, document));
  return true;
}
