import { describe, expect, it } from 'vitest';
import {
  isDisabled,
  isLocked,
  LOCKOUT_FAILED_ATTEMPTS,
  LOCKOUT_WINDOW_MS,
  lockedStatus,
  unlockedStatus,
  UserStatus,
  userStatusNames,
} from './user-status';

describe('user statuses', () => {
  it('uses the stored codes: 0 active, 1 disabled, 2 locked, 3 disabled and locked', () => {
    expect(UserStatus).toEqual({ Active: 0, Disabled: 1, Locked: 2, DisabledAndLocked: 3 });
    expect(userStatusNames).toEqual({ 0: 'Active', 1: 'Disabled', 2: 'Locked', 3: 'Disabled and locked' });
  });

  it('tells disabled and locked apart', () => {
    expect([0, 1, 2, 3].map(isDisabled)).toEqual([false, true, false, true]);
    expect([0, 1, 2, 3].map(isLocked)).toEqual([false, false, true, true]);
  });

  it('locks an active user as 2 and a disabled one as 3; unlocking goes back', () => {
    expect(lockedStatus(0)).toBe(2);
    expect(lockedStatus(1)).toBe(3);
    expect(lockedStatus(2)).toBe(2);
    expect(unlockedStatus(2)).toBe(0);
    expect(unlockedStatus(3)).toBe(1);
  });

  it('locks after 5 failed attempts within 15 minutes', () => {
    expect(LOCKOUT_FAILED_ATTEMPTS).toBe(5);
    expect(LOCKOUT_WINDOW_MS).toBe(15 * 60 * 1000);
  });
});
