import { describe, expect, it } from 'vitest';
import { vehicleCrashReport } from '../forms/vehicle-crash-report';
import type { FormDefinition } from '../forms/definition/definition-schema';
import { walkFields } from '../forms/definition/definition-walk';
import { definitionDiff } from '../forms/versions/definition-diff';
import { eventChanges, MODEL_CHANGES_KEPT, modelChangesForLog } from './form-model-changes';

const before = { title: 'Vehicle Crash Report', version: '1.1', isPublished: false, disabled: false };

/** The seeded form with its first field relabelled and its first UI rule removed. */
function edited(): FormDefinition {
  const model = structuredClone(vehicleCrashReport) as FormDefinition;
  const [first] = walkFields(model);
  first!.field.label = 'Agency case number';
  model.uiRules.shift();
  return model;
}

describe('the change log of a form version’s save', () => {
  it('lists what the model changed, before and after, where the version’s own fields did not change', () => {
    const changes = definitionDiff(vehicleCrashReport as FormDefinition, edited());
    const [first] = walkFields(vehicleCrashReport as FormDefinition);
    const lines = eventChanges(before, { ...before, ...modelChangesForLog(changes) });
    expect(lines).toContainEqual({
      field: `field:${first!.path}:label`,
      title: `Field Agency case number (${first!.path}): label`,
      before: first!.field.label,
      after: 'Agency case number',
    });
    const rule = (vehicleCrashReport as FormDefinition).uiRules[0]!;
    expect(lines).toContainEqual({
      field: `uiRule:${rule.id}`,
      title: 'UI rule removed',
      before: `When ${rule.when.path} (${rule.id})`,
    });
    expect(lines).toHaveLength(2);
  });

  it('lists nothing for a save that changed nothing, and fields as before for any other event', () => {
    expect(eventChanges(before, { ...before, ...modelChangesForLog([]) })).toEqual([]);
    expect(eventChanges({ name: 'Officer' }, { name: 'Patrol officer' })).toEqual([
      { field: 'name', before: 'Officer', after: 'Patrol officer' },
    ]);
  });

  it('keeps a bounded number of changes and counts the rest', () => {
    const many = Array.from({ length: MODEL_CHANGES_KEPT + 5 }, (_, i) => ({
      kind: 'added' as const,
      subject: 'field' as const,
      path: `Extra.F${i}`,
      label: `F${i}`,
      details: [],
    }));
    const kept = modelChangesForLog(many);
    expect(kept.modelChanges).toHaveLength(MODEL_CHANGES_KEPT);
    const lines = eventChanges(before, { ...before, ...kept });
    expect(lines.at(-1)).toEqual({
      field: 'modelChangesNotListed',
      title: 'Changes to the form model not listed',
      after: 5,
    });
    expect(lines[0]).toEqual({ field: 'field:Extra.F0', title: 'Field added', after: 'F0 (Extra.F0)' });
  });
});
