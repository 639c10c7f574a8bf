/** What the early script of app/index.html leaves on the page: the session check it sent. */
interface EarlyUser {
  token: string;
  sent: Promise<Response>;
}

const holder = globalThis as { __crashEarlyUser?: EarlyUser | undefined };

/**
 * The Account/GetCurrentUser request index.html's early script sent with the stored session,
 * once; null when there was none or it went out with another token.
 */
export function takeEarlyUserRequest(token: string | undefined): Promise<Response> | null {
  const early = holder.__crashEarlyUser;
  holder.__crashEarlyUser = undefined;
  return early && token && early.token === token ? early.sent : null;
}
