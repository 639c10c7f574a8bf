import { z } from 'zod/mini';
import { submissionStatuses } from '../../state-repository/submission-status';
import { dbInt } from '../../validation/input-rules/input-bounds';

const userRef = z.object({ id: z.number().check(z.int()), name: z.string() });

/**
 * One row of the report tables and search results: the report's workflow facts and its indexed
 * summary; the report document itself is never sent here, so a table stays small.
 */
export const reportSummarySchema = z.object({
  id: z.number().check(z.int()),
  version: z.number().check(z.int()),
  status: z.number().check(z.int()),
  formType: z.string(),
  caseNumber: z.nullable(z.string()),
  /** yyyy-mm-dd. */
  dateOfCrash: z.nullable(z.string()),
  timeOfCrash: z.nullable(z.string()),
  streetName: z.nullable(z.string()),
  intersectStreetName: z.nullable(z.string()),
  /** Code of list 2. */
  countyCode: z.nullable(z.string()),
  /** Code of list 3. */
  municipalityCode: z.nullable(z.string()),
  /** "39:<code>" (manner of collision) or "40:<code>" (first harmful event). */
  crashTypeCode: z.nullable(z.string()),
  injuryCount: z.nullable(z.number().check(z.int())),
  fatalityCount: z.nullable(z.number().check(z.int())),
  agencyOri: z.string(),
  departmentName: z.nullable(z.string()),
  /** The state's case number, once the state repository accepted the report. */
  externalInstanceId: z.optional(z.nullable(z.string())),
  /** Where its latest submission to the state stands (lib/state-repository/submission-status.ts); null before acceptance. */
  stateSubmission: z.optional(z.nullable(z.enum(submissionStatuses))),
  inboxId: z.nullable(z.number().check(z.int())),
  inboxName: z.nullable(z.string()),
  authorUser: userRef,
  /** Who holds the review lock and since when (ISO). */
  lockingUser: z.nullable(userRef),
  lockCreated: z.nullable(z.string()),
  /** When the lock stops counting (its form's lockDuration after lockCreated). */
  lockExpiresAt: z.nullable(z.string()),
  isSupplement: z.boolean(),
  /** Its supplement in progress (not yet accepted): Supplement is not offered while there is one. */
  openSupplementId: z.optional(z.nullable(z.number().check(z.int()))),
  lastUpdated: z.string(),
  /**
   * What is owed on it and by when (lib/workflow/deadlines/report-deadlines.ts): the author's report
   * (a day) or the review (a moment); null when nothing is owed.
   */
  deadline: z.optional(
    z.nullable(z.object({ kind: z.enum(['report', 'review']), due: z.string(), overdue: z.boolean() })),
  ),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/**
 * The report tables:
 * - dashboard: every report the caller wrote;
 * - working: the caller's reports still in hand (0, 1, 3, 7) and those the caller is reviewing;
 * - submitted: the caller's reports that were sent (everything but Draft and Rejected);
 * - pendingReview: Pending Review and In Review reports in the caller's inboxes (the agency's
 *   review inbox and the caller's own);
 * - adminPending: administration's view of the reports not yet through review (0, 1, 3, 7).
 */
export const reportViews = ['dashboard', 'working', 'submitted', 'pendingReview', 'adminPending'] as const;
export type ReportView = (typeof reportViews)[number];

/** The sortable columns; ties go by report number the same way, so a page boundary never hides a row. */
export const reportSortKeys = [
  'lastUpdated',
  'dateOfCrash',
  'caseNumber',
  'status',
  'streetName',
  'countyCode',
  'municipalityCode',
  'crashTypeCode',
  'injuryCount',
  'fatalityCount',
  'departmentName',
  'author',
] as const;
export type ReportSortKey = (typeof reportSortKeys)[number];

export const REPORT_PAGE_SIZE_MAX = 100;

/**
 * A table counts its rows exactly up to this many; past it the total is the database's estimate
 * (counting millions of matches exactly would cost more than the page itself).
 */
export const REPORT_EXACT_COUNT_LIMIT = 1000;

/** Sort and page of a report table; the same for lists and searches. */
export const reportPageSchema = z.object({
  sortBy: z._default(z.enum(reportSortKeys), 'lastUpdated'),
  sortDirection: z._default(z.enum(['asc', 'desc']), 'desc'),
  /** The page's number, for showing where it is; without `after`, the rows before it are skipped. */
  page: z._default(dbInt(1), 1),
  pageSize: z._default(z.number().check(z.int(), z.gte(1), z.lte(REPORT_PAGE_SIZE_MAX)), 25),
  /** The previous page's `next`: this page starts after its last row, in the same sort. */
  after: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
});
export type ReportPage = z.output<typeof reportPageSchema>;

/** A page of a report table or search. */
export const reportPageResultShape = {
  rows: z.array(reportSummarySchema),
  total: z.number().check(z.int()),
  /** The total is the database's estimate: there are more than REPORT_EXACT_COUNT_LIMIT rows. */
  totalEstimated: z.boolean(),
  /** Present when rows follow this page: send it as `after` for the next page. */
  next: z.optional(z.string()),
};
export const reportPageResultSchema = z.object(reportPageResultShape);
export type ReportPageResult = z.infer<typeof reportPageResultSchema>;

/** A report of the caller's the state refused, as the dashboard names it; a link opens it. */
export const stateRejectedReportSchema = z.object({
  id: z.number().check(z.int()),
  caseNumber: z.nullable(z.string()),
});
export type StateRejectedReport = z.infer<typeof stateRejectedReportSchema>;

/** The most refused reports the dashboard names: past it, the count says "at least". */
export const STATE_REJECTED_SHOWN = 20;

/** An inbox the caller may open on the pending-review screen, with its waiting reports. */
export const inboxSummarySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** The agency's review inbox, or the caller's own named inbox. */
  kind: z.enum(['agency', 'personal']),
  count: z.number().check(z.int()),
  /** How many of them are past their review deadline. */
  overdue: z.optional(z.number().check(z.int())),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;
