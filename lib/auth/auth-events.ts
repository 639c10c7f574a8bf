/** Authentication event types, as the sign-in log stores them (see docs/rules/sign-in-and-sessions.md). */
export const AuthEventType = {
  Login: 1,
  Logout: 2,
  Autologout: 3,
} as const;
export type AuthEventTypeCode = (typeof AuthEventType)[keyof typeof AuthEventType];
