import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../../lib/api/calls/calls-account';
import { ACCOUNT_DISABLED } from '../../lib/auth/sign-in/session-end';
import type { User } from '../../lib/api/schemas/user-schemas';
import { callApi, configureClient } from '../api/client';
import { memoryStorage } from './memory-storage.fixture';
import { createSessionActions } from './session-actions';
import { initialSessionState, useSessionStore } from './session-store';

const NO_TOKEN = 'Sign in first: this call needs a session token (identity.token).';
const user = {
  id: 7,
  userName: 'officer',
  firstName: 'Olivia',
  lastName: 'Officer',
  agencyName: 'Carmel Police',
  agency: { ori: 'IN0290100' },
  additionalInfo: { sessionTimeoutMs: 1_800_000, sessionWarningMs: 60_000 },
} as unknown as User;

/** The server refuses every call with 401 and `messages`, one after the other. */
function refuseWith(...messages: string[]) {
  const answers = messages.map((message) =>
    JSON.stringify({ status: 'error', error: { code: 'unauthorized', message } }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(answers.shift(), { status: 401 })),
  );
}

function signedInSession() {
  const actions = createSessionActions({
    beforeSignOut: async () => null,
    unsyncedQuestion: () => null,
    userSettings: { start: async () => undefined, stop: () => undefined },
  });
  configureClient({ ...actions.clientHooks, reauthenticate: () => null });
  actions.enter('token-1', user, 'signedIn');
  return actions;
}

describe('a sign-out the server causes', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {
      location: { origin: 'http://crash.test' },
      postMessage: vi.fn(),
      sessionStorage: memoryStorage(),
      localStorage: memoryStorage(),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState(initialSessionState);
  });

  it("says why in the server's words, and a call answered after it does not put other words in their place", async () => {
    signedInSession();
    refuseWith(ACCOUNT_DISABLED, NO_TOKEN);
    await expect(callApi(getCurrentUser, {})).rejects.toThrow(ACCOUNT_DISABLED);
    expect(useSessionStore.getState()).toMatchObject({
      stage: 'signedOut',
      token: '',
      notice: { kind: 'error', text: ACCOUNT_DISABLED },
    });
    // The screen's next read goes out without the token the sign-out dropped.
    await expect(callApi(getCurrentUser, {})).rejects.toThrow(NO_TOKEN);
    expect(useSessionStore.getState().notice).toEqual({ kind: 'error', text: ACCOUNT_DISABLED });
  });

  it('of a session opened offline asks for the password instead of ending it', async () => {
    signedInSession();
    useSessionStore.setState({ offline: true });
    refuseWith('Your session has ended. Sign in again.');
    await expect(callApi(getCurrentUser, {})).rejects.toThrow('Your session has ended');
    expect(useSessionStore.getState()).toMatchObject({ stage: 'signedIn', token: 'token-1', notice: null });
  });
});
