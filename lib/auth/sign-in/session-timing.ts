/** Session time-out 1,800,000 ms, warned 60,000 ms before; no automatic extension (see docs/rules/sign-in-and-sessions.md). */
export const SESSION_TIMEOUT_MS = 1_800_000;
export const SESSION_WARNING_MS = 60_000;

/** A token-login link is good once, for this long. */
export const LOGIN_LINK_TTL_MS = 2 * 60 * 1000;

/** When the warning should appear and when the client must sign out, from the last activity. */
export function sessionDeadlines(lastActivityAt: number, timeoutMs: number, warningMs: number) {
  const expiresAt = lastActivityAt + timeoutMs;
  return { warnAt: expiresAt - warningMs, expiresAt };
}
