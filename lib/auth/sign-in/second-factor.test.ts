import { describe, expect, it } from 'vitest';
import { seededRoles } from '../permissions/seeded-roles';
import {
  agencyRequiresSecondFactor,
  callsOfSecondFactorStage,
  formatRecoveryCode,
  grantsAdministration,
  isInactive,
  normaliseRecoveryCode,
  normaliseTotpCode,
  secondFactorRequired,
  stageAfterFirstFactor,
  stageAfterSecondFactor,
} from './second-factor';

const rulesOf = (name: string) => seededRoles.find((r) => r.name === name)!.rules;
const DAY = 24 * 60 * 60 * 1000;

describe('who must have a second factor', () => {
  it('counts the administrators among the seeded roles, and not the officer or supervisor', () => {
    expect(grantsAdministration(rulesOf('State Administrator'))).toBe(true);
    expect(grantsAdministration(rulesOf('Agency Administrator'))).toBe(true);
    expect(grantsAdministration(rulesOf('Supervisor'))).toBe(false);
    expect(grantsAdministration(rulesOf('Officer'))).toBe(false);
  });

  it('counts any rule with manage or on all, and user administration actions, but not inverted rules', () => {
    expect(grantsAdministration([{ action: 'manage', subject: 'Report' }])).toBe(true);
    expect(grantsAdministration([{ action: 'read', subject: 'all' }])).toBe(true);
    expect(grantsAdministration([{ action: ['read', 'unlock'], subject: 'User' }])).toBe(true);
    expect(grantsAdministration([{ action: 'read', subject: 'User' }])).toBe(false);
    expect(grantsAdministration([{ action: 'edit', subject: 'Role' }])).toBe(true);
    expect(grantsAdministration([{ action: 'read', subject: ['Role', 'Agency'] }])).toBe(false);
    expect(grantsAdministration([{ action: 'publish', subject: 'FormConfiguration' }])).toBe(true);
    expect(grantsAdministration([{ action: 'read', subject: 'FormConfiguration' }])).toBe(false);
    expect(grantsAdministration([{ action: 'manage', subject: 'all', inverted: true }])).toBe(false);
  });

  it('does not count a rule about one’s own profile, as written or filled in with the user’s id', () => {
    const own = { action: 'edit', subject: 'User', fields: ['badgeId'] };
    expect(grantsAdministration([{ ...own, conditions: { id: '${user.id}' } }])).toBe(false);
    expect(grantsAdministration([{ ...own, conditions: { id: 7 } }], 7)).toBe(false);
    expect(grantsAdministration([{ ...own, conditions: { id: 8 } }], 7)).toBe(true);
  });

  it('requires it of every user of an agency that says requireSecondFactor: true, and only true', () => {
    expect(agencyRequiresSecondFactor({ requireSecondFactor: true })).toBe(true);
    expect(agencyRequiresSecondFactor({ requireSecondFactor: 'true' })).toBe(false);
    expect(agencyRequiresSecondFactor({})).toBe(false);
    const officer = { rules: rulesOf('Officer'), agencyAdditionalInfo: { requireSecondFactor: true } };
    expect(secondFactorRequired(officer, { administrators: true })).toBe(true);
    const admin = { rules: rulesOf('Agency Administrator'), agencyAdditionalInfo: {} };
    expect(secondFactorRequired(admin, { administrators: true })).toBe(true);
    expect(secondFactorRequired(admin, { administrators: false })).toBe(false);
  });
});

describe('the stage after the password', () => {
  it('puts the second factor before a password change, and enrolment when none is set up', () => {
    expect(
      stageAfterFirstFactor({ hasSecondFactor: true, mustEnrol: true, mustChangePassword: true, throughLink: false }),
    ).toBe('second_factor');
    expect(
      stageAfterFirstFactor({ hasSecondFactor: false, mustEnrol: true, mustChangePassword: true, throughLink: false }),
    ).toBe('enrol_second_factor');
    expect(
      stageAfterFirstFactor({ hasSecondFactor: false, mustEnrol: false, mustChangePassword: true, throughLink: false }),
    ).toBe('change_password');
    expect(
      stageAfterFirstFactor({
        hasSecondFactor: false,
        mustEnrol: false,
        mustChangePassword: false,
        throughLink: false,
      }),
    ).toBe('active');
  });

  it('has a user who came through a sign-in link choose a password, without a current one', () => {
    expect(
      stageAfterFirstFactor({ hasSecondFactor: false, mustEnrol: false, mustChangePassword: true, throughLink: true }),
    ).toBe('choose_password');
    expect(stageAfterSecondFactor({ mustChangePassword: true, throughLink: true })).toBe('choose_password');
    expect(stageAfterSecondFactor({ mustChangePassword: false, throughLink: true })).toBe('active');
  });

  it('lets a session owing a step make only that step’s calls and sign out', () => {
    expect(callsOfSecondFactorStage.second_factor).toEqual(['Account/VerifySecondFactor', 'Logout']);
    expect(callsOfSecondFactorStage.enrol_second_factor).not.toContain('Account/GetCurrentUser');
  });
});

describe('codes as typed', () => {
  it('takes six digits with spaces, nothing else', () => {
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
    expect(normaliseTotpCode('12345')).toBeNull();
    expect(normaliseTotpCode('12345a')).toBeNull();
  });

  it('takes a recovery code in any case, with or without its dash', () => {
    expect(normaliseRecoveryCode('K7Q2M-9XW4P')).toBe('k7q2m9xw4p');
    expect(normaliseRecoveryCode('k7q2m9xw4p')).toBe('k7q2m9xw4p');
    expect(normaliseRecoveryCode('k7q2m')).toBeNull();
    expect(formatRecoveryCode('k7q2m9xw4p')).toBe('k7q2m-9xw4p');
  });
});

describe('inactive accounts', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('counts from the last sign-in, or the creation when there was none', () => {
    const created = new Date(now.getTime() - 200 * DAY);
    expect(isInactive({ lastSignInAt: new Date(now.getTime() - 89 * DAY), createdAt: created }, now, 90)).toBe(false);
    expect(isInactive({ lastSignInAt: new Date(now.getTime() - 91 * DAY), createdAt: created }, now, 90)).toBe(true);
    expect(isInactive({ lastSignInAt: null, createdAt: created }, now, 90)).toBe(true);
    expect(isInactive({ lastSignInAt: null, createdAt: new Date(now.getTime() - 10 * DAY) }, now, 90)).toBe(false);
  });

  it('counts from the account’s enabling again when that is later', () => {
    const old = new Date(now.getTime() - 200 * DAY);
    const reactivatedAt = new Date(now.getTime() - 5 * DAY);
    expect(isInactive({ lastSignInAt: old, createdAt: old, reactivatedAt }, now, 90)).toBe(false);
    expect(isInactive({ lastSignInAt: old, createdAt: old, reactivatedAt: old }, now, 90)).toBe(true);
  });
});
