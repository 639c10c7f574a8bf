import { beforeAll, describe, expect, it } from 'vitest';
import { loadCompromisedCheck, type CompromisedCheck } from './compromised-passwords';
import { checkNewPassword, passwordMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';

let isCompromised: CompromisedCheck;
beforeAll(async () => {
  isCompromised = await loadCompromisedCheck();
});
const ctx = () => ({ userName: 'officer', isCompromised });

describe('new-password policy', () => {
  it('asks for at least 8 characters by default, counting characters rather than code units', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkNewPassword('Ab1-xyz', ctx())).toBe('The password must be at least 8 characters long.');
    expect(checkNewPassword('Ab1-xyzQ', ctx())).toBeNull();
    // Four emoji are eight UTF-16 code units but four characters.
    expect(checkNewPassword('\u{1F697}\u{1F4A5}\u{1F6A8}\u{1F46E}', ctx())).toBe(passwordMessages.tooShort(8));
  });

  it('asks for the configured length when it is longer, never less than 8', () => {
    expect(checkNewPassword('Ab1-xyzQ-77', { ...ctx(), minLength: 12 })).toBe(
      'The password must be at least 12 characters long.',
    );
    expect(checkNewPassword('Ab1-xyzQ-77z', { ...ctx(), minLength: 12 })).toBeNull();
    expect(checkNewPassword('Ab1-xy', { ...ctx(), minLength: 4 })).toBe(passwordMessages.tooShort(8));
  });

  it('refuses more than the maximum length', () => {
    expect(checkNewPassword('Zq7!'.repeat(PASSWORD_MAX_LENGTH / 4) + 'x', ctx())).toBe(passwordMessages.tooLong);
    expect(checkNewPassword('Zq7!'.repeat(PASSWORD_MAX_LENGTH / 4), ctx())).toBeNull();
  });

  it('refuses blank-like passwords: empty, spaces, tabs, line breaks and invisible characters', () => {
    for (const p of [
      '',
      '        ',
      '\t\t\t\t\t\t\t\t',
      ' \n \r\n   \u00a0 ',
      '\u200b'.repeat(10),
      '\u3000'.repeat(9),
    ]) {
      expect(checkNewPassword(p, ctx()), JSON.stringify(p)).toBe(passwordMessages.blank);
    }
  });

  it('refuses one character repeated, in any case', () => {
    for (const p of ['aaaaaaaa', 'AaAaAaAaAa', '77777777777', '!!!!!!!!!', '\u{1F697}'.repeat(9)]) {
      expect(checkNewPassword(p, ctx()), p).toBe(passwordMessages.repeated);
    }
    expect(checkNewPassword('aaaaaaab-Q', ctx())).toBeNull();
  });

  it('refuses passwords on the compromised list in any case, including ones a hand-typed list would miss', () => {
    for (const p of [
      'password1',
      'iloveyou',
      'ILoveYou',
      'PASSWORD1',
      '12345678',
      'baseball',
      'p@ssw0rd',
      'qwertyuiop',
      'letmein1',
    ]) {
      expect(checkNewPassword(p, ctx()), p).toBe(passwordMessages.compromised);
    }
  });

  it('uses a maintained list of tens of thousands of passwords', () => {
    expect(isCompromised('correct-horse-battery-staple-92')).toBe(false);
    expect(isCompromised('trustno1')).toBe(true);
    expect(isCompromised('Trustno1')).toBe(true);
  });

  it('refuses a password that contains the user name, and one equal to the current password', () => {
    expect(checkNewPassword('MyOfficer-2026', ctx())).toBe(passwordMessages.userName);
    expect(checkNewPassword('MyOfficer-2026', { isCompromised })).toBeNull();
    expect(checkNewPassword('Same-Secret-55', { ...ctx(), currentPassword: 'Same-Secret-55' })).toBe(
      passwordMessages.sameAsCurrent,
    );
    expect(checkNewPassword('Other-Secret-55', { ...ctx(), currentPassword: 'Same-Secret-55' })).toBeNull();
  });
});
