import { definitionChangeWords, type DefinitionChange } from '../forms/versions/definition-diff';
import { changedFields, type FieldChange } from './admin-event-changes';

/** A save's event keeps this many changes: a model replaced whole is counted, not listed. */
export const MODEL_CHANGES_KEPT = 200;

/** What a form version's save adds to its admin event's after: the changes its model made. */
export function modelChangesForLog(changes: DefinitionChange[]) {
  const notListed = changes.length - MODEL_CHANGES_KEPT;
  return {
    modelChanges: changes.slice(0, MODEL_CHANGES_KEPT),
    ...(notListed > 0 ? { modelChangesNotListed: notListed } : {}),
  };
}

/** One change to a form model as lines of the change log: what it is, then before → after. */
function linesOf(c: DefinitionChange): FieldChange[] {
  const subject = definitionChangeWords.subject[c.subject];
  const named = c.subject === 'form' ? c.label : `${c.label} (${c.path})`;
  const key = `${c.subject}:${c.path}`;
  if (c.kind === 'added') return [{ field: key, title: `${subject} added`, after: named }];
  if (c.kind === 'removed') return [{ field: key, title: `${subject} removed`, before: named }];
  return c.details.map((d) => ({
    field: `${key}:${d.attribute}`,
    title:
      c.kind === 'renamed' && d.attribute === 'path'
        ? `${subject} ${c.label} renamed`
        : `${subject} ${named}: ${d.attribute}`,
    before: d.before,
    after: d.after,
  }));
}

/**
 * The lines of an administration change: its changed fields, and for a form version's save the
 * changes its model made (fields and sections added, removed, renamed or changed, rules, settings).
 */
export function eventChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChange[] {
  if (!after || !Array.isArray(after.modelChanges)) return changedFields(before, after);
  const { modelChanges, modelChangesNotListed, ...rest } = after;
  const more = typeof modelChangesNotListed === 'number' ? modelChangesNotListed : 0;
  return [
    ...changedFields(before, rest),
    ...(modelChanges as DefinitionChange[]).flatMap(linesOf),
    ...(more ? [{ field: 'modelChangesNotListed', title: 'Changes to the form model not listed', after: more }] : []),
  ];
}
