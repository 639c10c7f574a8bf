import type { Subject } from './ability';

/** The kind of value a subject's field holds; a condition's literal must be of that kind. */
export type FieldKind = 'number' | 'string' | 'boolean';

/**
 * The fields a rule's conditions may look at, per subject: exactly what the server (and the app)
 * pass to subjectOf for that subject. A condition on any other field would never match, so a
 * role that names one is refused instead of silently granting or denying nothing.
 */
export const subjectFields: Record<Subject, Record<string, FieldKind>> = {
  Report: { id: 'number', authorUserId: 'number', agencyOri: 'string', status: 'number' },
  User: { id: 'number', agencyOri: 'string' },
  Role: { id: 'number', agencyOri: 'string' },
  Agency: { ori: 'string' },
  FormConfiguration: { id: 'number', agencyOri: 'string' },
  CodeList: { agencyOri: 'string' },
  AuthEvent: { agencyOri: 'string' },
  Note: { reportId: 'number', authorUserId: 'number', agencyOri: 'string', status: 'number' },
  Attachment: { reportId: 'number', authorUserId: 'number', agencyOri: 'string' },
  ConfidentialAttachment: { reportId: 'number', authorUserId: 'number', agencyOri: 'string' },
  AuditEvent: { reportId: 'number', authorUserId: 'number', agencyOri: 'string', status: 'number' },
  OutboxMessage: { reportId: 'number', agencyOri: 'string' },
  AdminEvent: { agencyOri: 'string' },
  ApplicationSettings: {},
  StateSubmission: { id: 'number', agencyOri: 'string', status: 'string' },
  PersonLookup: { agencyOri: 'string' },
  RecordsRelease: { reportId: 'number', agencyOri: 'string' },
  RetentionSchedule: { agencyOri: 'string' },
  // Conditions on every subject at once could only name a field every subject has: there is none.
  all: {},
};

/**
 * Fields a rule's `fields` may name beyond the ones above: a field-level rule (CASL's `fields`)
 * allows the action on those fields only. The agency administrator edits their agency's
 * additional information and deadlines and nothing else of it; officers may change their own officer id.
 */
export const subjectEditFields: Partial<Record<Subject, readonly string[]>> = {
  Agency: ['name', 'additionalInfo', 'reportDueDays', 'reviewDueDays'],
  // A user's own profile: the officer id is the field a role may or may not let them change.
  User: ['firstName', 'lastName', 'phone', 'email', 'badgeId'],
};

/** The names a rule on every one of `subjects` may list in its `fields`. */
export function restrictableFields(subjects: readonly string[]): string[] {
  const known = subjects.filter((s): s is Subject => s in subjectFields);
  if (known.length === 0) return [];
  const of = (s: Subject) => [...Object.keys(subjectFields[s]), ...(subjectEditFields[s] ?? [])];
  const [first, ...rest] = known.map(of);
  return first!.filter((f) => rest.every((r) => r.includes(f)));
}

/** The operators CASL's mongo conditions support that a role may use. */
export const conditionOperators = ['$eq', '$ne', '$in', '$nin', '$lt', '$lte', '$gt', '$gte', '$exists'] as const;

/**
 * Report lists and searches turn the Report rules into SQL (server/repositories/report-tables/report-scope.ts),
 * which knows equality and lists only; a comparison there would fail every report query.
 */
export const reportConditionOperators = ['$eq', '$ne', '$in', '$nin'] as const;

/** The placeholders a condition may use for the signed-in user's values, and their kinds. */
export const userPlaceholders: Record<string, FieldKind> = {
  '${user.id}': 'number',
  '${user.agencyOri}': 'string',
};

/** The fields every one of `subjects` has, with their kinds. */
export function commonFields(subjects: readonly string[]): Record<string, FieldKind> {
  const known = subjects.filter((s): s is Subject => s in subjectFields);
  if (known.length === 0) return {};
  const [first, ...rest] = known.map((s) => subjectFields[s]);
  return Object.fromEntries(Object.entries(first!).filter(([field, kind]) => rest.every((f) => f[field] === kind)));
}
