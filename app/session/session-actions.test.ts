import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, logout } from '../../lib/api/calls/calls-account';
import type { User } from '../../lib/api/schemas/user-schemas';
import { ACCOUNT_DISABLED } from '../../lib/auth/sign-in/session-end';
import { officerUser } from '../../lib/auth/officer-user.fixture';
import { createApiClient } from '../api/client';
import type { UnsyncedCopy } from '../local-db/officer-copies';
import type { LocalDatabase } from '../local-db/local-database';
import { createDeviceKeys, type DeviceKeys } from './device-lock';
import { createSessionActions, sessionClientHooks, type SessionActions, type SessionHooks } from './session-actions';

/** The browser's storage, as the session writes it, in memory: an area of its own for each test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** What happened, in order: the report's save and close, the device forgetting, the server's logout. */
const steps: string[] = [];

vi.mock('../local-db/officer-copies', () => ({
  unsyncedCopies: async (): Promise<UnsyncedCopy[]> => [{ kind: 'draft', reportId: 12, localCode: 'LC-1' }],
  forgetOfficer: async () => {
    steps.push('device forgets');
    return true;
  },
}));

/** The device's database as sign-out reads it: the officer's key held, every write settled. */
function fakeDeviceKeys(): DeviceKeys {
  const localDb = { writesSettled: async () => undefined, heldKey: () => ({ userId: 7 }), useKey: () => undefined };
  const openLocalDb = Object.assign(async () => localDb as unknown as LocalDatabase, {
    current: () => undefined,
    started: () => true,
    forget: () => undefined,
  });
  return {
    ...createDeviceKeys(openLocalDb),
    dropDeviceKey: () => undefined,
    keptOfficer: async () => ({ userId: 7, userName: 'officer' }),
  };
}

/** The session's actions and their API client, joined as the app's root joins them. */
function wired(hooks: Omit<SessionHooks, 'api'>) {
  const made: { actions?: SessionActions } = {};
  const api = createApiClient({ ...sessionClientHooks(() => made.actions), reauthenticate: () => null });
  const actions = createSessionActions({ ...hooks, api });
  made.actions = actions;
  return { actions, api };
}

/** A session signed in with a report open in the editor, whose officer answers the question with `signOut`. */
function signedInWithReportOpen(answer: boolean) {
  const { actions } = wired({
    beforeSignOut: async () => {
      steps.push('report saved');
      return () => steps.push('report closed');
    },
    unsyncedQuestion: () => async () => {
      steps.push('asked');
      return answer;
    },
    userSettings: { start: async () => undefined, stop: () => undefined },
    deviceKeys: fakeDeviceKeys(),
  });
  actions.enter('token-1', officerUser(), 'signedIn');
  return actions;
}

describe('sign-out with work the server does not have', () => {
  beforeEach(() => {
    steps.length = 0;
    vi.stubGlobal('window', {
      location: { origin: 'http://crash.test', reload: () => steps.push('page reloaded') },
      history: { replaceState: () => undefined },
      postMessage: () => undefined,
      sessionStorage: memoryStorage(),
      localStorage: memoryStorage(),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        steps.push(`called ${url}`);
        return new Response(JSON.stringify({ status: 'ok', payload: {} }));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the report open when the officer stays: nothing reloads the page, which would drop the focus', async () => {
    const session = signedInWithReportOpen(false);
    await session.signOut();
    expect(steps).toEqual(['report saved', 'asked']);
    expect(session.store.getState()).toMatchObject({ stage: 'signedIn', token: 'token-1' });
  });

  it('closes the report once the officer signs out, before the device forgets and the server ends the session', async () => {
    const session = signedInWithReportOpen(true);
    await session.signOut();
    expect(steps).toEqual(['report saved', 'asked', 'report closed', 'device forgets', `called /API/${logout.path}`]);
    expect(session.store.getState().stage).toBe('signedOut');
  });
});

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
  const made = wired({
    beforeSignOut: async () => null,
    unsyncedQuestion: () => null,
    userSettings: { start: async () => undefined, stop: () => undefined },
    deviceKeys: fakeDeviceKeys(),
  });
  made.actions.enter('token-1', user, 'signedIn');
  return made;
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
  });

  it("says why in the server's words, and a call answered after it does not put other words in their place", async () => {
    const { actions, api } = signedInSession();
    const { store } = actions;
    refuseWith(ACCOUNT_DISABLED, NO_TOKEN);
    await expect(api.call(getCurrentUser, {})).rejects.toThrow(ACCOUNT_DISABLED);
    expect(store.getState()).toMatchObject({
      stage: 'signedOut',
      token: '',
      notice: { kind: 'error', text: ACCOUNT_DISABLED },
    });
    // The screen's next read goes out without the token the sign-out dropped.
    await expect(api.call(getCurrentUser, {})).rejects.toThrow(NO_TOKEN);
    expect(store.getState().notice).toEqual({ kind: 'error', text: ACCOUNT_DISABLED });
  });

  it('of a session opened offline asks for the password instead of ending it', async () => {
    const { actions, api } = signedInSession();
    const { store } = actions;
    store.setState({ offline: true });
    refuseWith('Your session has ended. Sign in again.');
    await expect(api.call(getCurrentUser, {})).rejects.toThrow('Your session has ended');
    expect(store.getState()).toMatchObject({ stage: 'signedIn', token: 'token-1', notice: null });
  });
});
