import { describe, expect, it } from 'vitest';
import { statusAllows, statusRefusal, userActionsFor } from './user-actions';
import { UserStatus } from './user-status';

describe('user actions by status', () => {
  it('offers disable, never enable or unlock, for an active user', () => {
    expect(userActionsFor(UserStatus.Active)).toEqual(['edit', 'resetPassword', 'copy', 'disable']);
  });
  it('offers enable, never disable or unlock, for a disabled user', () => {
    expect(userActionsFor(UserStatus.Disabled)).toEqual(['edit', 'resetPassword', 'copy', 'enable']);
  });
  it('offers disable and unlock for a locked user', () => {
    expect(userActionsFor(UserStatus.Locked)).toEqual(['edit', 'resetPassword', 'copy', 'disable', 'unlock']);
  });
  it('offers enable and unlock for a disabled and locked user', () => {
    expect(userActionsFor(UserStatus.DisabledAndLocked)).toEqual(['edit', 'resetPassword', 'copy', 'enable', 'unlock']);
  });
  it('offers only the always-allowed actions for a status it does not know', () => {
    expect(userActionsFor(9)).toEqual(['edit', 'resetPassword', 'copy']);
  });
  it('names the refusal of an action the status does not allow, and none for one it does', () => {
    expect(statusAllows(UserStatus.Disabled, 'disable')).toBe(false);
    expect(statusRefusal(UserStatus.Disabled, 'disable', 'kim')).toBe('User kim is already disabled.');
    expect(statusRefusal(UserStatus.Active, 'enable', 'kim')).toBe('User kim is not disabled.');
    expect(statusRefusal(UserStatus.Disabled, 'unlock', 'kim')).toBe('User kim is not locked.');
    expect(statusRefusal(UserStatus.Locked, 'unlock', 'kim')).toBeNull();
  });
});
