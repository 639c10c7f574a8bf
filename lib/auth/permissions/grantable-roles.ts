import { actionAliases, interpolateRules, subjectOf, type AppAbility, type RuleUser, type Subject } from './ability';
import type { PermissionRule } from './permission-rule';

/**
 * Who may grant which role. A state administrator (manage all) grants any role. Anyone else
 * grants only a role whose every rule they could hold within their own agency, so nobody hands out
 * more than they have or reaches past their agency through someone they made:
 * - no 'manage' and no 'all';
 * - a rule on agency data (reports and what hangs off them, the logs, the outbox, users) limited by
 *   a condition to the user's own agency or own records ('${user.agencyOri}' / '${user.id}');
 * - a user-administration action (on users, roles, agencies, settings) only if the actor holds it.
 */
export const agencyDataSubjects: readonly Subject[] = [
  'Report',
  'Note',
  'Attachment',
  'ConfidentialAttachment',
  'AuditEvent',
  'AuthEvent',
  'AdminEvent',
  'OutboxMessage',
  'StateSubmission',
  'PersonLookup',
  'RecordsRelease',
  'RetentionSchedule',
  'User',
];

export const administrationSubjects: readonly Subject[] = [
  'User',
  'Role',
  'Agency',
  'FormConfiguration',
  'ApplicationSettings',
];

/**
 * Attachment rules only add to the report's: the server lets nobody at a report's files who may
 * not read (or edit) the report itself, so an unconditioned Attachment rule stays inside the
 * agency through the Report rules it comes with.
 */
const reportGatedSubjects: readonly Subject[] = ['Attachment'];

const OWN_VALUES = ['${user.agencyOri}', '${user.id}'];

const list = (v: string | string[]) => (Array.isArray(v) ? v : [v]);

function expandActions(actions: string[]): string[] {
  return actions.flatMap((a) => (a in actionAliases ? [...actionAliases[a as keyof typeof actionAliases]] : [a]));
}

/** A condition on one of the rule's own fields that pins it to the user's agency or own records. */
function limitedToOwn(conditions: Record<string, unknown> | undefined): boolean {
  if (!conditions) return false;
  return Object.values(conditions).some((v) => typeof v === 'string' && OWN_VALUES.includes(v));
}

/** Why this actor may not grant a role with these (stored, uninterpolated) rules; null when they may. */
export function grantRefusal(ability: AppAbility, actor: RuleUser, rules: PermissionRule[]): string | null {
  if (ability.can('manage', 'all')) return null;
  for (const rule of rules) {
    if (rule.inverted) continue; // A "cannot" only takes away.
    const actions = list(rule.action);
    const subjects = list(rule.subject);
    if (actions.includes('manage') || subjects.includes('all')) {
      return 'It gives every right on its subjects, which only a state administrator may grant.';
    }
    for (const subject of subjects) {
      if (agencyDataSubjects.includes(subject as Subject) && !limitedToOwn(rule.conditions)) {
        const onlyCreating = actions.every((a) => a === 'create');
        if (!onlyCreating && !reportGatedSubjects.includes(subject as Subject)) {
          return `It gives ${actions.join(', ')} on ${subject} beyond the user\u2019s own agency.`;
        }
      }
      if (administrationSubjects.includes(subject as Subject)) {
        const [filled] = interpolateRules([rule], actor);
        // The grantee is a user of the actor's agency: a rule on their own record (`id: ${user.id}`)
        // is judged as that record, inside the actor's agency.
        const object = subjectOf(subject as Subject, { agencyOri: actor.agencyOri, ...(filled?.conditions ?? {}) });
        for (const action of expandActions(actions)) {
          if (!ability.can(action, object)) return `It gives ${action} on ${subject}, which you do not hold yourself.`;
        }
      }
    }
  }
  return null;
}

export function mayGrantRole(ability: AppAbility, actor: RuleUser, rules: PermissionRule[]): boolean {
  return grantRefusal(ability, actor, rules) === null;
}
