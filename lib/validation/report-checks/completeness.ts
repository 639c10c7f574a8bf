import { conditionHolds } from '../../forms/definition/conditions';
import type { FormDefinition, ValidationRule } from '../../forms/definition/definition-schema';
import { bindPath, expandPath, getAt, isEmptyValue, type ReportData } from '../../forms/definition/paths';
import { uiStateOf, isInactive, type UiState } from '../../forms/report-data/ui-state';
import { formDateToIso } from '../../format/dates';
import { stateDateOf } from '../../search/search-criteria';
import { customChecks, type CheckContext } from './custom-checks';
import type { ValidationIssue } from './issue';

type Condition = NonNullable<ValidationRule['when']>;

/**
 * Many rules share one condition (every vehicle field asks "is this unit a motor vehicle?"), so
 * each condition is evaluated once per item during a check.
 */
function conditionCache(data: ReportData) {
  const cache = new Map<Condition, Map<string, boolean>>();
  return (rule: ValidationRule, indices: number[]): boolean => {
    const when = rule.when;
    if (!when) return true;
    let byItem = cache.get(when);
    if (!byItem) cache.set(when, (byItem = new Map()));
    const key = indices.join(',');
    let holds = byItem.get(key);
    if (holds === undefined) {
      holds = conditionHolds(when, getAt(data, bindPath(when.path, indices)));
      byItem.set(key, holds);
    }
    return holds;
  };
}

/**
 * The completeness check (see docs/rules/completeness.md): every rule of the definition against the data.
 * Hidden or disabled fields are never required (a hidden CMV section asks for nothing).
 * Errors block submission; warnings do not.
 */
export function checkCompleteness(
  definition: FormDefinition,
  data: ReportData,
  // The editor has just worked this out for the same data; passing it saves the work per keystroke.
  ui: UiState = uiStateOf(definition, data),
  now: Date = new Date(),
): ValidationIssue[] {
  const ctx: CheckContext = { definition, data, ui };
  const issues: ValidationIssue[] = [];
  const ruleApplies = conditionCache(data);
  for (const rule of definition.validationRules) {
    if (rule.kind === 'custom') {
      const check = rule.check ? customChecks[rule.check] : undefined;
      if (!check) throw new Error(`Validation rule ${rule.id} names an unknown check "${rule.check}".`);
      issues.push(...check(ctx, rule));
      continue;
    }
    for (const { path, indices, value } of expandPath(data, rule.path)) {
      if (isInactive(ui, path) || !ruleApplies(rule, indices)) continue;
      if (rule.kind === 'dateNotAfter') {
        if (dateIsAfter(data, rule, value, indices, now))
          issues.push({ path, severity: rule.severity, message: rule.message });
        continue;
      }
      const missing =
        rule.kind === 'required' ? isEmptyValue(value) : (Array.isArray(value) ? value.length : 0) < (rule.count ?? 1);
      if (missing) issues.push({ path, severity: rule.severity, message: rule.message });
    }
  }
  return issues;
}

/**
 * A date later than the one its rule names (today in the state's time zone, or another date of
 * the report). A date not yet complete is the value check's business: no order is claimed for it.
 */
function dateIsAfter(data: ReportData, rule: ValidationRule, value: unknown, indices: number[], now: Date): boolean {
  const date = typeof value === 'string' ? formDateToIso(value) : null;
  if (!date || !rule.than) return false;
  if (rule.than === 'today') return date > stateDateOf(now);
  const other = getAt(data, bindPath(rule.than, indices));
  const limit = typeof other === 'string' ? formDateToIso(other) : null;
  return limit !== null && date > limit;
}

export const hasErrors = (issues: ValidationIssue[]) => issues.some((i) => i.severity === 'error');
