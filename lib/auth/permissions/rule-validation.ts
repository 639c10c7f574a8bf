import { z } from 'zod/mini';
import { actionAliases, actions, buildAbility, interpolateRules, subjects } from './ability';
import type { PermissionRule } from './permission-rule';
import {
  commonFields,
  conditionOperators,
  reportConditionOperators,
  restrictableFields,
  userPlaceholders,
  type FieldKind,
} from './subject-fields';

/** A role holds at most this many rules: enough for any role, few enough to read and to check quickly. */
export const MAX_RULES_PER_ROLE = 100;
/** A rule's reason (shown to whoever an inverted rule refuses) is at most this long. */
export const MAX_RULE_REASON_LENGTH = 500;

/** The parts of a rule a problem is about; `rule` is the rule as a whole. */
export type RulePart = 'rule' | 'action' | 'subject' | 'conditions' | 'fields' | 'inverted' | 'reason';

export interface RuleProblem {
  /** The rule's index in the role (0 for the first); null for the rules as a whole. */
  index: number | null;
  part: RulePart;
  /** Names the rule by its number as people count ("Rule 3: ..."). */
  message: string;
}

const actionNames: readonly string[] = [...actions, ...Object.keys(actionAliases)];
const subjectNames: readonly string[] = subjects;
const ruleKeys = new Set(['action', 'subject', 'conditions', 'fields', 'inverted', 'reason']);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (v: unknown) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v));
const namesOf = (value: unknown): string[] | null => {
  if (typeof value === 'string' && value) return [value];
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v)) {
    return value as string[];
  }
  return null;
};

/**
 * What is wrong with one condition value of `field` (of kind `kind`): a literal of that kind,
 * a `${user.*}` placeholder of that kind, null, or an object of supported operators.
 */
function valueProblems(field: string, kind: FieldKind, value: unknown, operators: readonly string[]): string[] {
  const literal = (v: unknown, where: string): string[] => {
    if (v === null) return [];
    if (typeof v === 'string' && v.includes('${')) {
      const placeholderKind = userPlaceholders[v];
      if (!placeholderKind) {
        return [
          `${where} uses an unknown placeholder ${shown(v)} (known: ${Object.keys(userPlaceholders).join(', ')})`,
        ];
      }
      return placeholderKind === kind ? [] : [`${where} expects a ${kind}, but ${v} is a ${placeholderKind}`];
    }
    if (typeof v !== kind) return [`${where} expects a ${kind}, not ${shown(v)}`];
    return [];
  };
  if (Array.isArray(value)) return [`${field} cannot be a list; write {"$in": [...]} for one of several values`];
  if (!isPlainObject(value)) return literal(value, field);
  const keys = Object.keys(value);
  if (keys.length === 0) return [`${field} has an empty operator object`];
  return keys.flatMap((op) => {
    const v = value[op];
    const where = `${field} ${op}`;
    if (!operators.includes(op)) {
      return [`${field} uses the unsupported operator ${shown(op)} (supported: ${operators.join(', ')})`];
    }
    if (op === '$in' || op === '$nin') {
      if (!Array.isArray(v)) return [`${where} expects a list of values`];
      return v.flatMap((item) =>
        isPlainObject(item) || Array.isArray(item) ? [`${where} lists a non-literal value`] : literal(item, where),
      );
    }
    if (op === '$exists') return typeof v === 'boolean' ? [] : [`${where} expects true or false`];
    if (v === null && op !== '$eq' && op !== '$ne') return [`${where} cannot compare with null`];
    return isPlainObject(v) || Array.isArray(v) ? [`${where} expects a single value`] : literal(v, where);
  });
}

/** What is wrong with a rule's conditions for these subjects, without the "Rule n:" prefix. */
export function conditionsProblems(conditions: unknown, ruleSubjects: readonly string[]): string[] {
  if (conditions === undefined) return [];
  if (!isPlainObject(conditions))
    return ['conditions must be a JSON object such as {"agencyOri": "${user.agencyOri}"}'];
  const keys = Object.keys(conditions);
  if (keys.length === 0) return [];
  if (ruleSubjects.includes('all')) return ["conditions cannot be used with subject 'all'; name the subjects instead"];
  const fields = commonFields(ruleSubjects);
  const operators = ruleSubjects.includes('Report') ? reportConditionOperators : conditionOperators;
  const fieldList = Object.keys(fields).join(', ') || 'none';
  const owner = ruleSubjects.length === 1 ? ruleSubjects[0] : `the subjects ${ruleSubjects.join(', ')} together`;
  return keys.flatMap((field) => {
    if (field.startsWith('$'))
      return [`the operator ${shown(field)} cannot stand for a field (fields of ${owner}: ${fieldList})`];
    const kind = fields[field];
    if (!kind) return [`${owner} has no field ${shown(field)} (fields: ${fieldList})`];
    return valueProblems(field, kind, conditions[field], operators);
  });
}

