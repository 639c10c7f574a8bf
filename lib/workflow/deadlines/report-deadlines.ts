import { addDays, stateDateOf } from '../../search/search-criteria';
import { ReportStatus } from '../report-status';

/**
 * Deadlines (docs/rules/workflow.md, "Deadlines"): a report is due from its author a number of
 * days after the crash, and its review a number of days after it was sent; each agency sets both.
 * The server marks every listed report with its deadline by this rule and filters the inboxes by
 * the same (server/repositories/report-tables/overdue-filter.ts).
 */

/** Days from the crash to the report's due date when the agency has not set its own: Texas's ten. */
export const REPORT_DUE_DAYS_DEFAULT = 10;
/** Days a report may wait in review (sent, in review, approved) when the agency has not set its own. */
export const REVIEW_DUE_DAYS_DEFAULT = 3;
export const DEADLINE_DAYS_MAX = 365;

/** An agency's periods; null is the default. */
export interface DeadlineSettings {
  reportDueDays: number | null;
  reviewDueDays: number | null;
}

const { Draft, Rejected, PendingReview, InReview, Approved } = ReportStatus;

/** The author still owes the report: never sent, or sent back. */
export const authorDeadlineStatuses: readonly number[] = [Draft, Rejected];
/** The agency's reviewers owe it: from Send to until Accept or Reject. */
export const reviewDeadlineStatuses: readonly number[] = [PendingReview, InReview, Approved];

/** A period's problem as the agency form shows it at the field, or null. */
export function deadlineDaysProblem(value: unknown, what: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) return `${what}: a whole number of days, or empty.`;
  if (value < 1) return `${what}: at least 1 day.`;
  if (value > DEADLINE_DAYS_MAX) return `${what}: at most ${DEADLINE_DAYS_MAX} days.`;
  return null;
}

/** What the rule reads of a report. */
export interface DeadlineFacts {
  status: number;
  isSupplement: boolean;
  /** yyyy-mm-dd, or null before the officer entered it. */
  dateOfCrash: string | null;
  /** When the report was created (ISO). */
  createdAt: string;
  /** When it was last sent for review (ISO); null for a report never sent. */
  reviewSince: string | null;
}

/**
 * A report's deadline: `report` is a day (yyyy-mm-dd, the state's calendar), overdue from the day
 * after; `review` is a moment (ISO), overdue once passed.
 */
export interface ReportDeadline {
  kind: 'report' | 'review';
  due: string;
  overdue: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The day a report's days count from: the crash; for a supplement (written after the crash,
 * sometimes months after) or a report without its date yet, the day it was created.
 */
export const reportDueFrom = (r: DeadlineFacts): string =>
  !r.isSupplement && r.dateOfCrash ? r.dateOfCrash : stateDateOf(new Date(r.createdAt));

/** The deadline a report is under now, or null when nobody owes it anything (accepted, archived). */
export function deadlineOf(r: DeadlineFacts, settings: DeadlineSettings, now: Date): ReportDeadline | null {
  if (authorDeadlineStatuses.includes(r.status)) {
    const due = addDays(reportDueFrom(r), settings.reportDueDays ?? REPORT_DUE_DAYS_DEFAULT);
    return { kind: 'report', due, overdue: stateDateOf(now) > due };
  }
  if (reviewDeadlineStatuses.includes(r.status) && r.reviewSince) {
    const due = new Date(
      new Date(r.reviewSince).getTime() + (settings.reviewDueDays ?? REVIEW_DUE_DAYS_DEFAULT) * DAY_MS,
    );
    return { kind: 'review', due: due.toISOString(), overdue: now.getTime() > due.getTime() };
  }
  return null;
}
