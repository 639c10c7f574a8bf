import { describe, expect, it } from 'vitest';
import commonPasswords from './common-passwords.json';
import { checkNewPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';

const common = new Set(commonPasswords as string[]);
const ctx = { userName: 'officer', isCommon: (p: string) => common.has(p) };

describe('new-password policy', () => {
  it('asks for at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkNewPassword('Ab1-xyz', ctx)).toBe('The password must be at least 8 characters long.');
    expect(checkNewPassword('', ctx)).toMatch(/at least 8/);
    expect(checkNewPassword('Ab1-xyzQ', ctx)).toBeNull();
  });

  it('refuses more than the maximum length', () => {
    expect(checkNewPassword('a'.repeat(PASSWORD_MAX_LENGTH + 1), ctx)).toMatch(/at most 128/);
    expect(checkNewPassword('Zq7!'.repeat(PASSWORD_MAX_LENGTH / 4), ctx)).toBeNull();
  });

  it('refuses passwords on the shipped common list, in any case', () => {
    for (const p of ['password1', 'iloveyou', 'ILoveYou', 'PASSWORD1', '12345678', 'baseball']) {
      expect(checkNewPassword(p, ctx), p).toBe(
        'This password is on a list of common or compromised passwords. Choose another.',
      );
    }
  });

  it('refuses a password that contains the user name', () => {
    expect(checkNewPassword('MyOfficer-2026', ctx)).toBe('The password must not contain the user name.');
    expect(checkNewPassword('MyOfficer-2026', { isCommon: () => false })).toBeNull();
  });

  it('ships a list of only lower-case passwords of at least 8 characters, without duplicates', () => {
    const list = commonPasswords as string[];
    expect(list.length).toBeGreaterThan(1000);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((p) => p.length >= PASSWORD_MIN_LENGTH && p === p.toLowerCase())).toBe(true);
    expect(common.has('password1')).toBe(true);
    expect(common.has('iloveyou')).toBe(true);
  });
});
