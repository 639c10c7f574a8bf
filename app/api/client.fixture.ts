import { createApiClient, type ClientHooks } from './client';

/**
 * A client of its own for a unit test, made as the app's root makes one: signed in with `token`,
 * telling no one of the answers and asking no one for the password, unless `hooks` say otherwise.
 */
export const testClient = (hooks: Partial<ClientHooks> = {}) =>
  createApiClient({
    identity: () => ({ token: 'token' }),
    onActivity: () => undefined,
    onUnauthorized: () => undefined,
    reauthenticate: () => null,
    ...hooks,
  });
