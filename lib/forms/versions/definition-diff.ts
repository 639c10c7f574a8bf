import { sameValue } from '../merge/report-diff';
import type { FormDefinition } from '../definition/definition-schema';
import { walkFields, walkSections } from '../definition/definition-walk';
import type { FieldDefinition } from '../definition/field-schema';

/** One difference between two versions of a form, in words a designer reads. */
export interface DefinitionChange {
  kind: 'added' | 'removed' | 'renamed' | 'changed';
  /** What changed: a field, a section, a UI rule, a completeness rule, or the form itself. */
  subject: 'field' | 'section' | 'uiRule' | 'completenessRule' | 'form';
  /** The definition path, the rule id, or the form setting. */
  path: string;
  /** What a designer calls it: the label of the field or section, the rule's message. */
  label: string;
  /** For a change: each attribute with its value before and after. */
  details: { attribute: string; before: unknown; after: unknown }[];
}

/** The words a designer reads for a change to a form model, in the designer's diff and the change log. */
export const definitionChangeWords = {
  kind: { added: 'Added', removed: 'Removed', renamed: 'Renamed', changed: 'Changed' },
  subject: {
    field: 'Field',
    section: 'Section',
    uiRule: 'UI rule',
    completenessRule: 'Completeness rule',
    form: 'Form setting',
  },
} as const satisfies {
  kind: Record<DefinitionChange['kind'], string>;
  subject: Record<DefinitionChange['subject'], string>;
};

/** The field attributes a designer changes and reads in a diff, in this order. */
const fieldAttributes: (keyof FieldDefinition)[] = [
  'label',
  'type',
  'codeListId',
  'options',
  'hidden',
  'readOnly',
  'maxLength',
  'minLength',
  'min',
  'max',
  'mask',
  'role',
  'personal',
  'help',
  'defaultFrom',
  'lookup',
];

const formSettings = ['name', 'type', 'lockDuration', 'mapBounds', 'attachmentLimits', 'attachmentTypes'] as const;

function attributeChanges<T extends object>(a: T, b: T, attributes: readonly (keyof T)[]) {
  return attributes
    .filter((k) => !sameValue(a[k], b[k]))
    .map((k) => ({ attribute: String(k), before: a[k], after: b[k] }));
}

/** The path a field had in `from` when `to` renamed it (its section's path with a former key). */
function formerPathIn(fromPaths: Set<string>, path: string, field: FieldDefinition): string | undefined {
  const base = path.slice(0, path.lastIndexOf('.') + 1);
  return (field.formerKeys ?? []).map((k) => `${base}${k}`).find((p) => fromPaths.has(p));
}

/**
 * What `to` changed of `from`: fields and sections added, removed, renamed (by `formerKeys`) or
 * changed; UI and completeness rules by id; the form's own settings. Sections come first, then
 * fields in the order of `to` (removed ones after), then rules, then settings.
 */
export function definitionDiff(from: FormDefinition, to: FormDefinition): DefinitionChange[] {
  const changes: DefinitionChange[] = [];

  const fromSections = new Map(walkSections(from).map((s) => [s.path, s.section]));
  const toSections = walkSections(to);
  for (const { path, section } of toSections) {
    const before = fromSections.get(path);
    if (!before) changes.push({ kind: 'added', subject: 'section', path, label: section.label, details: [] });
    else if (before.label !== section.label)
      changes.push({
        kind: 'changed',
        subject: 'section',
        path,
        label: section.label,
        details: [{ attribute: 'label', before: before.label, after: section.label }],
      });
  }
  const toSectionPaths = new Set(toSections.map((s) => s.path));
  for (const [path, section] of fromSections) {
    if (!toSectionPaths.has(path))
      changes.push({ kind: 'removed', subject: 'section', path, label: section.label, details: [] });
  }

  const fromFields = new Map(walkFields(from).map((w) => [w.path, w.field]));
  const fromPaths = new Set(fromFields.keys());
  const matched = new Set<string>();
  for (const { path, field } of walkFields(to)) {
    const before = fromFields.get(path);
    if (before) {
      matched.add(path);
      const details = attributeChanges(before, field, fieldAttributes);
      if (details.length) changes.push({ kind: 'changed', subject: 'field', path, label: field.label, details });
      continue;
    }
    const former = formerPathIn(fromPaths, path, field);
    if (former) {
      matched.add(former);
      const details = [
        { attribute: 'path', before: former, after: path },
        ...attributeChanges(fromFields.get(former) as FieldDefinition, field, fieldAttributes),
      ];
      changes.push({ kind: 'renamed', subject: 'field', path, label: field.label, details });
      continue;
    }
    changes.push({ kind: 'added', subject: 'field', path, label: field.label, details: [] });
  }
  for (const [path, field] of fromFields) {
    if (!matched.has(path)) changes.push({ kind: 'removed', subject: 'field', path, label: field.label, details: [] });
  }

  const rules = <R extends { id: string }>(
    subject: 'uiRule' | 'completenessRule',
    a: R[],
    b: R[],
    label: (r: R) => string,
  ) => {
    const before = new Map(a.map((r) => [r.id, r]));
    const after = new Set(b.map((r) => r.id));
    for (const rule of b) {
      const old = before.get(rule.id);
      if (!old) changes.push({ kind: 'added', subject, path: rule.id, label: label(rule), details: [] });
      else if (!sameValue(old, rule)) {
        const keys = [...new Set([...Object.keys(old), ...Object.keys(rule)])] as (keyof R)[];
        changes.push({
          kind: 'changed',
          subject,
          path: rule.id,
          label: label(rule),
          details: attributeChanges(old, rule, keys),
        });
      }
    }
    for (const rule of a) {
      if (!after.has(rule.id))
        changes.push({ kind: 'removed', subject, path: rule.id, label: label(rule), details: [] });
    }
  };
  rules('uiRule', from.uiRules, to.uiRules, (r) => `When ${r.when.path}`);
  rules('completenessRule', from.validationRules, to.validationRules, (r) => r.message);

  const settings = attributeChanges(from, to, formSettings);
  for (const d of settings)
    changes.push({ kind: 'changed', subject: 'form', path: d.attribute, label: d.attribute, details: [d] });
  return changes;
}
