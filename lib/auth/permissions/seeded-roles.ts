import type { PermissionRule } from './permission-rule';

/** The roles every installation starts with, and their CASL rules. */
export interface SeededRole {
  name: 'Officer' | 'Supervisor' | 'Agency Administrator' | 'Records Clerk' | 'State Administrator';
  description: string;
  rules: PermissionRule[];
}

const own = { authorUserId: '${user.id}' };
const agency = { agencyOri: '${user.agencyOri}' };

const authoring: PermissionRule[] = [
  { action: 'create', subject: 'Report' },
  {
    action: ['read', 'edit', 'delete', 'sendTo', 'print', 'release', 'readPersonalData'],
    subject: 'Report',
    conditions: own,
  },
  { action: ['read', 'print', 'supplement', 'readPersonalData'], subject: 'Report', conditions: agency },
  { action: 'read', subject: ['FormConfiguration', 'CodeList', 'Agency', 'Role'] },
  { action: ['read', 'create'], subject: 'Attachment' },
  // A report's notes are for its author and its reviewers, not the whole agency.
  { action: ['read', 'create'], subject: 'Note', conditions: own },
  // Confidential photos and documents (types 003, 005) of one's own reports; reviewers see the agency's.
  { action: 'read', subject: 'ConfidentialAttachment', conditions: own },
];

/**
 * An officer's own officer id (the badge number their reports carry), changed on their profile.
 * A role without this rule sees the officer id read-only; names, phone, e-mail and the default
 * location are everyone's own to change.
 */
export const ownBadgeRule: PermissionRule = {
  action: 'edit',
  subject: 'User',
  conditions: { id: '${user.id}' },
  fields: ['badgeId'],
};

const agencyConfidentialAttachments: PermissionRule = {
  action: 'read',
  subject: 'ConfidentialAttachment',
  conditions: agency,
};

export const seededRoles: SeededRole[] = [
  {
    name: 'Officer',
    description: 'Writes crash reports and sends them for review.',
    rules: [...authoring, ownBadgeRule],
  },
  {
    name: 'Supervisor',
    description: 'Reviews, approves, rejects and accepts the agency\u2019s reports.',
    rules: [
      ...authoring,
      ownBadgeRule,
      { action: ['review', 'archive', 'export', 'analyze', 'findPeople'], subject: 'Report', conditions: agency },
      { action: ['read', 'create'], subject: 'Note', conditions: agency },
      { action: 'read', subject: 'AuditEvent', conditions: agency },
      agencyConfidentialAttachments,
    ],
  },
  {
    name: 'Agency Administrator',
    description: 'Manages the agency\u2019s users and its pending reports, and accepts approved reports.',
    rules: [
      // Accepting closes the agency's review: the supervisor approves, an administrator accepts.
      { action: ['read', 'print', 'administer', 'accept', 'analyze'], subject: 'Report', conditions: agency },
      { action: ['read', 'administerUsers'], subject: 'User', conditions: agency },
      { action: 'read', subject: ['AuthEvent', 'AuditEvent', 'OutboxMessage', 'AdminEvent'], conditions: agency },
      { action: 'read', subject: ['FormConfiguration', 'CodeList', 'Agency', 'Role'] },
      // Their agency's own form versions: design (edit) and publish them; state-wide ones they may copy.
      { action: ['edit', 'publish'], subject: 'FormConfiguration', conditions: agency },
      // Their own agency's additional information and deadlines, and nothing else of any agency.
      {
        action: 'edit',
        subject: 'Agency',
        conditions: { ori: '${user.agencyOri}' },
        fields: ['additionalInfo', 'reportDueDays', 'reviewDueDays'],
      },
      agencyConfidentialAttachments,
      // Their agency's accepted reports on their way to the state: the queue, and retry, hold, release.
      { action: ['read', 'edit'], subject: 'StateSubmission', conditions: agency },
      // Their agency's users' searches for people and vehicles (the access log).
      { action: 'read', subject: 'PersonLookup', conditions: agency },
      // The log of copies given of their agency's reports; its retention schedule and legal holds.
      { action: 'read', subject: 'RecordsRelease', conditions: agency },
      { action: ['read', 'edit'], subject: 'RetentionSchedule', conditions: agency },
      { action: 'legalHold', subject: 'Report', conditions: agency },
    ],
  },
  {
    name: 'Records Clerk',
    description: 'Gives copies of the agency\u2019s reports to those who ask, and keeps the log of them.',
    rules: [
      // Reports leave the agency once accepted: the clerk sees those, supplemented and archived ones.
      {
        action: ['read', 'print', 'export', 'readPersonalData', 'giveFullCopy'],
        subject: 'Report',
        conditions: { ...agency, status: { $in: [4, 9, 10] } },
      },
      { action: 'read', subject: ['FormConfiguration', 'CodeList', 'Agency', 'Role'] },
      { action: 'read', subject: 'Attachment' },
      agencyConfidentialAttachments,
      { action: 'read', subject: 'RecordsRelease', conditions: agency },
      // Records are theirs to keep: the schedule they read, holds on the reports they hold.
      { action: 'read', subject: 'RetentionSchedule', conditions: agency },
      {
        action: 'legalHold',
        subject: 'Report',
        conditions: { ...agency, status: { $in: [4, 9, 10] } },
      },
    ],
  },
  {
    name: 'State Administrator',
    description: 'Manages every agency, user, role and form definition in the state.',
    rules: [{ action: 'manage', subject: 'all' }],
  },
];
