import { conditionHolds } from '../definition/conditions';
import type { FormDefinition, UiRule } from '../definition/definition-schema';
import { walkFields } from '../definition/definition-walk';
import { bindPath, definitionPathOf, expandPath, getAt, matchesPattern, type ReportData } from '../definition/paths';

/** Which concrete sections and fields the UI rules hide or disable for this data. */
export interface UiState {
  hidden: Set<string>;
  disabled: Set<string>;
}

/**
 * Evaluates the declarative rules (hide/show/disable/enable) in order; a later rule about the
 * same target wins. set/clear are changes, not states: see effectsOfChange.
 */
export function evaluateUiRules(rules: UiRule[], data: ReportData): UiState {
  const state: UiState = { hidden: new Set(), disabled: new Set() };
  for (const rule of rules) {
    for (const trigger of expandPath(data, rule.when.path)) {
      if (!conditionHolds(rule.when, trigger.value)) continue;
      for (const action of rule.then) {
        const target = bindPath(action.target, trigger.indices);
        if (action.action === 'hide') state.hidden.add(target);
        else if (action.action === 'show') state.hidden.delete(target);
        else if (action.action === 'disable') state.disabled.add(target);
        else if (action.action === 'enable') state.disabled.delete(target);
      }
    }
  }
  return state;
}

/** Definition paths of the fields a definition hides outright (`hidden`), found once per definition. */
const hiddenFieldsOf = new WeakMap<FormDefinition, string[]>();

/**
 * What the definition and its UI rules hide and disable for this data: the rules first, then each
 * field the definition hides, which no rule shows again (a retired field stays retired).
 */
export function uiStateOf(definition: FormDefinition, data: ReportData): UiState {
  const state = evaluateUiRules(definition.uiRules, data);
  let hiddenFields = hiddenFieldsOf.get(definition);
  if (!hiddenFields) {
    hiddenFields = walkFields(definition)
      .filter((w) => w.field.hidden)
      .map((w) => w.path);
    hiddenFieldsOf.set(definition, hiddenFields);
  }
  for (const pattern of hiddenFields) {
    for (const { path } of expandPath(data, pattern)) state.hidden.add(path);
  }
  return state;
}

/** True when the path or one of its ancestors is in the set (checked without building arrays). */
function selfOrAncestorIn(set: Set<string>, path: string): boolean {
  if (set.size === 0) return false;
  for (let end = path.indexOf('.'); end !== -1; end = path.indexOf('.', end + 1)) {
    if (set.has(path.slice(0, end))) return true;
  }
  return set.has(path);
}

/** A field or section is hidden when it or any section around it is hidden. */
export function isHidden(state: UiState, path: string): boolean {
  return selfOrAncestorIn(state.hidden, path);
}

export function isDisabled(state: UiState, path: string): boolean {
  return selfOrAncestorIn(state.disabled, path);
}

/** True when the user can neither see nor change the field, so it cannot be required. */
export function isInactive(state: UiState, path: string): boolean {
  return isHidden(state, path) || isDisabled(state, path);
}

/**
 * A definition's rules that set or clear values, by the definition path of the field that sets
 * them off: a keystroke looks at the rules of its own field, not at every rule of the form.
 */
const changeRulesOf = new WeakMap<UiRule[], Map<string, UiRule[]>>();

function changeRules(rules: UiRule[], changedPath: string): UiRule[] {
  let byTrigger = changeRulesOf.get(rules);
  if (!byTrigger) {
    byTrigger = new Map();
    for (const rule of rules) {
      if (!rule.then.some((a) => a.action === 'set' || a.action === 'clear')) continue;
      // A literal index in a trigger (Units.0.X) files it with the pattern; matchesPattern decides.
      const key = definitionPathOf(rule.when.path);
      const list = byTrigger.get(key);
      if (list) list.push(rule);
      else byTrigger.set(key, [rule]);
    }
    changeRulesOf.set(rules, byTrigger);
  }
  return byTrigger.get(definitionPathOf(changedPath)) ?? [];
}

/** The values set/clear rules write when the field at `changedPath` takes its current value. */
export function effectsOfChange(
  rules: UiRule[],
  data: ReportData,
  changedPath: string,
): { path: string; value: string }[] {
  const writes: { path: string; value: string }[] = [];
  for (const rule of changeRules(rules, changedPath)) {
    if (!matchesPattern(changedPath, rule.when.path)) continue;
    if (!conditionHolds(rule.when, getAt(data, changedPath))) continue;
    const indices = changedPath
      .split('.')
      .filter((_, i) => rule.when.path.split('.')[i] === '*')
      .map(Number);
    for (const action of rule.then) {
      if (action.action === 'set') writes.push({ path: bindPath(action.target, indices), value: action.value ?? '' });
      if (action.action === 'clear') writes.push({ path: bindPath(action.target, indices), value: '' });
    }
  }
  return writes;
}
