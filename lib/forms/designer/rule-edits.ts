import type { FormDefinition, Severity, UiRule } from '../definition/definition-schema';

/** The designer's changes to a definition's rules, each on a copy (see lib/forms/designer/field-edits.ts). */

/** Gives a completeness rule another message and, when given, another severity. */
export function setRuleMessage(
  definition: FormDefinition,
  id: string,
  message: string,
  severity?: Severity,
): FormDefinition {
  if (!message.trim()) throw new RangeError('A completeness message cannot be empty.');
  const copy = structuredClone(definition);
  const rule = copy.validationRules.find((r) => r.id === id);
  if (!rule) throw new RangeError(`There is no completeness rule ${id}.`);
  rule.message = message;
  if (severity) rule.severity = severity;
  return copy;
}

/** An id no UI rule of the definition has yet. */
export function newUiRuleId(definition: FormDefinition): string {
  const ids = new Set(definition.uiRules.map((r) => r.id));
  let n = definition.uiRules.length + 1;
  while (ids.has(`rule-${n}`)) n++;
  return `rule-${n}`;
}

/**
 * Puts a UI rule in the definition: in place of the rule with the same id (rules run in order, so
 * it keeps its place), else at the end.
 */
export function putUiRule(definition: FormDefinition, rule: UiRule): FormDefinition {
  const copy = structuredClone(definition);
  const at = copy.uiRules.findIndex((r) => r.id === rule.id);
  if (at >= 0) copy.uiRules[at] = structuredClone(rule);
  else copy.uiRules.push(structuredClone(rule));
  return copy;
}

export function removeUiRule(definition: FormDefinition, id: string): FormDefinition {
  const copy = structuredClone(definition);
  copy.uiRules = copy.uiRules.filter((r) => r.id !== id);
  return copy;
}
