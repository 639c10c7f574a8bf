import { UserStatus } from './user-status';
import { subjectOf, type AppAbility } from './permissions/ability';

/**
 * What an administrator can do with a user in each status. The users table shows exactly these
 * buttons on a row, and the server refuses (conflict) whatever a status does not allow, so a
 * button is never offered that the server would turn down for the user's status.
 */
export type UserAction = 'edit' | 'resetPassword' | 'copy' | 'disable' | 'enable' | 'unlock' | 'resetSecondFactor';

/** In the order the table shows them. */
export const userActionOrder: readonly UserAction[] = [
  'edit',
  'resetPassword',
  'copy',
  'disable',
  'enable',
  'unlock',
  'resetSecondFactor',
];

const byStatus: Record<number, readonly UserAction[]> = {
  [UserStatus.Active]: ['edit', 'resetPassword', 'copy', 'disable'],
  [UserStatus.Disabled]: ['edit', 'resetPassword', 'copy', 'enable'],
  [UserStatus.Locked]: ['edit', 'resetPassword', 'copy', 'disable', 'unlock'],
  [UserStatus.DisabledAndLocked]: ['edit', 'resetPassword', 'copy', 'enable', 'unlock'],
};

/** The actions a user's status allows (an unknown status allows only what is always allowed). */
export function userActionsFor(status: number): UserAction[] {
  const allowed = byStatus[status] ?? ['edit', 'resetPassword', 'copy'];
  return userActionOrder.filter((a) => allowed.includes(a));
}

export function statusAllows(status: number, action: UserAction): boolean {
  return userActionsFor(status).includes(action);
}

export const userActionLabels: Record<UserAction, string> = {
  edit: 'Edit',
  resetPassword: 'Reset password',
  copy: 'Copy',
  disable: 'Disable',
  enable: 'Enable',
  unlock: 'Unlock',
  resetSecondFactor: 'Reset second factor',
};

/** Why the status refuses the action, for the server's conflict answer; null when it allows it. */
export function statusRefusal(status: number, action: UserAction, userName: string): string | null {
  if (statusAllows(status, action)) return null;
  const what = {
    disable: 'is already disabled',
    enable: 'is not disabled',
    unlock: 'is not locked',
    edit: 'cannot be edited',
    resetPassword: 'cannot have the password reset',
    copy: 'cannot be copied',
    resetSecondFactor: 'has no second factor to reset',
  }[action];
  return `User ${userName} ${what}.`;
}

/**
 * The actions a caller may take on a user's row: those the status allows, which the caller's
 * rights on that user permit (the same checks the server makes): a user who holds a role the
 * caller may not grant is beyond reach, and nobody disables themselves.
 */
export function permittedUserActions(
  ability: AppAbility,
  caller: { id: number },
  user: { id: number; agencyOri: string; status: number; roleIds: number[]; secondFactor?: boolean },
  grantableRoleIds: ReadonlySet<number>,
): UserAction[] {
  if (!user.roleIds.every((id) => grantableRoleIds.has(id))) return [];
  const subject = subjectOf('User', { id: user.id, agencyOri: user.agencyOri });
  const byStatusAndRights = userActionsFor(user.status).filter((action) => {
    if (!ability.can(action, subject)) return false;
    if (action === 'copy' && !ability.can('create', subjectOf('User', { agencyOri: user.agencyOri }))) return false;
    return !(action === 'disable' && user.id === caller.id);
  });
  // Whatever the status: a user who set up an authenticator app and lost it.
  const resetsSecondFactor = user.secondFactor === true && ability.can('resetSecondFactor', subject);
  return resetsSecondFactor ? [...byStatusAndRights, 'resetSecondFactor'] : byStatusAndRights;
}
