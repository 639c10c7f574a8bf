import { createAliasResolver, createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { PermissionRule } from './permission-rule';

/** Every action a permission rule may name: reading and writing reports, the workflow moves, user administration. */
export const actions = [
  'read',
  'create',
  'edit',
  'delete',
  'sendTo',
  'assign',
  'release',
  'approve',
  'reject',
  'accept',
  'supplement',
  'archive',
  'reassign',
  'print',
  'export',
  'disable',
  'enable',
  'unlock',
  'resetPassword',
  'resetSecondFactor',
  'copy',
  'publish',
  // Names, birth dates, licence numbers, addresses of a report's people: personal data under the DPPA.
  'readPersonalData',
  // A full copy (with the personal data) for a requester outside the agency, who claims a DPPA use.
  'giveFullCopy',
  // Placing and lifting a legal hold, which keeps a report from every retention run.
  'legalHold',
  // The crash data screen's counts, charts, map and high-crash locations over the reports in scope.
  'analyze',
  // Finding the people and vehicles of the reports in scope by name, licence, plate or VIN.
  'findPeople',
  'manage',
] as const;
export type Action = (typeof actions)[number] | keyof typeof actionAliases;

export const subjects = [
  'Report',
  'User',
  'Role',
  'Agency',
  'FormConfiguration',
  'CodeList',
  'AuthEvent',
  'Note',
  'Attachment',
  // Attachments of the 'private' category (types 003 and 005): who may see them is narrower.
  'ConfidentialAttachment',
  // A report's audit log, and the mail kept when no SMTP server is configured: administrators read them, not every user.
  'AuditEvent',
  'OutboxMessage',
  // Administration: the log of changes to agencies, users, roles and settings, and the settings themselves.
  'AdminEvent',
  'ApplicationSettings',
  // Accepted reports' submissions to the state repository: read the queue, and edit (retry, hold, release) them.
  'StateSubmission',
  // The access log of searches for people and vehicles: who looked up whom, when and why.
  'PersonLookup',
  // The log of copies of reports given: to whom, which copy, under which permissible use.
  'RecordsRelease',
  // An agency's retention schedule, its preview and its runs: read them, edit the schedule and start a run.
  'RetentionSchedule',
  'all',
] as const;
export type Subject = (typeof subjects)[number];

/** Action aliases a rule may name, so a role reads as what it is for; each expands to real actions. */
export const actionAliases = {
  write: ['create', 'edit', 'delete', 'sendTo'],
  review: ['assign', 'release', 'approve', 'reject', 'accept'],
  administer: ['reassign', 'release', 'delete', 'archive'],
  administerUsers: ['create', 'edit', 'disable', 'enable', 'unlock', 'resetPassword', 'resetSecondFactor', 'copy'],
} as const;

const resolveAction = createAliasResolver(
  Object.fromEntries(Object.entries(actionAliases).map(([k, v]) => [k, [...v]])),
);

export type AppAbility = MongoAbility<[string, string | Record<string, unknown>]>;

/** The user values a stored rule may refer to as `${user.id}` or `${user.agencyOri}`. */
export interface RuleUser {
  id: number;
  agencyOri: string;
}

/** Replaces `${user.x}` placeholders in rule conditions with the signed-in user's values. */
export function interpolateRules(rules: PermissionRule[], user: RuleUser): PermissionRule[] {
  const values: Record<string, string | number> = { 'user.id': user.id, 'user.agencyOri': user.agencyOri };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = /^\$\{([\w.]+)\}$/.exec(value);
      if (whole?.[1] && whole[1] in values) return values[whole[1]];
      return value.replace(/\$\{([\w.]+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    }
    return value;
  };
  return rules.map((rule) =>
    rule.conditions ? { ...rule, conditions: fill(rule.conditions) as Record<string, unknown> } : rule,
  );
}

/** Builds the ability the same way on the server and in the client. */
export function buildAbility(rules: PermissionRule[]): AppAbility {
  return createMongoAbility<[string, string | Record<string, unknown>]>(rules as RawRuleOf<AppAbility>[], {
    resolveAction,
    detectSubjectType: (object) => (object as { __type?: string }).__type ?? 'all',
  });
}

/** Tags a plain object with its subject type so conditions are checked against it. */
export function subjectOf<T extends Record<string, unknown>>(type: Subject, object: T): T & { __type: Subject } {
  return { ...object, __type: type };
}

/**
 * Whether a rule allows the action on every object of the subject (no conditions): such a user
 * works state-wide; the others are held to what their conditions name (their agency).
 */
export function allowedEverywhere(ability: AppAbility, action: string, subject: Subject): boolean {
  return ability.rulesFor(action, subject).some((r) => !r.inverted && !r.conditions);
}

/**
 * May this user start a crash report? Report/Create refuses whoever may not, and the app offers
 * New crash report only to whoever may: an action offered and then refused helps nobody.
 */
export const mayCreateReport = (ability: AppAbility) => ability.can('create', 'Report');

/**
 * Is Find people and vehicles offered? The server answers only who may search people in some
 * reports and read their personal data. Kept here, not beside the search's schemas
 * (lib/people/people-criteria.ts): the navigation checks it, and the schemas stay out of the
 * first screens' bytes.
 */
export const mayFindPeople = (ability: { can: (action: string, subject: string) => boolean }) =>
  ability.can('findPeople', 'Report') && ability.can('readPersonalData', 'Report');
