import type { SubmissionEventRow, SubmissionRow } from '../../../lib/api/schemas/submission-schemas';
import {
  submissionActionLabels,
  submissionStatuses,
  type SubmissionAdminAction,
  type SubmissionStatus,
} from '../../../lib/state-repository/submission-status';

/** The queue's filters as its form and its address hold them. */
export const submissionFilterKeys = ['status', 'agencyOri'] as const;
export type SubmissionFilterKey = (typeof submissionFilterKeys)[number];
export type SubmissionFilters = Record<SubmissionFilterKey, string>;
export const noSubmissionFilters: SubmissionFilters = { status: '', agencyOri: '' };

/** The call's request of the form's filters: empty fields left out. */
export function submissionRequestOf(f: SubmissionFilters) {
  return {
    ...(submissionStatuses.includes(f.status as SubmissionStatus) ? { status: f.status as SubmissionStatus } : {}),
    ...(f.agencyOri.trim() ? { agencyOri: f.agencyOri.trim() } : {}),
  };
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What happened, in words: the queue's steps and the state's answers, and the administrators' actions. */
export function submissionEventText(e: Pick<SubmissionEventRow, 'action' | 'detail'>): string {
  const d = e.detail;
  switch (e.action) {
    case 'queued':
      return 'Queued for the state';
    case 'held':
      return d.reason ? `Held: ${text(d.reason)}` : 'Held';
    case 'sent':
      return `Sent to the state (receipt ${text(d.receipt)})`;
    case 'attemptFailed':
      return `Try ${text(d.attempt)} failed: ${text(d.reason)}`;
    case 'failed':
      return `Failed after retries: ${text(d.reason)}`;
    case 'accepted':
      return `Accepted by the state as case ${text(d.stateCaseNumber)}`;
    case 'rejected':
      return `Rejected by the state (${text(d.reasons)} reasons)`;
    case 'released':
      return d.replaces ? `Released: replaces state case ${text(d.replaces)}` : 'Released';
    case 'retry':
      return 'Retried by an administrator';
    case 'hold':
      return 'Held by an administrator';
    case 'release':
      return 'Released by an administrator';
    default:
      return e.action;
  }
}

/** Who did it: a person, or the queue itself. */
export const submissionEventActor = (e: Pick<SubmissionEventRow, 'user'>) => e.user?.name ?? 'The submission queue';

const done: Record<SubmissionAdminAction, string> = { retry: 'retried', hold: 'held', release: 'released' };

/** The announcement of an action's outcome: which submission, what was done, where it stands now. */
export function submissionActionOutcome(action: SubmissionAdminAction, row: SubmissionRow): string {
  return `Submission ${row.id} of report ${row.caseNumber ?? row.reportId} ${done[action]}: ${row.statusLabel}.`;
}

/** A button's accessible name: the action and the submission it acts on. */
export const submissionActionName = (action: SubmissionAdminAction, row: Pick<SubmissionRow, 'id'>) =>
  `${submissionActionLabels[action]} submission ${row.id}`;
