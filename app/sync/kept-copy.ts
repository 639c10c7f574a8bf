import type { ReportDocument } from '../../lib/api/schemas/report-document-schemas';
import type { DeviceCopy, MergedOverServer } from '../../lib/offline/merge-over-server';
import { keptReportOf, type LocalDraft } from '../local-db/local-records';

/** A kept copy's values as a merge takes them. */
export const deviceCopyOf = (draft: LocalDraft): DeviceCopy => ({
  data: draft.data,
  provenance: draft.provenance ?? {},
  conflicts: draft.conflicts ?? [],
});

/**
 * The kept copy after it merged over the server's `document`: its values and choices the merge's,
 * based on that version, the report as the server described it, still to be saved.
 */
export function mergedCopy(draft: LocalDraft, merged: MergedOverServer, document: ReportDocument): LocalDraft {
  return {
    ...draft,
    id: document.id,
    data: merged.data,
    provenance: merged.provenance,
    conflicts: merged.conflicts,
    base: merged.base,
    baseVersion: document.version,
    report: keptReportOf(document),
    dirty: true,
    savedAt: Date.now(),
  };
}
