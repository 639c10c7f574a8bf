import { mappingWithout } from '../../exchange/mapping-edits';
import type { FormDefinition, SectionDefinition, ValidationRule } from '../definition/definition-schema';
import type { FieldDefinition } from '../definition/field-schema';

/**
 * The designer's common changes to a form definition, each on a copy: the input is never changed,
 * so the designer keeps the stored model beside the edited one (the dirty mark). Paths are
 * definition paths (`Units.*.Driver.NAMELASTTXT`, `Units.*.Driver`). Each throws a RangeError
 * saying what is wrong when the path names nothing or the change would break the definition.
 */

/** The section at a definition path in `definition` (a copy being edited), or null. */
export function sectionAtPath(definition: FormDefinition, path: string): SectionDefinition | null {
  const keys = path.split('.').filter((k) => k !== '*');
  let sections = definition.sections;
  let found: SectionDefinition | null = null;
  for (const key of keys) {
    found = sections.find((s) => s.key === key) ?? null;
    if (!found) return null;
    sections = found.sections ?? [];
  }
  return found;
}

/** Splits a field's definition path into its section's path and its key. */
function splitFieldPath(path: string): { sectionPath: string; key: string } {
  const at = path.lastIndexOf('.');
  if (at <= 0) throw new RangeError(`${path} is not the path of a field (fields live in sections).`);
  return { sectionPath: path.slice(0, at), key: path.slice(at + 1) };
}

function fieldIn(definition: FormDefinition, path: string): { section: SectionDefinition; index: number } {
  const { sectionPath, key } = splitFieldPath(path);
  const section = sectionAtPath(definition, sectionPath);
  const index = section?.fields.findIndex((f) => f.key === key) ?? -1;
  if (!section || index < 0) throw new RangeError(`There is no field ${path}.`);
  return { section, index };
}

/** The field at a definition path, or null. */
export function fieldAtPath(definition: FormDefinition, path: string): FieldDefinition | null {
  try {
    const { section, index } = fieldIn(definition, path);
    return section.fields[index] ?? null;
  } catch {
    return null;
  }
}

/** A definition path names `target` itself or something inside it. */
const touches = (path: string, target: string) => path === target || path.startsWith(`${target}.`);

/** Adds a field to a section, at `index` (the end when not given). */
export function addField(
  definition: FormDefinition,
  sectionPath: string,
  field: FieldDefinition,
  index?: number,
): FormDefinition {
  const copy = structuredClone(definition);
  const section = sectionAtPath(copy, sectionPath);
  if (!section) throw new RangeError(`There is no section ${sectionPath}.`);
  if (section.fields.some((f) => f.key === field.key) || section.sections?.some((s) => s.key === field.key)) {
    throw new RangeError(`Section ${sectionPath} already has ${field.key}.`);
  }
  section.fields.splice(index ?? section.fields.length, 0, structuredClone(field));
  return copy;
}

/**
 * Removes a field and every rule about it: completeness rules on it or conditioned on it, UI
 * rules triggered by it, UI rule actions aimed at it (a rule left without actions goes too), and
 * its place in the exchange mapping.
 */
export function removeField(definition: FormDefinition, path: string): FormDefinition {
  const copy = structuredClone(definition);
  const { section, index } = fieldIn(copy, path);
  const key = section.fields[index]?.key;
  section.fields.splice(index, 1);
  for (const f of section.fields) if (f.parentField === key) delete f.parentField;
  copy.validationRules = copy.validationRules.filter(
    (r) =>
      !touches(r.path, path) &&
      !(r.when && touches(r.when.path, path)) &&
      !(r.than && r.than !== 'today' && touches(r.than, path)),
  );
  copy.uiRules = copy.uiRules
    .filter((r) => !touches(r.when.path, path))
    .map((r) => ({ ...r, then: r.then.filter((a) => !touches(a.target, path)) }))
    .filter((r) => r.then.length > 0);
  if (copy.exchange !== undefined) copy.exchange = mappingWithout(copy.exchange, path);
  return copy;
}

/** Moves a field up (-1) or down (+1) among its section's fields; at either end nothing moves. */
export function moveField(definition: FormDefinition, path: string, offset: -1 | 1): FormDefinition {
  const copy = structuredClone(definition);
  const { section, index } = fieldIn(copy, path);
  const to = index + offset;
  if (to < 0 || to >= section.fields.length) return copy;
  const [field] = section.fields.splice(index, 1);
  section.fields.splice(to, 0, field as FieldDefinition);
  return copy;
}

/** Gives a field or a section another label (what the officer reads; its key and data stay). */
export function relabel(definition: FormDefinition, path: string, label: string): FormDefinition {
  if (!label.trim()) throw new RangeError('A label cannot be empty.');
  const copy = structuredClone(definition);
  const section = sectionAtPath(copy, path);
  if (section && fieldAtPath(copy, path) === null) {
    section.label = label;
    return copy;
  }
  const { section: holder, index } = fieldIn(copy, path);
  (holder.fields[index] as FieldDefinition).label = label;
  return copy;
}

/** The id of the completeness rule that makes a field required. */
export const requiredRuleId = (path: string) => `required:${path}`;

/** The rule that makes the field at `path` required, unconditionally, if there is one. */
export function requiredRuleOf(definition: FormDefinition, path: string): ValidationRule | undefined {
  return definition.validationRules.find((r) => r.kind === 'required' && r.path === path && !r.when);
}

/**
 * Makes a field required (an error-level completeness rule with `message`) or optional again
 * (its unconditional required rule removed; conditional ones, which say when, are kept).
 */
export function setRequired(
  definition: FormDefinition,
  path: string,
  required: boolean,
  message?: string,
): FormDefinition {
  const copy = structuredClone(definition);
  const { section, index } = fieldIn(copy, path);
  const existing = requiredRuleOf(copy, path);
  if (required && !existing) {
    const label = (section.fields[index] as FieldDefinition).label;
    copy.validationRules.push({
      id: requiredRuleId(path),
      kind: 'required',
      path,
      severity: 'error',
      message: message?.trim() || `${label} is required.`,
    });
  }
  if (!required && existing) copy.validationRules = copy.validationRules.filter((r) => r !== existing);
  return copy;
}

/** Hides a field from the editor, preview and print (its values stay), or shows it again. */
export function setHidden(definition: FormDefinition, path: string, hidden: boolean): FormDefinition {
  const copy = structuredClone(definition);
  const { section, index } = fieldIn(copy, path);
  const field = section.fields[index] as FieldDefinition;
  if (hidden) field.hidden = true;
  else delete field.hidden;
  return copy;
}
