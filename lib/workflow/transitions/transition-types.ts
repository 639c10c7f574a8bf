import type { LockedReport } from '../review/locks';
import type { ReportStatusCode } from '../report-status';

/** The shapes planTransition (transitions.ts) takes and gives; kept apart so checks can share them. */

/** The report actions that change a report's status, lock or existence. */
export type TransitionAction =
  | 'sendTo'
  | 'assignToMe'
  | 'release'
  | 'approve'
  | 'reject'
  | 'edit'
  | 'accept'
  | 'supplement'
  | 'archive'
  | 'delete'
  | 'reassign';

/** What happens to the report's lock: taken by the actor, removed, untouched, or handed to the new assignee. */
export type LockEffect = 'acquire' | 'release' | 'keep' | 'transfer';

/** Work the server does besides writing status and lock. Every move also goes to inbox history and the audit log. */
export type SideEffect =
  /** Every submission keeps a copy, so reviewers can see what changed since the last one. */
  | 'keepPreviousVersion'
  /** Send to: the report goes to the chosen inbox. */
  | 'moveToInbox'
  /** Reject: the reviewer's note goes to the author. */
  | 'noteToAuthor'
  /** Supplement: a new Draft, isSupplement, linked to this report, which stays Accepted. */
  | 'createSupplementDraft'
  /** Accepting a supplement: its original report becomes 10 Supplemented. */
  | 'markOriginalSupplemented'
  /** Delete: the report is removed. */
  | 'removeReport'
  /** Reassign: the author (0, 3), the inbox (1) or the reviewer holding the lock (7) changes. */
  | 'changeAssignee'
  /** Accept: the accepted version goes to the state's crash repository (a supplement as the replacement of its original). */
  | 'submitToState';

/** What planning needs of a report; `status` is a number because it comes from storage. */
export interface WorkflowReport extends LockedReport {
  status: number;
  authorUserId: number;
  isSupplement?: boolean;
  /**
   * The report's supplement still in progress (not yet accepted), if any: a report has at most
   * one at a time (see isOpenSupplement in supplements.ts). Undefined when the caller did not read it.
   */
  openSupplementId?: number | null | undefined;
}

/** The user acting. `administrator`: acting through administration (the ability allows 'reassign' on the report). */
export interface WorkflowActor {
  id: number;
  administrator?: boolean;
}

/** The request's extra facts: the time, the completeness check's verdict, the reviewer's note. */
export interface TransitionInput {
  now: Date;
  hasErrors?: boolean;
  note?: string;
}

/** What refused a move: the action's name, the report's status, or one of the step's checks. */
export type RefusedBy = 'action' | 'status' | TransitionCheck;

/**
 * A planned move, or the reason it is refused. `toStatus` null: the report is deleted.
 * `refusedBy` lets the server answer with the right kind of error (bad input, conflict, forbidden).
 */
export type TransitionPlan =
  | { ok: true; toStatus: ReportStatusCode | null; lock: LockEffect; sideEffects: SideEffect[] }
  | { ok: false; reason: string; refusedBy: RefusedBy };

/** The conditions a transition step may require besides its starting status. */
export type TransitionCheck =
  | 'complete'
  | 'note'
  | 'notOwnReport'
  | 'notAuthor'
  | 'lockFree'
  | 'holdsLock'
  | 'notLockedByOther'
  | 'administrator'
  | 'noOpenSupplement';
