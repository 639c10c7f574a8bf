/**
 * Where a report's submission to the state repository stands (docs/exchange.md), as the report
 * tables, its history and the administration queue show it.
 */
export const submissionStatuses = ['queued', 'held', 'sent', 'accepted', 'rejected', 'failed'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  queued: 'Queued for the state',
  held: 'Held',
  sent: 'Sent, awaiting the state',
  accepted: 'Accepted by the state',
  rejected: 'Rejected by the state',
  failed: 'Failed after retries',
};

/** What an administrator may do to a submission in the queue. */
export const submissionAdminActions = ['retry', 'hold', 'release'] as const;
export type SubmissionAdminAction = (typeof submissionAdminActions)[number];

/**
 * The administrator's actions by status, the one rule the queue's buttons and the server's checks
 * share: a failed submission is tried again; a queued one may be held back; a held one released.
 * Sent, accepted and rejected ones are the state's to answer: a rejection is corrected by a
 * supplement, not by sending the same document again.
 */
const allowed: Record<SubmissionStatus, readonly SubmissionAdminAction[]> = {
  queued: ['hold'],
  held: ['release'],
  sent: [],
  accepted: [],
  rejected: [],
  failed: ['retry'],
};

export function submissionActionsFor(status: SubmissionStatus): readonly SubmissionAdminAction[] {
  return allowed[status];
}

export const submissionActionLabels: Record<SubmissionAdminAction, string> = {
  retry: 'Retry',
  hold: 'Hold',
  release: 'Release',
};

/** Why a supplement's submission waits: the report it replaces has no state case number yet. */
export const WAITS_FOR_CASE_NUMBER = 'Waits for the state case number of the report it replaces.';
