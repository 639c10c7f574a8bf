import { describe, expect, it } from 'vitest';
import { buildAbility, interpolateRules } from './permissions/ability';
import { seededRoles } from './permissions/seeded-roles';
import { permittedUserActions, statusAllows, statusRefusal, userActionsFor } from './user-actions';
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

describe('the actions a caller may take on a user', () => {
  const agencyAdmin = buildAbility(
    interpolateRules(seededRoles.find((r) => r.name === 'Agency Administrator')?.rules ?? [], {
      id: 1,
      agencyOri: 'A',
    }),
  );
  const grantable = new Set([10, 11]);
  const user = { id: 2, agencyOri: 'A', status: UserStatus.Locked, roleIds: [10] };

  it('offers what the status allows on a user of the caller\u2019s agency', () => {
    expect(permittedUserActions(agencyAdmin, { id: 1 }, user, grantable)).toEqual([
      'edit',
      'resetPassword',
      'copy',
      'disable',
      'unlock',
    ]);
  });
  it('offers resetting the second factor of a user who has one, whatever the status', () => {
    const enrolled = { ...user, status: UserStatus.Disabled, secondFactor: true };
    expect(permittedUserActions(agencyAdmin, { id: 1 }, enrolled, grantable)).toContain('resetSecondFactor');
    expect(permittedUserActions(agencyAdmin, { id: 1 }, { ...enrolled, secondFactor: false }, grantable)).not.toContain(
      'resetSecondFactor',
    );
    expect(permittedUserActions(agencyAdmin, { id: 1 }, { ...enrolled, agencyOri: 'B' }, grantable)).toEqual([]);
  });
  it('offers nothing on a user of another agency, or one holding a role the caller may not grant', () => {
    expect(permittedUserActions(agencyAdmin, { id: 1 }, { ...user, agencyOri: 'B' }, grantable)).toEqual([]);
    expect(permittedUserActions(agencyAdmin, { id: 1 }, { ...user, roleIds: [10, 12] }, grantable)).toEqual([]);
  });
  it('never offers disabling oneself', () => {
    expect(permittedUserActions(agencyAdmin, { id: 2 }, { ...user, status: UserStatus.Active }, grantable)).toEqual([
      'edit',
      'resetPassword',
      'copy',
    ]);
  });
  it('offers nothing to an officer', () => {
    const officer = buildAbility(interpolateRules(seededRoles[0]?.rules ?? [], { id: 1, agencyOri: 'A' }));
    expect(permittedUserActions(officer, { id: 1 }, user, grantable)).toEqual([]);
  });
});
