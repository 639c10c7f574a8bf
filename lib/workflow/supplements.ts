import { ReportStatus } from './report-status';

/**
 * A supplement is in progress until it is accepted: from then on it is the report of record
 * (Accepted, later Archived or itself Supplemented). A report has at most one supplement in
 * progress at a time (see docs/rules/workflow.md, "Supplements"); the database keeps the same
 * rule with a partial unique index, so it holds across server processes.
 */
export const finishedSupplementStatuses: readonly number[] = [
  ReportStatus.Accepted,
  ReportStatus.Archived,
  ReportStatus.Supplemented,
];

/** True while a supplement of this status still counts as the one in progress. */
export const isOpenSupplement = (status: number) => !finishedSupplementStatuses.includes(status);
