/** Authentication event types, as the sign-in log stores them (see docs/rules/sign-in-and-sessions.md). */
export const AuthEventType = {
  Login: 1,
  Logout: 2,
  Autologout: 3,
} as const;
export type AuthEventTypeCode = (typeof AuthEventType)[keyof typeof AuthEventType];

/** The event types in words, as the sign-in events screen shows them. */
export const authEventTypeNames: Record<AuthEventTypeCode, string> = {
  [AuthEventType.Login]: 'Sign-in',
  [AuthEventType.Logout]: 'Sign-out',
  [AuthEventType.Autologout]: 'Automatic sign-out',
};

export function authEventTypeName(type: number): string {
  return authEventTypeNames[type as AuthEventTypeCode] ?? `Event type ${type}`;
}

/** What the server writes as an event's detail, in words; a detail not listed is shown as stored. */
const detailWords: Record<string, string> = {
  password: 'Signed in with password',
  'wrong password': 'Wrong password',
  'wrong current password': 'Wrong current password at a password change',
  'unknown user': 'Unknown user name',
  'account locked': 'Account locked after too many failed sign-ins',
  locked: 'Refused: the account is locked',
  disabled: 'Refused: the account is disabled',
  'token login: unknown link': 'Sign-in link not valid',
  'token login: used link': 'Sign-in link already used',
  'token login: expired link': 'Sign-in link expired',
  'token login: account unavailable': 'Sign-in link refused: the account is disabled or locked',
  'signed out': 'Signed out',
  'session time-out in the app': 'Signed out by the app after inactivity',
  'idle time-out': 'Session ended after inactivity',
  'second factor: code': 'Second factor: code from the authenticator app',
  'second factor: recovery code': 'Second factor: recovery code used',
  'second factor enrolled': 'Authenticator app set up',
  'wrong second factor code': 'Wrong second-factor code',
  're-authentication': 'Password confirmed again for an administration action',
  'wrong re-authentication': 'Wrong password or code when asked again',
};

export function authEventDetailText(detail: string): string {
  if (detail in detailWords) return detailWords[detail]!;
  const purpose = /^token login; DPPA purpose: (.*)$/.exec(detail);
  if (purpose) return `Signed in with a sign-in link (DPPA purpose: ${purpose[1]})`;
  const inactive = /^account disabled: not used for (\d+) days( \(daily check\))?$/.exec(detail);
  if (inactive) {
    return `Account disabled after ${inactive[1]} days without a sign-in${inactive[2] ? ' (daily check)' : ''}`;
  }
  return detail;
}
