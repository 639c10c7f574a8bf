/** User statuses, as stored (see docs/rules/sign-in-and-sessions.md, "User statuses"). */
export const UserStatus = {
  Active: 0,
  Disabled: 1,
  Locked: 2,
  DisabledAndLocked: 3,
} as const;
export type UserStatusCode = (typeof UserStatus)[keyof typeof UserStatus];

export const userStatusNames: Record<UserStatusCode, string> = {
  0: 'Active',
  1: 'Disabled',
  2: 'Locked',
  3: 'Disabled and locked',
};

export function isDisabled(status: number): boolean {
  return status === UserStatus.Disabled || status === UserStatus.DisabledAndLocked;
}

export function isLocked(status: number): boolean {
  return status === UserStatus.Locked || status === UserStatus.DisabledAndLocked;
}

/** The status after a lock-out: a disabled user stays disabled and becomes locked too. */
export function lockedStatus(status: number): UserStatusCode {
  return isDisabled(status) ? UserStatus.DisabledAndLocked : UserStatus.Locked;
}

/** The status after an administrator unlocks a Locked (2) or Disabled and locked (3) user. */
export function unlockedStatus(status: number): UserStatusCode {
  return isDisabled(status) ? UserStatus.Disabled : UserStatus.Active;
}

/** Lock-out policy: this many failed sign-ins inside the window lock the account. */
export const LOCKOUT_FAILED_ATTEMPTS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
