import { subjectOf, type AppAbility } from '../auth/permissions/ability';
import type { ReportStatusCode } from './report-status';

/**
 * Who and where a report can be given to: the inbox it is sent to (Send to, Reassign of a
 * Pending Review report), and the user who takes it over (Reassign of 0, 3 and 7).
 */

/** An agency's review inbox (userId null) or a named reviewer's inbox. */
export interface Inbox {
  id: number;
  agencyOri: string;
  name: string;
  userId: number | null;
}

/** The name of every agency's shared review inbox; a reviewer's own inbox carries the reviewer's name. */
export const AGENCY_INBOX_NAME = 'Agency review';

/** A user a report may be given to, with what their permissions let them do in the report's agency. */
export interface Assignee {
  id: number;
  name: string;
  agencyOri: string;
  /** False for disabled accounts: they cannot sign in to take anything. */
  active: boolean;
  mayAuthor: boolean;
  mayReview: boolean;
  /** Reviews this agency's reports and not every agency's: offered as a named reviewer inbox. */
  agencyReviewer: boolean;
}

/** What the workflow needs of the report being given away. */
export interface AssignedReport {
  status: number;
  agencyOri: string;
  authorUserId: number;
  inboxId: number | null;
  lockUserId: number | null;
}

/** A reviewer of an agency: may Assign to me a colleague's report there (the 'assign' action). */
export function mayReview(ability: AppAbility, agencyOri: string): boolean {
  return ability.can('assign', subjectOf('Report', { agencyOri, authorUserId: -1 }));
}

/**
 * A reviewer of this agency in particular: a state-wide administrator may review anywhere but is
 * nobody's named reviewer, so the inbox list holds the agency's own reviewers only.
 */
export function isAgencyReviewer(ability: AppAbility, agencyOri: string): boolean {
  return mayReview(ability, agencyOri) && !mayReview(ability, `not ${agencyOri}`);
}

/** An author in an agency: may create reports and edit their own there. */
export function mayAuthor(ability: AppAbility, userId: number, agencyOri: string): boolean {
  return (
    ability.can('create', 'Report') && ability.can('edit', subjectOf('Report', { agencyOri, authorUserId: userId }))
  );
}

/**
 * Reassign changes the author of a Draft or Rejected report, the inbox
 * of a Pending Review one, and the reviewer holding an In Review one.
 */
export type ReassignTarget = 'author' | 'inbox' | 'reviewer';
export const reassignTargets: Partial<Record<ReportStatusCode, ReassignTarget>> = {
  0: 'author',
  3: 'author',
  1: 'inbox',
  7: 'reviewer',
};

export function reassignTargetOf(status: number): ReassignTarget | null {
  return reassignTargets[status as ReportStatusCode] ?? null;
}

/** Null when the request names what the report's status reassigns, else what to choose. */
export function reassignRequestRefusal(status: number, request: { userId?: number; inboxId?: number }): string | null {
  const target = reassignTargetOf(status);
  if (target === 'inbox' && request.inboxId == null) return 'Choose the inbox the report is to wait in.';
  if (target === 'author' && request.userId == null) return 'Choose the officer who is to take over the report.';
  if (target === 'reviewer' && request.userId == null) return 'Choose the reviewer who is to take over the review.';
  return null;
}

/** Null when `user` may take the report over as its author or reviewer, else why not. */
export function assigneeRefusal(
  target: 'author' | 'reviewer',
  report: AssignedReport,
  user: Assignee | undefined,
  requestedId: number,
): string | null {
  if (!user) return `There is no user ${requestedId}.`;
  if (user.agencyOri !== report.agencyOri) return `${user.name} is not in the report’s agency.`;
  if (!user.active) return `${user.name}’s account is disabled, so ${user.name} cannot take the report.`;
  if (target === 'author') {
    if (!user.mayAuthor) return `${user.name} may not write reports.`;
    if (user.id === report.authorUserId) return `${user.name} already has this report.`;
    return null;
  }
  if (!user.mayReview) return `${user.name} may not review reports.`;
  if (user.id === report.authorUserId) return `${user.name} wrote this report and cannot review it.`;
  if (user.id === report.lockUserId) return `${user.name} already has this report in review.`;
  return null;
}

/**
 * Null when the report may go to `inbox` (Send to, Reassign), else why not. `reviewer` is the
 * named reviewer of a reviewer's inbox, as they are now.
 */
export function inboxRefusal(
  report: AssignedReport,
  inbox: Inbox | undefined,
  requestedId: number,
  reviewer?: Assignee,
): string | null {
  if (!inbox) return `There is no inbox ${requestedId}.`;
  if (inbox.agencyOri !== report.agencyOri)
    return `The inbox ${inbox.name} belongs to another agency; choose an inbox of the report’s agency.`;
  if (inbox.userId !== null) {
    if (inbox.userId === report.authorUserId)
      return `${inbox.name} wrote this report and cannot review it; choose another inbox.`;
    if (!reviewer || !reviewer.active || !reviewer.mayReview)
      return `${inbox.name} no longer reviews reports; choose another inbox.`;
  }
  if (report.status !== 0 && inbox.id === report.inboxId) return `The report is already in the inbox ${inbox.name}.`;
  return null;
}
