import type { PermissionRule } from '../permissions/permission-rule';

/**
 * The second factor (TOTP, RFC 6238) and the rules around it that the app and the server share:
 * who must have one, what a session may do before it is proven, and what a code looks like.
 */

/** Session stages before the second factor is proven: the session may do nothing else. */
export const SECOND_FACTOR_STAGES = ['second_factor', 'enrol_second_factor'] as const;
export type SecondFactorStage = (typeof SECOND_FACTOR_STAGES)[number];

export function isSecondFactorStage(stage: string): stage is SecondFactorStage {
  return (SECOND_FACTOR_STAGES as readonly string[]).includes(stage);
}

/** The calls a session in each stage may make; anything else is refused until the step is done. */
export const callsOfSecondFactorStage: Record<SecondFactorStage, readonly string[]> = {
  second_factor: ['Account/VerifySecondFactor', 'Logout'],
  enrol_second_factor: ['Account/BeginSecondFactorEnrolment', 'Account/ConfirmSecondFactorEnrolment', 'Logout'],
};

/** TOTP parameters every authenticator app understands: SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = 'SHA1';
/** A code of the step before or after the server's current one is accepted too (clock drift). */
export const TOTP_WINDOW = 1;
/** Bytes of a new secret: 160 bits, as RFC 4226 recommends for HMAC-SHA-1. */
export const TOTP_SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code as typed: six digits, spaces allowed between them. */
export function normaliseTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * A recovery code as typed: ten letters or digits in two groups of five ("k7q2m-9xw4p"); case,
 * spaces and dashes do not matter.
 */
export function normaliseRecoveryCode(input: string): string | null {
  const plain = input.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z0-9]{10}$/.test(plain) ? plain : null;
}

/** How a recovery code is shown: two groups of five. */
export function formatRecoveryCode(plain: string): string {
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** Actions that administer users: a role granting any of them is an administrator's. */
const USER_ADMINISTRATION = new Set([
  'administerUsers',
  'create',
  'edit',
  'delete',
  'disable',
  'enable',
  'unlock',
  'resetPassword',
  'resetSecondFactor',
  'copy',
]);

/** Subjects whose every change is administration: roles, agencies, form versions, the application settings. */
const ADMINISTERED = new Set(['Role', 'Agency', 'FormConfiguration', 'ApplicationSettings']);

const listOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** A rule only about the user themself (their own profile), written or filled in with their id. */
const aboutOneself = (rule: PermissionRule, selfId: number | undefined) => {
  const id = rule.conditions?.id;
  return id === '${user.id}' || (selfId !== undefined && id === selfId);
};

/**
 * Does a role's rules grant administration? Any rule that allows `manage`, any rule on every
 * subject (`all`), any change to roles, agencies, form versions or the application settings, or a user
 * administration action on other users (a rule about one's own
 * profile, such as editing one's officer id, is not). Such a user must have a second factor.
 */
export function grantsAdministration(rules: PermissionRule[], selfId?: number): boolean {
  return rules.some((rule) => {
    if (rule.inverted) return false;
    const actions = listOf(rule.action);
    const subjects = listOf(rule.subject);
    if (actions.includes('manage') || subjects.includes('all')) return true;
    if (subjects.some((x) => ADMINISTERED.has(x)) && actions.some((a) => a !== 'read')) return true;
    return subjects.includes('User') && actions.some((a) => USER_ADMINISTRATION.has(a)) && !aboutOneself(rule, selfId);
  });
}

/** An agency's own setting: every user of the agency must have a second factor. */
export function agencyRequiresSecondFactor(additionalInfo: Record<string, unknown>): boolean {
  return additionalInfo.requireSecondFactor === true;
}

/**
 * Must this user have a second factor? Administrators always (unless the installation turned the
 * rule off for development and tests); everyone in an agency that requires it.
 */
export function secondFactorRequired(
  user: { id?: number; rules: PermissionRule[]; agencyAdditionalInfo: Record<string, unknown> },
  { administrators }: { administrators: boolean },
): boolean {
  return (
    (administrators && grantsAdministration(user.rules, user.id)) ||
    agencyRequiresSecondFactor(user.agencyAdditionalInfo)
  );
}

/**
 * The stage a session enters once the password (or a login link and its DPPA step) is proven:
 * the second factor comes first, then a required password change, then the application.
 */
export function stageAfterFirstFactor(user: {
  hasSecondFactor: boolean;
  mustEnrol: boolean;
  mustChangePassword: boolean;
  throughLink: boolean;
}): SecondFactorStage | PasswordStage | 'active' {
  if (user.hasSecondFactor) return 'second_factor';
  if (user.mustEnrol) return 'enrol_second_factor';
  return stageAfterSecondFactor(user);
}

/** The password a session owes before it may work: a change, or a choice without a current one. */
type PasswordStage = 'change_password' | 'choose_password';

/**
 * After the second factor (or when none is owed): a password owed comes next. A user who came
 * through a sign-in link chooses one without a current one (they may never have had one).
 */
export function stageAfterSecondFactor(user: {
  mustChangePassword: boolean;
  throughLink: boolean;
}): PasswordStage | 'active' {
  if (!user.mustChangePassword) return 'active';
  return user.throughLink ? 'choose_password' : 'change_password';
}

/** Sensitive calls ask for the password again when the last proof of identity is older than this. */
export const REAUTHENTICATE_AFTER_MINUTES = 15;

/** Accounts unused this long are disabled (CJIS AC-2(3)). */
export const INACTIVE_ACCOUNT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Has an account gone unused too long? Counted from its last sign-in (its creation when it never
 * signed in), or from when an administrator last enabled it again, whichever is later.
 */
export function isInactive(
  account: { lastSignInAt: Date | null; createdAt: Date; reactivatedAt?: Date | null },
  now: Date,
  inactiveDays: number,
): boolean {
  const lastUse = Math.max(
    (account.lastSignInAt ?? account.createdAt).getTime(),
    account.reactivatedAt?.getTime() ?? 0,
  );
  return now.getTime() - lastUse > inactiveDays * DAY_MS;
}

export const inactiveCutoff = (now: Date, inactiveDays: number) => new Date(now.getTime() - inactiveDays * DAY_MS);

export const secondFactorMessages = {
  inactive: (days: number) =>
    `Your account was disabled because it was not used for ${days} days. Contact your agency administrator.`,
  wrongCode: 'The code is incorrect or has already been used. Enter the current code from your authenticator app.',
  wrongRecoveryCode: 'The recovery code is incorrect or has already been used.',
  codeFormat: 'Enter the six-digit code from your authenticator app.',
  recoveryFormat: 'Enter a recovery code: ten letters and digits, such as k7q2m-9xw4p.',
  codeNeeded: 'Enter the code from your authenticator app as well.',
  reauthenticationRequired: 'For this action, confirm your password again.',
};
