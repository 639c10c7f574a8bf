import type { FormDefinition } from '../forms/definition/definition-schema';
import { walkFields } from '../forms/definition/definition-walk';
import type { FieldType } from '../forms/definition/field-schema';
import { expandPath, type ReportData } from '../forms/definition/paths';
import { ReportStatus, reportStatusName } from './report-status';

/**
 * The diagram and attachments are editable only in a Draft (status 0): what was reviewed must not
 * change under the reviewer. Null while the report is a
 * Draft, else why `part` ('Attachments', 'The diagram') cannot be changed.
 */
export function draftOnlyRefusal(part: string, status: number): string | null {
  if (status === ReportStatus.Draft) return null;
  return `${part} can only be changed while the report is a Draft; this report is ${reportStatusName(status)}.`;
}

/**
 * The server's side of the same rule on a save: outside a Draft, a save that changes the crash
 * diagram (or any field of the definition's Draft-only kinds) is refused; other fields may change
 * where the status allows editing (e.g. a Rejected report being fixed). Null when the save may go.
 */
export function draftOnlySaveRefusal(
  definition: FormDefinition,
  before: ReportData,
  after: ReportData,
  status: number,
): string | null {
  if (status === ReportStatus.Draft) return null;
  for (const { path, field } of walkFields(definition)) {
    const part = DRAFT_ONLY_PARTS[field.type];
    if (!part) continue;
    const was = expandPath(before, path).map((b) => b.value ?? null);
    const now = expandPath(after, path).map((b) => b.value ?? null);
    if (!sameJson(was, now)) return draftOnlyRefusal(part, status);
  }
  return null;
}

/** Field kinds that may change only in a Draft, by the words the refusal names them with. */
const DRAFT_ONLY_PARTS: Partial<Record<FieldType, string>> = {
  crashDiagram: 'The diagram',
  attachments: 'Attachments',
};

/** Equal as JSON, whatever the key order (PostgreSQL's jsonb gives keys back in its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
