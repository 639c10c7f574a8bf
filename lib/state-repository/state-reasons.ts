import type { StateReason } from '../api/schemas/report-document-schemas';
import type { FormDefinition } from '../forms/definition/definition-schema';
import { walkFields } from '../forms/definition/definition-walk';
import { matchesPattern } from '../forms/definition/paths';

/** The open report as far as the state's refusal goes (Report/Get's answer). */
export interface RefusedReport {
  isSupplement: boolean;
  errorMessages?: StateReason[] | undefined;
  originalReport?:
    { id: number; caseNumber: string | null; errorMessages?: StateReason[] | undefined } | null | undefined;
}

/**
 * The state's refusal an open report answers: its own, when the state refused this very report
 * (a supplement then corrects it), else its original's, when it is the supplement correcting one.
 * `atFields` says whether each reason is shown at its field too: only where it can be corrected,
 * in the supplement; the refused report itself is no longer edited.
 */
export interface StateRefusal {
  reasons: StateReason[];
  ofOriginal: boolean;
  atFields: boolean;
}

export function stateRefusalOf(report: RefusedReport): StateRefusal | null {
  if (report.errorMessages?.length) return { reasons: report.errorMessages, ofOriginal: false, atFields: false };
  const original = report.isSupplement ? report.originalReport?.errorMessages : undefined;
  if (original?.length) return { reasons: original, ofOriginal: true, atFields: true };
  return null;
}

/**
 * The label of the form's field at a concrete data path ("Units.0.Driver.DRIVERLICNBRTXT"), or
 * null when the form has no such field: such a reason is listed, with no way to a field.
 */
export function reasonFieldLabel(definition: FormDefinition, path: string | null): string | null {
  if (!path) return null;
  return walkFields(definition).find((w) => matchesPattern(path, w.path))?.field.label ?? null;
}

/** The reasons to show at one field (its concrete data path). */
export function reasonsAtField(refusal: StateRefusal | null, path: string): StateReason[] {
  if (!refusal?.atFields) return [];
  return refusal.reasons.filter((r) => r.field === path);
}
