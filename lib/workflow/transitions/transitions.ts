import { reportStatusName, type ReportStatusCode } from '../report-status';
import { transitionChecks, type TransitionCheck } from './transition-checks';
import type {
  LockEffect,
  SideEffect,
  TransitionAction,
  TransitionInput,
  TransitionPlan,
  WorkflowActor,
  WorkflowReport,
} from './transition-types';

export type {
  LockEffect,
  RefusedBy,
  SideEffect,
  TransitionAction,
  TransitionInput,
  TransitionPlan,
  WorkflowActor,
  WorkflowReport,
} from './transition-types';

/** One allowed move from one status. */
export interface TransitionStep {
  to: ReportStatusCode | null;
  lock: LockEffect;
  sideEffects: SideEffect[];
  checks: TransitionCheck[];
}

/** An action: its button label, the CASL action that permits it, and its moves by starting status. */
export interface TransitionRule {
  label: string;
  casl: string;
  from: Partial<Record<ReportStatusCode, TransitionStep>>;
}

const step = (
  to: ReportStatusCode | null,
  lock: LockEffect,
  checks: TransitionCheck[] = [],
  sideEffects: SideEffect[] = [],
): TransitionStep => ({ to, lock, sideEffects, checks });

const reassignTo = (status: ReportStatusCode, lock: LockEffect) => step(status, lock, [], ['changeAssignee']);
const removed = (checks: TransitionCheck[]) => step(null, 'release', checks, ['removeReport']);

/** The workflow as data (see docs/rules/workflow.md, "Transitions"). */
export const transitions: Record<TransitionAction, TransitionRule> = {
  sendTo: {
    label: 'Send to',
    casl: 'sendTo',
    from: {
      0: step(1, 'keep', ['complete', 'notLockedByOther'], ['keepPreviousVersion', 'moveToInbox']),
      // Send to for 1 too: a pending report may go to another inbox; it was checked when sent.
      1: step(1, 'keep', ['notLockedByOther'], ['moveToInbox']),
    },
  },
  assignToMe: {
    label: 'Assign to me',
    casl: 'assign',
    // 7 with an expired lock is free again (an expired lock is no lock), so another reviewer may take it.
    from: { 1: step(7, 'acquire', ['notOwnReport', 'lockFree']), 7: step(7, 'acquire', ['notOwnReport', 'lockFree']) },
  },
  release: {
    label: 'Release',
    casl: 'release',
    // Administration releases 7 and 1; releasing always leaves the report Pending Review.
    from: { 1: step(1, 'release', ['notLockedByOther']), 7: step(1, 'release', ['notLockedByOther']) },
  },
  approve: { label: 'Approve', casl: 'approve', from: { 7: step(2, 'release', ['notOwnReport', 'holdsLock']) } },
  reject: {
    label: 'Reject',
    casl: 'reject',
    from: { 7: step(3, 'release', ['notOwnReport', 'holdsLock', 'note'], ['noteToAuthor']) },
  },
  // Saving changes; the editor opens other statuses read-only (and diagram and attachments change only in 0).
  edit: {
    label: 'Edit',
    casl: 'edit',
    from: { 0: step(0, 'keep', ['notLockedByOther']), 3: step(0, 'keep', ['notLockedByOther']) },
  },
  accept: {
    label: 'Accept',
    casl: 'accept',
    from: { 2: step(4, 'keep', ['notAuthor', 'notLockedByOther'], ['submitToState']) },
  },
  supplement: {
    label: 'Supplement',
    casl: 'supplement',
    from: { 4: step(4, 'keep', ['noOpenSupplement'], ['createSupplementDraft']) },
  },
  archive: { label: 'Archive', casl: 'archive', from: { 4: step(9, 'keep', ['notLockedByOther']) } },
  // Working reports delete 0; administration deletes 3 and 0.
  delete: {
    label: 'Delete',
    casl: 'delete',
    from: { 0: removed(['notLockedByOther']), 3: removed(['administrator', 'notLockedByOther']) },
  },
  reassign: {
    label: 'Reassign',
    casl: 'reassign',
    from: {
      0: reassignTo(0, 'keep'),
      1: reassignTo(1, 'keep'),
      3: reassignTo(3, 'keep'),
      7: reassignTo(7, 'transfer'),
    },
  },
};

const statusList = (codes: number[]) =>
  codes
    .map(reportStatusName)
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');

/**
 * Plans `action` on `report` by `actor`: the status and lock it leads to and the work it
 * implies, or the reason it is refused. Permission (CASL) is the caller's check; this one is
 * about status, locks, authorship and the request's data.
 */
export function planTransition(
  action: TransitionAction,
  report: WorkflowReport,
  actor: WorkflowActor,
  input: TransitionInput,
): TransitionPlan {
  // The action may come straight from a request body, so an unknown name must not throw.
  const rule: TransitionRule | undefined = Object.hasOwn(transitions, action) ? transitions[action] : undefined;
  if (!rule) return { ok: false, reason: `Unknown report action "${String(action)}".`, refusedBy: 'action' };
  const found = rule.from[report.status as ReportStatusCode];
  if (!found) {
    const allowed = statusList(Object.keys(rule.from).map(Number));
    const reason = `${rule.label} is only possible for a report that is ${allowed}; this report is ${reportStatusName(report.status)}.`;
    return { ok: false, reason, refusedBy: 'status' };
  }
  for (const check of found.checks) {
    const reason = transitionChecks[check](report, actor, input, rule.label);
    if (reason) return { ok: false, reason, refusedBy: check };
  }
  const sideEffects = [...found.sideEffects];
  if (action === 'accept' && report.isSupplement) sideEffects.push('markOriginalSupplemented');
  return { ok: true, toStatus: found.to, lock: found.lock, sideEffects };
}
