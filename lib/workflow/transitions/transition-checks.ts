import { lockHolderText, lockState } from '../review/locks';
import { reportStatusName } from '../report-status';
import type { TransitionCheck, TransitionInput, WorkflowActor, WorkflowReport } from './transition-types';

export type { TransitionCheck } from './transition-types';

// Refusals name the holder when the caller knows it, so the loser of a race learns who won.
const holder = (report: WorkflowReport) => (report.lock ? lockHolderText(report.lock) : 'another user');
const inReviewByOther = (report: WorkflowReport) => `This report is in review by ${holder(report)}.`;

type CheckFn = (report: WorkflowReport, actor: WorkflowActor, input: TransitionInput, label: string) => string | null;

/**
 * Each check answers null when it passes, else the message shown to the user. Messages say
 * what to do next, because they end up in a toast, not in a log.
 */
export const transitionChecks: Record<TransitionCheck, CheckFn> = {
  // Draft -> Pending Review only with no completeness errors. A caller that did
  // not run the check (hasErrors undefined) is refused too: sending unchecked data is the bug.
  complete: (_r, _a, input) => {
    if (input.hasErrors === false) return null;
    return input.hasErrors
      ? 'The report has errors. Fix them before sending it.'
      : 'Check the report for errors before sending it.';
  },
  // Reject sends a note to the author; an empty note tells the author nothing.
  note: (_r, _a, input) =>
    input.note?.trim() ? null : 'Write a note to the author saying why the report is rejected.',
  // Nobody reviews their own report (Assign to me refuses it); approving or rejecting one's own
  // report would skip that rule, so the review steps check it too.
  notOwnReport: (report, actor) => (report.authorUserId === actor.id ? 'You cannot review your own report.' : null),
  // Acceptance is the last check of someone other than the author, like the review before it.
  notAuthor: (report, actor, _input, label) =>
    report.authorUserId === actor.id
      ? `You cannot ${label.toLowerCase()} your own report; another reviewer must ${label.toLowerCase()} it.`
      : null,
  // Assign to me only takes an unlocked report; an expired lock no longer counts as a lock.
  lockFree: (report, actor, input) => {
    const state = lockState(report, actor.id, input.now);
    if (state === 'mine') return 'You already have this report in review.';
    if (state === 'other') return inReviewByOther(report);
    return null;
  },
  // Only the reviewer whose lock is live may decide; an expired lock must be taken again so two
  // reviewers can never both believe they hold the report.
  holdsLock: (report, actor, input) => {
    const state = lockState(report, actor.id, input.now);
    if (state === 'mine') return null;
    if (state === 'other') return inReviewByOther(report);
    if (state === 'expired') return 'Your review lock has expired. Assign the report to yourself again.';
    return 'Assign the report to yourself before reviewing it.';
  },
  // A live lock of someone else protects the report; administrators may override it
  // (administration's release, reassign and delete exist to free stuck reports).
  notLockedByOther: (report, actor, input) =>
    actor.administrator || lockState(report, actor.id, input.now) !== 'other'
      ? null
      : `This report is locked by ${holder(report)}. Only that user or an administrator can change it.`,
  // Two supplements of one report worked on side by side would each replace it with their own
  // version of the crash; the second officer continues the first one's supplement instead.
  noOpenSupplement: (report) =>
    report.openSupplementId
      ? `This report already has a supplement in progress (report ${report.openSupplementId}). Continue that one; only one supplement is worked on at a time.`
      : null,
  administrator: (report, actor, _input, label) =>
    actor.administrator
      ? null
      : `Only an administrator can ${label.toLowerCase()} a report that is ${reportStatusName(report.status)}.`,
};
