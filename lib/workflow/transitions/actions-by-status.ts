import { isLockedBy, lockHolder } from '../review/locks';
import { planTransition, transitions, type TransitionAction } from './transitions';
import type { WorkflowReport } from './transition-types';

/** The screens with row actions (see docs/rules/workflow.md, "Actions by status"). */
export type Screen = 'adminPending' | 'working' | 'submitted' | 'pendingReview' | 'advancedSearch' | 'userStatuses';

/** A row action as shown in a table. */
export type RowAction =
  | 'reassign'
  | 'release'
  | 'delete'
  | 'edit'
  | 'sendTo'
  | 'print'
  | 'supplement'
  | 'assignToMe'
  | 'history'
  | 'disable'
  | 'unlock'
  | 'enable'
  | 'resetPassword'
  | 'copy';

/** The CASL action that must be held to see each row action. */
export const rowActionCasl: Record<RowAction, string> = {
  reassign: 'reassign',
  release: 'release',
  delete: 'delete',
  edit: 'edit',
  sendTo: 'sendTo',
  print: 'print',
  supplement: 'supplement',
  assignToMe: 'assign',
  // History shows a report's past: reading it needs no more than reading the report.
  history: 'read',
  disable: 'disable',
  unlock: 'unlock',
  enable: 'enable',
  resetPassword: 'resetPassword',
  copy: 'copy',
};

/**
 * Row conditions besides status: who holds the review lock, whose report it is, and
 * 'workflowAllows': the server's own plan of the move (lib/workflow/transitions/transitions) accepts it.
 */
export type RowCondition = 'lockedByMe' | 'unlockedNotOwn' | 'workflowAllows';

/** One action of one screen: the statuses it is shown for ('any' = every status) and its CASL action. */
export interface ScreenAction {
  action: RowAction;
  casl: string;
  statuses: readonly number[] | 'any';
  when?: RowCondition;
  onlineOnly?: boolean;
}

const row = (
  action: RowAction,
  statuses: ScreenAction['statuses'],
  extra: Pick<ScreenAction, 'when' | 'onlineOnly'> = {},
): ScreenAction => ({ action, casl: rowActionCasl[action], statuses, ...extra });

/** The actions by status, one table per screen, in the order the buttons appear. */
export const screenActions: Record<Screen, readonly ScreenAction[]> = {
  // "reassign for statuses 1, 3, 7, 0; release for 7 and 1; delete for 3 and 0"
  adminPending: [row('reassign', [1, 3, 7, 0]), row('release', [7, 1]), row('delete', [3, 0])],
  // "edit any; delete for 0 only; send to for 0 and 1; print any; release for 7 only when locked by the current user"
  working: [
    row('edit', 'any'),
    row('delete', [0]),
    row('sendTo', [0, 1]),
    row('print', 'any'),
    row('release', [7], { when: 'lockedByMe' }),
  ],
  // "supplement for status 4 only; print any"
  // Supplement only while the report has no supplement in progress (the server refuses a second).
  submitted: [row('supplement', [4], { when: 'workflowAllows' }), row('print', 'any')],
  // "assign to me only when unlocked and not the user's own report; release for 7 when locked by the current user"
  pendingReview: [row('assignToMe', 'any', { when: 'unlockedNotOwn' }), row('release', [7], { when: 'lockedByMe' })],
  // "supplement, print, history (history is online only)". Supplement keeps its "4 only" of the
  // search line above: the workflow allows supplement on 4 alone, and a button that always
  // fails would only mislead.
  advancedSearch: [
    row('supplement', [4], { when: 'workflowAllows' }),
    row('print', 'any'),
    row('history', 'any', { onlineOnly: true }),
  ],
  // User statuses 0 Active, 1 Disabled, 2 Locked, 3 Disabled and locked:
  // "disable for 0 and 2; unlock for 2 and 3; enable for 1 and 3; edit, reset password, copy always"
  userStatuses: [
    row('disable', [0, 2]),
    row('unlock', [2, 3]),
    row('enable', [1, 3]),
    row('edit', 'any'),
    row('resetPassword', 'any'),
    row('copy', 'any'),
  ],
};

/** A table row: a report (report screens) or just a status (the user status table). */
export type ActionRow = WorkflowReport | { status: number };

/** Who looks at the table. `can` answers CASL for this row, e.g. `(a) => ability.can(a, subjectOf('Report', row))`. */
export interface ActionContext {
  userId: number;
  online: boolean;
  now: Date;
  can: (caslAction: string) => boolean;
}

const isReport = (r: ActionRow): r is WorkflowReport => 'authorUserId' in r;

function conditionHolds(action: RowAction, condition: RowCondition, r: ActionRow, ctx: ActionContext): boolean {
  // A row without a report's fields cannot show a lock-dependent action.
  if (!isReport(r)) return false;
  // Only a row action that is a workflow move has a plan; any other cannot be allowed by one.
  if (condition === 'workflowAllows')
    return (
      Object.hasOwn(transitions, action) &&
      planTransition(action as TransitionAction, r, { id: ctx.userId }, { now: ctx.now }).ok
    );
  if (condition === 'lockedByMe') return isLockedBy(r, ctx.userId, ctx.now);
  // An expired lock counts as unlocked (locks.ts): the report is free to take.
  return lockHolder(r, ctx.now) === null && r.authorUserId !== ctx.userId;
}

/**
 * The actions to show on `r` of `screen`, in table order: allowed by the table for the row's
 * status and conditions, held by the user (a button the server would refuse is never shown), and
 * available offline unless online-only.
 */
export function actionsFor(screen: Screen, r: ActionRow, ctx: ActionContext): RowAction[] {
  return screenActions[screen]
    .filter((a) => a.statuses === 'any' || a.statuses.includes(r.status))
    .filter((a) => !a.when || conditionHolds(a.action, a.when, r, ctx))
    .filter((a) => ctx.online || !a.onlineOnly)
    .filter((a) => ctx.can(a.casl))
    .map((a) => a.action);
}
