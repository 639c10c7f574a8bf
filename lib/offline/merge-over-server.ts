import type { ReportDocument } from '../api/schemas/report-document-schemas';
import type { FormDefinition } from '../forms/definition/definition-schema';
import { withItemIds } from '../forms/definition/item-ids';
import { conflictPath, type MergeConflict } from '../forms/merge/merge-conflict';
import type { ReportData } from '../forms/definition/paths';
import type { ProvenanceMap } from '../forms/report-data/provenance';
import { mergeReports } from '../forms/merge/report-merge';

/** The server's copy a device's changes started from, and its form version. */
export interface MergeBase {
  formConfigurationId: number;
  data: ReportData;
}

/** A device's copy of a report: its values, where they came from and the choices still open. */
export interface DeviceCopy {
  data: ReportData;
  provenance: ProvenanceMap;
  conflicts: readonly MergeConflict[];
}

export interface MergedOverServer extends DeviceCopy {
  /** The server's copy merged with: the base of the next merge. */
  base: MergeBase;
  conflicts: MergeConflict[];
}

/** Who saved the server's side of a merge, and when, as its conflicts tell the officer. */
export const savedByOf = (serverCopy: Pick<ReportDocument, 'lastUpdatedBy' | 'lastUpdated'>) => ({
  by: serverCopy.lastUpdatedBy ?? null,
  at: serverCopy.lastUpdated,
});

/**
 * The device's changes merged with the server's newer copy of the report, field by field against
 * the copy both started from (the editor's open report and the background sync alike). Null when
 * they cannot merge: the report moved to another form version meanwhile, so its fields are not
 * the base's; the caller then keeps the device's copy aside.
 */
export function mergeOverServer(
  definition: FormDefinition,
  base: MergeBase,
  mine: DeviceCopy,
  serverCopy: ReportDocument,
): MergedOverServer | null {
  if (serverCopy.formConfigurationId !== base.formConfigurationId) return null;
  // Items written before they had ids get their place's, as the server gives them on save.
  const theirs = withItemIds(definition, serverCopy.data);
  const merged = mergeReports(definition, base.data, mine.data, theirs, {
    mineProvenance: mine.provenance,
    theirsProvenance: serverCopy.provenance,
  });
  const savedBy = savedByOf(serverCopy);
  // Choices not made before stay, where their field or item still is.
  const conflicts = [...mine.conflicts, ...merged.conflicts.map((c) => ({ ...c, server: savedBy }))].filter(
    (c) => conflictPath(merged.data, c) !== null,
  );
  return {
    data: merged.data,
    provenance: merged.provenance,
    conflicts,
    base: { formConfigurationId: serverCopy.formConfigurationId, data: theirs },
  };
}

/**
 * A report started on this device, merged over the new report the server created for it: the
 * values only the server fills (the profile's default location) arrive where the officer left
 * the start's value, and everywhere else the officer's value stands, without a choice to make
 * (the server's new report is no one's edit).
 */
export function mergeOverNewReport(
  definition: FormDefinition,
  start: MergeBase,
  mine: DeviceCopy,
  serverCopy: ReportDocument,
): MergedOverServer {
  const merged = mergeOverServer(definition, start, { ...mine, conflicts: [] }, serverCopy);
  const base = { formConfigurationId: serverCopy.formConfigurationId, data: withItemIds(definition, serverCopy.data) };
  return merged
    ? { ...merged, conflicts: [...mine.conflicts] }
    : { data: mine.data, provenance: mine.provenance, conflicts: [...mine.conflicts], base };
}
