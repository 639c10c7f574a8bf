import { actionAliases, type Subject } from './ability';
import type { PermissionRule } from './permission-rule';
import { reportStatusName } from '../../workflow/report-status';

/** What a subject is called in a sentence ("May read reports ..."). */
export const subjectLabels: Record<Subject, string> = {
  Report: 'reports',
  User: 'users',
  Role: 'roles',
  Agency: 'agencies',
  FormConfiguration: 'form configurations',
  CodeList: 'code lists',
  AuthEvent: 'sign-in events',
  Note: 'report notes',
  Attachment: 'attachments',
  ConfidentialAttachment: 'confidential attachments',
  AuditEvent: 'report audit logs',
  OutboxMessage: 'mail outbox messages',
  AdminEvent: 'administration events',
  ApplicationSettings: 'application settings',
  StateSubmission: 'submissions to the state',
  PersonLookup: 'searches of people and vehicles',
  RecordsRelease: 'copies given of reports',
  RetentionSchedule: 'retention schedules',
  all: 'everything',
};

/** Actions whose name is not plain English. */
const actionLabels: Record<string, string> = {
  sendTo: 'send on',
  readPersonalData: 'read personal data of',
  analyze: 'chart and map',
  findPeople: 'search people and vehicles in',
  giveFullCopy: 'give full copies to requesters of',
  legalHold: 'place and lift legal holds on',
  resetPassword: 'reset the password of',
  manage: 'do anything with',
};

export interface PreviewLine {
  allowed: boolean;
  /** The real actions, aliases expanded, in the rule's order. */
  actions: string[];
  /** The conditions in words ("they wrote", "of their agency"), and the fields a field rule allows. */
  scope: string;
  /** The whole sentence: "May approve, reject reports of their agency". */
  text: string;
  reason?: string;
}

export interface PreviewGroup {
  subject: string;
  /** "Reports", "Users", "Everything". */
  heading: string;
  lines: PreviewLine[];
}

const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
const labelOfSubject = (s: string) => subjectLabels[s as Subject] ?? s;
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The rule's actions with aliases replaced by what they stand for, each once. */
export function expandedActions(action: string | string[]): string[] {
  const aliases = actionAliases as Record<string, readonly string[]>;
  return [...new Set(list(action).flatMap((a) => aliases[a] ?? [a]))];
}

function valueText(field: string, v: unknown): string {
  if (v === '${user.id}') return 'their own user id';
  if (v === '${user.agencyOri}') return 'their agency';
  if (v === null) return 'empty';
  if (field === 'status' && typeof v === 'number') return `${v} (${reportStatusName(v)})`;
  return typeof v === 'string' ? `“${v}”` : String(v);
}

const fieldLabels: Record<string, string> = {
  id: 'id',
  authorUserId: 'author',
  agencyOri: 'agency',
  status: 'status',
  reportId: 'report',
  ori: 'ORI',
};

const joinOr = (values: string[]) =>
  values.length <= 1 ? (values[0] ?? 'nothing') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** One condition in words. */
function conditionText(subject: string, field: string, value: unknown): string {
  // The rules people write most, in the words they would use.
  if (field === 'authorUserId' && value === '${user.id}')
    return subject === 'Report' ? 'they wrote' : 'of reports they wrote';
  if (field === 'agencyOri' && value === '${user.agencyOri}') return 'of their agency';
  if (field === 'ori' && value === '${user.agencyOri}') return 'that are their own';
  if (field === 'id' && value === '${user.id}' && subject === 'User') return 'that are themselves';
  const label = fieldLabels[field] ?? field;
  if (typeof value !== 'object' || value === null) return `whose ${label} is ${valueText(field, value)}`;
  const parts = Object.entries(value as Record<string, unknown>).map(([op, v]) => {
    const values = Array.isArray(v) ? v.map((x) => valueText(field, x)) : [valueText(field, v)];
    switch (op) {
      case '$eq':
        return `is ${values[0]}`;
      case '$ne':
        return `is not ${values[0]}`;
      case '$in':
        return `is ${joinOr(values)}`;
      case '$nin':
        return `is not ${joinOr(values)}`;
      case '$lt':
        return `is less than ${values[0]}`;
      case '$lte':
        return `is at most ${values[0]}`;
      case '$gt':
        return `is more than ${values[0]}`;
      case '$gte':
        return `is at least ${values[0]}`;
      case '$exists':
        return v ? 'is set' : 'is not set';
      default:
        return `${op} ${values.join(', ')}`;
    }
  });
  return `whose ${label} ${parts.join(' and ')}`;
}

/** A rule's conditions in words, for one of its subjects. */
export function scopeText(subject: string, conditions: Record<string, unknown> | undefined): string {
  return Object.entries(conditions ?? {})
    .map(([field, value]) => conditionText(subject, field, value))
    .join(' and ');
}

/**
 * What a role may do, in words: its rules grouped by subject (in the order subjects first appear),
 * aliases expanded, conditions spelled out, inverted rules as "May not".
 */
export function previewRules(rules: PermissionRule[]): PreviewGroup[] {
  const groups = new Map<string, PreviewGroup>();
  for (const rule of rules) {
    const acts = expandedActions(rule.action);
    for (const subject of list(rule.subject)) {
      const only = rule.fields ? ` (only ${list(rule.fields).join(', ')})` : '';
      const scope = scopeText(subject, rule.conditions) + only;
      const verbs = acts.map((a) => actionLabels[a] ?? a).join(', ');
      const allowed = !rule.inverted;
      const text = `${allowed ? 'May' : 'May not'} ${verbs} ${labelOfSubject(subject)}${scope ? ` ${scope}` : ''}`;
      const group = groups.get(subject) ?? { subject, heading: capitalised(labelOfSubject(subject)), lines: [] };
      group.lines.push({ allowed, actions: acts, scope, text, ...(rule.reason ? { reason: rule.reason } : {}) });
      groups.set(subject, group);
    }
  }
  return [...groups.values()];
}
