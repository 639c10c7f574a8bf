import { ReportStatus } from '../workflow/report-status';

/**
 * Which reports the crash data screen counts, so each crash counts once (docs/rules/crash-data.md,
 * "What is counted"): the report of record of each crash, accepted or later archived. An original
 * replaced by its accepted supplement is Supplemented and left out; the supplement counts instead.
 */
export const RECORD_STATUSES: readonly number[] = [ReportStatus.Accepted, ReportStatus.Archived];

/**
 * With "include reports in progress": the crashes whose report is still being written or
 * reviewed. A supplement in progress is left out, as its original is counted already.
 */
export const IN_PROGRESS_STATUSES: readonly number[] = [
  ReportStatus.Draft,
  ReportStatus.PendingReview,
  ReportStatus.Approved,
  ReportStatus.Rejected,
  ReportStatus.InReview,
];
