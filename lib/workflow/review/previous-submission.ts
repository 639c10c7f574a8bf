import { ReportStatus } from '../report-status';

/** The reason the workflow gives a copy it keeps when a report is sent for review. */
export const SUBMISSION_REASON = 'submission';

/**
 * The submission a reviewer compares the report with to see "what changed since the previous
 * submission". While the report is out for review (any status but Draft and
 * Rejected) its newest submission is the one under review, so the one before it is meant;
 * while the author is at work again, the newest one. Null when there is none.
 */
export function previousSubmission<T extends { reason: string; version: number }>(
  versions: T[],
  status: number,
): T | null {
  const submissions = versions.filter((v) => v.reason === SUBMISSION_REASON).sort((a, b) => a.version - b.version);
  const authorAtWork = status === ReportStatus.Draft || status === ReportStatus.Rejected;
  return (authorAtWork ? submissions : submissions.slice(0, -1)).at(-1) ?? null;
}
