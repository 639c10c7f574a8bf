/** Authentication event types (SPEC §4 "Login"). */
export const AuthEventType = {
  Login: 1,
  Logout: 2,
  Autologout: 3,
} as const;
export type AuthEventTypeCode = (typeof AuthEventType)[keyof typeof AuthEventType];
