import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../lib/api/calls/calls-account';
import { officerUser } from '../../lib/auth/officer-user.fixture';
import { configureClient } from '../api/client';
import type { UnsyncedCopy } from '../local-db/officer-copies';
import { memoryStorage } from './memory-storage.fixture';
import { createSessionActions } from './session-actions';
import { initialSessionState, useSessionStore } from './session-store';

/** What happened, in order: the report's save and close, the device forgetting, the server's logout. */
const steps: string[] = [];

vi.mock('../local-db/open-local-db', () => ({
  openLocalDb: async () => ({
    writesSettled: async () => undefined,
    heldKey: () => ({ userId: 7 }),
    useKey: () => undefined,
  }),
  localDbIfOpened: () => null,
}));
vi.mock('../local-db/officer-copies', () => ({
  unsyncedCopies: async (): Promise<UnsyncedCopy[]> => [{ kind: 'draft', reportId: 12, localCode: 'LC-1' }],
  forgetOfficer: async () => {
    steps.push('device forgets');
    return true;
  },
}));
vi.mock('./device-lock', async (original) => ({
  ...(await original<typeof import('./device-lock')>()),
  dropDeviceKey: () => undefined,
  keptOfficer: async () => ({ userId: 7, userName: 'officer' }),
}));

/** A session signed in with a report open in the editor, whose officer answers the question with `signOut`. */
function signedInWithReportOpen(answer: boolean) {
  const actions = createSessionActions({
    beforeSignOut: async () => {
      steps.push('report saved');
      return () => steps.push('report closed');
    },
    unsyncedQuestion: () => async () => {
      steps.push('asked');
      return answer;
    },
    userSettings: { start: async () => undefined, stop: () => undefined },
  });
  configureClient({ ...actions.clientHooks, reauthenticate: () => null });
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
    useSessionStore.setState(initialSessionState);
  });

  it('keeps the report open when the officer stays: nothing reloads the page, which would drop the focus', async () => {
    await signedInWithReportOpen(false).signOut();
    expect(steps).toEqual(['report saved', 'asked']);
    expect(useSessionStore.getState()).toMatchObject({ stage: 'signedIn', token: 'token-1' });
  });

  it('closes the report once the officer signs out, before the device forgets and the server ends the session', async () => {
    await signedInWithReportOpen(true).signOut();
    expect(steps).toEqual(['report saved', 'asked', 'report closed', 'device forgets', `called /API/${logout.path}`]);
    expect(useSessionStore.getState().stage).toBe('signedOut');
  });
});