/** CASL itself compiles the rule's conditions: anything the checks above let through and it refuses. */
function compileProblem(rule: PermissionRule): string | null {
  try {
    const ability = buildAbility(interpolateRules([rule], { id: 1, agencyOri: 'X' }));
    const [action] = namesOf(rule.action) ?? [];
    const [subject] = namesOf(rule.subject) ?? [];
    for (const compiled of ability.rulesFor(action ?? '', subject ?? '')) void compiled.ast;
    return null;
  } catch (error) {
    return `CASL cannot use these conditions (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Every problem of one rule, each naming the rule by its number. */
export function ruleProblems(rule: unknown, index: number): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (part: RulePart, message: string) =>
    problems.push({ index, part, message: `Rule ${index + 1}: ${message}` });
  if (!isPlainObject(rule)) {
    add('rule', 'a rule must be an object with an action and a subject');
    return problems;
  }
  for (const key of Object.keys(rule)) if (!ruleKeys.has(key)) add('rule', `unknown key ${shown(key)}`);

  const ruleActions = namesOf(rule.action);
  if (!ruleActions) add('action', 'choose at least one action');
  for (const a of ruleActions ?? []) if (!actionNames.includes(a)) add('action', `unknown action ${shown(a)}`);

  const ruleSubjects = namesOf(rule.subject);
  if (!ruleSubjects) add('subject', 'choose at least one subject');
  for (const s of ruleSubjects ?? []) if (!subjectNames.includes(s)) add('subject', `unknown subject ${shown(s)}`);

  if (ruleSubjects && ruleSubjects.every((s) => subjectNames.includes(s))) {
    for (const message of conditionsProblems(rule.conditions, ruleSubjects)) add('conditions', message);
  } else if (rule.conditions !== undefined && !isPlainObject(rule.conditions)) {
    add('conditions', 'conditions must be a JSON object');
  }
  if (rule.fields !== undefined) {
    const names = namesOf(rule.fields);
    const allowed = restrictableFields(ruleSubjects ?? []);
    if (!names) add('fields', 'fields must name at least one field');
    for (const f of names ?? []) {
      if (!allowed.includes(f)) add('fields', `unknown field ${shown(f)} (fields: ${allowed.join(', ') || 'none'})`);
    }
  }
  if (rule.inverted !== undefined && typeof rule.inverted !== 'boolean')
    add('inverted', 'inverted must be true or false');
  if (rule.reason !== undefined) {
    if (typeof rule.reason !== 'string') add('reason', 'the reason must be text');
    else if (rule.reason.length > MAX_RULE_REASON_LENGTH) {
      add('reason', `the reason is longer than ${MAX_RULE_REASON_LENGTH} characters`);
    }
  }
  if (problems.length === 0) {
    const problem = compileProblem(rule as PermissionRule);
    if (problem) add('conditions', problem);
  }
  return problems;
}

/** Every problem of a role's rules (an empty list: the rules may be saved). */
export function rulesProblems(rules: unknown): RuleProblem[] {
  if (!Array.isArray(rules)) return [{ index: null, part: 'rule', message: 'The rules must be a list of rules.' }];
  if (rules.length > MAX_RULES_PER_ROLE) {
    return [
      { index: null, part: 'rule', message: `A role has at most ${MAX_RULES_PER_ROLE} rules, not ${rules.length}.` },
    ];
  }
  return rules.flatMap((rule, i) => ruleProblems(rule, i));
}

/** Rules written as JSON text: the rules when they are valid, and every problem otherwise. */
export function parseRulesText(text: string): { rules: PermissionRule[] | null; problems: RuleProblem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rules: null,
      problems: [{ index: null, part: 'rule', message: `The rules are not valid JSON (${reason}).` }],
    };
  }
  const problems = rulesProblems(parsed);
  return { rules: problems.length ? null : (parsed as PermissionRule[]), problems };
}

/**
 * A rule's conditions as typed in the editor: empty text is no conditions. Problems name the rule
 * (`index` counts from 0) and say what is wrong.
 */
export function parseConditionsText(
  text: string,
  ruleSubjects: readonly string[],
  index: number,
): { conditions: Record<string, unknown> | undefined; problems: string[] } {
  if (!text.trim()) return { conditions: undefined, problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { conditions: undefined, problems: [`Rule ${index + 1}: the conditions are not valid JSON (${reason})`] };
  }
  const problems = conditionsProblems(parsed, ruleSubjects).map((m) => `Rule ${index + 1}: ${m}`);
  return { conditions: problems.length ? undefined : (parsed as Record<string, unknown>), problems };
}

/**
 * A role's rules, checked strictly: the server checks what it is sent with this before saving,
 * and each problem's path is the rule's part (payload.rules.<n>.<part>), where the app shows it.
 */
export const roleRulesSchema = z.pipe(
  z.array(z.unknown()).check(
    z.superRefine((rules, ctx) => {
      for (const p of rulesProblems(rules)) {
        ctx.addIssue({ code: 'custom', message: p.message, path: p.index === null ? [] : [p.index, p.part] });
      }
    }),
  ),
  z.transform((rules: unknown[]) => rules as PermissionRule[]),
);
