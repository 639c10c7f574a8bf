/**
 * New-password rules (CJIS IA-5, NIST SP 800-63B; see docs/rules/sign-in-and-sessions.md): a
 * configured minimum length, nothing blank-like or one character repeated, not the user name,
 * not the current password and not on the shipped list of compromised passwords.
 */

/** The floor and default of the configured minimum (PASSWORD_MIN_LENGTH); 800-63B asks for 8 or more. */
export const PASSWORD_MIN_LENGTH = 8;
/** The most a configuration may ask for: 800-63B wants at least 64 characters accepted. */
export const PASSWORD_MIN_LENGTH_CEILING = 64;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordCheckContext {
  /** The configured minimum length; PASSWORD_MIN_LENGTH when not given. */
  minLength?: number;
  userName?: string;
  /** The password it replaces, when the user typed it (a change, not an administrator's reset). */
  currentPassword?: string;
  /** True when the password is on the list of compromised passwords (compromised-passwords.ts). */
  isCompromised: (password: string) => boolean;
}

/** White space and invisible format characters (zero-width space, joiners, BOM) look like nothing. */
const INVISIBLE = /[\p{White_Space}\p{Cf}]/gu;

/** Characters as the user counts them: an emoji or accented letter is one, not two code units. */
const characterCount = (text: string) => [...text].length;

export const passwordMessages = {
  blank: 'The password must not be blank or only spaces.',
  tooShort: (min: number) => `The password must be at least ${min} characters long.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  repeated: 'The password must not be one character repeated.',
  userName: 'The password must not contain the user name.',
  sameAsCurrent: 'The new password must differ from the current one.',
  compromised: 'This password is on a list of common or compromised passwords. Choose another.',
};

/** What the screen says before anything is typed. */
export const passwordHint = (minLength: number) =>
  `At least ${minLength} characters; common or compromised passwords, one character repeated and your user name are refused.`;

/** Returns the message that refuses the password, or null when it is acceptable. */
export function checkNewPassword(password: string, ctx: PasswordCheckContext): string | null {
  const minLength = Math.max(ctx.minLength ?? PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH);
  if (password.replace(INVISIBLE, '') === '') return passwordMessages.blank;
  const length = characterCount(password);
  if (length < minLength) return passwordMessages.tooShort(minLength);
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  if (new Set(lower).size === 1) return passwordMessages.repeated;
  const userName = ctx.userName?.trim().toLowerCase();
  if (userName && lower.includes(userName)) return passwordMessages.userName;
  if (ctx.currentPassword !== undefined && password === ctx.currentPassword) return passwordMessages.sameAsCurrent;
  if (ctx.isCompromised(lower)) return passwordMessages.compromised;
  return null;
}
