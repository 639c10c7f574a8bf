/** New-password rules (CJIS-style): a minimum length and no common or compromised password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordCheckContext {
  userName?: string;
  /** True when the password (lower-cased) is on the shipped list of common passwords. */
  isCommon: (lowerCased: string) => boolean;
}

/** Returns the message that refuses the password, or null when it is acceptable. */
export function checkNewPassword(password: string, ctx: PasswordCheckContext): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  }
  const lower = password.toLowerCase();
  if (ctx.userName && lower.includes(ctx.userName.toLowerCase())) {
    return 'The password must not contain the user name.';
  }
  if (ctx.isCommon(lower)) {
    return 'This password is on a list of common or compromised passwords. Choose another.';
  }
  return null;
}
