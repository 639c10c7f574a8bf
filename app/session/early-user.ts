import { takeEarly } from '../api/early-requests';

/**
 * The Account/GetCurrentUser request index.html's early script sent with the stored session,
 * once; null when there was none or it went out with another token.
 */
export const takeEarlyUserRequest = (token: string | undefined): Promise<Response> | null =>
  takeEarly('__crashEarlyUser', (early) => !!token && early.token === token)?.sent ?? null;
