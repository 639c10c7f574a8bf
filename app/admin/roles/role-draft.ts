import type { RoleRow } from '../../../lib/api/schemas/role-schemas';
import type { FieldError } from '../../../lib/api/envelope';
import type { PermissionRule } from '../../../lib/auth/permissions/permission-rule';
import { parseConditionsText, ruleProblems, type RulePart } from '../../../lib/auth/permissions/rule-validation';

/** One rule as the editor holds it: the conditions as the JSON text typed. */
export interface RuleDraft {
  /**
   * Stable across edits, so React keeps each row's inputs while rows are added and removed: unique
   * among the role's rules (a new rule takes one past the highest, newRuleDraft).
   */
  key: number;
  actions: string[];
  subjects: string[];
  conditionsText: string;
  /** The fields a field rule allows, comma-separated; empty for the whole subject. */
  fieldsText: string;
  inverted: boolean;
  reason: string;
}

/** A role being edited; no id for a new one. */
export interface RoleDraft {
  id?: number;
  name: string;
  description: string;
  rules: RuleDraft[];
  /** The time the role was read, sent back with Save so a newer change is not overwritten. */
  updatedAt?: string;
}

const list = (v: string | string[]) => (Array.isArray(v) ? [...v] : [v]);

export function ruleDraft(rule?: PermissionRule, key = 1): RuleDraft {
  return {
    key,
    actions: rule ? list(rule.action) : [],
    subjects: rule ? list(rule.subject) : [],
    conditionsText: rule?.conditions ? JSON.stringify(rule.conditions) : '',
    fieldsText: rule?.fields ? list(rule.fields).join(', ') : '',
    inverted: rule?.inverted ?? false,
    reason: rule?.reason ?? '',
  };
}

/** An empty rule to add after `rules`. */
export const newRuleDraft = (rules: RuleDraft[]): RuleDraft =>
  ruleDraft(undefined, Math.max(0, ...rules.map((r) => r.key)) + 1);

export function roleDraft(row?: RoleRow): RoleDraft {
  if (!row) return { name: '', description: '', rules: [ruleDraft()] };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    rules: row.rules.map((r, i) => ruleDraft(r, i + 1)),
    updatedAt: row.updatedAt,
  };
}

/** Where a problem is shown: `<rule index>.<part>`. */
export const problemKey = (index: number, part: RulePart) => `${index}.${part}`;

/** The rule a draft stands for (one name stays a string, as the shipped roles write it). */
function ruleOf(d: RuleDraft, conditions: Record<string, unknown> | undefined): PermissionRule {
  const one = (v: string[]) => (v.length === 1 ? v[0]! : v);
  const fields = d.fieldsText
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return {
    action: one(d.actions),
    subject: one(d.subjects),
    ...(conditions && Object.keys(conditions).length ? { conditions } : {}),
    ...(fields.length ? { fields } : {}),
    ...(d.inverted ? { inverted: true } : {}),
    ...(d.reason.trim() ? { reason: d.reason.trim() } : {}),
  };
}

/**
 * The rules of the drafts, checked as the server checks them: `rules` holds each valid rule (the
 * preview shows those), `problems` each message by rule and part, and `valid` whether all are.
 */
export function checkDrafts(drafts: RuleDraft[]) {
  const problems = new Map<string, string>();
  const rules: (PermissionRule | null)[] = drafts.map((d, i) => {
    const parsed = parseConditionsText(d.conditionsText, d.subjects, i);
    if (parsed.problems.length) problems.set(problemKey(i, 'conditions'), parsed.problems.join(' '));
    const rule = ruleOf(d, parsed.conditions);
    const found = ruleProblems(rule, i).filter((p) => !(p.part === 'conditions' && parsed.problems.length));
    for (const p of found) {
      const key = problemKey(i, p.part);
      problems.set(key, problems.has(key) ? `${problems.get(key)} ${p.message}` : p.message);
    }
    return parsed.problems.length || found.length ? null : rule;
  });
  return { rules, problems, valid: problems.size === 0 };
}

/**
 * The server's field errors by where the editor shows them: rule parts by rule and part, the
 * name and description by their field, anything else under `rules`.
 */
export function fieldProblems(errors: readonly FieldError[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of errors) {
    const rule = /^payload\.rules\.(\d+)\.(\w+)$/.exec(e.path);
    const key = rule ? `${rule[1]}.${rule[2]}` : (/^payload\.(name|description)$/.exec(e.path)?.[1] ?? 'rules');
    out.set(key, out.has(key) ? `${out.get(key)} ${e.message}` : e.message);
  }
  return out;
}
