/** Report statuses, as stored (see docs/rules/workflow.md, "Report statuses"). */
export const ReportStatus = {
  Draft: 0,
  PendingReview: 1,
  Approved: 2,
  Rejected: 3,
  Accepted: 4,
  InReview: 7,
  Archived: 9,
  Supplemented: 10,
} as const;
export type ReportStatusCode = (typeof ReportStatus)[keyof typeof ReportStatus];

export const reportStatusNames: Record<ReportStatusCode, string> = {
  0: 'Draft',
  1: 'Pending Review',
  2: 'Approved',
  3: 'Rejected',
  4: 'Accepted',
  7: 'In Review',
  9: 'Archived',
  10: 'Supplemented',
};

export function reportStatusName(code: number): string {
  return reportStatusNames[code as ReportStatusCode] ?? `Unknown (${code})`;
}
