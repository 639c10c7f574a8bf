// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage-keys';
import { takeEarlyUserRequest } from './early-user';
import { officerUser } from '../../lib/auth/officer-user.fixture';

const holder = globalThis as { __crashEarlyUser?: { token: string; sent: Promise<Response> } | undefined };

const officer = officerUser();

describe("the early script's session check", () => {
  afterEach(() => {
    holder.__crashEarlyUser = undefined;
    vi.unstubAllGlobals();
  });

  it('is taken once, and only with the token it was sent with', () => {
    const sent = Promise.resolve(new Response('{}'));
    holder.__crashEarlyUser = { token: 'a', sent };
    expect(takeEarlyUserRequest('b')).toBeNull();
    holder.__crashEarlyUser = { token: 'a', sent };
    expect(takeEarlyUserRequest(undefined)).toBeNull();
    holder.__crashEarlyUser = { token: 'a', sent };
    expect(takeEarlyUserRequest('a')).toBe(sent);
    expect(takeEarlyUserRequest('a')).toBeNull();
  });

  it('restores the stored session from its answer, without asking the server again', async () => {
    sessionStorage.setItem(storageKeys.session.key, JSON.stringify({ token: 'tok', stage: 'signedIn' }));
    const answer = JSON.stringify({ status: 'ok', payload: officer });
    holder.__crashEarlyUser = { token: 'tok', sent: Promise.resolve(new Response(answer)) };
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify({ status: 'error', error: { code: 'not_found', message: 'none' } }), {
          status: 404,
        });
      }),
    );
    vi.resetModules();
    const { createSessionActions } = await import('./session-actions');
    const { testClient } = await import('../api/client.fixture');
    const { createDeviceKeys } = await import('./device-lock');
    const { createOpenLocalDb } = await import('../local-db/open-local-db');
    const { restoreSession, store } = createSessionActions({
      beforeSignOut: async () => null,
      unsyncedQuestion: () => null,
      userSettings: { start: async () => undefined, stop: () => undefined },
      api: testClient({ identity: () => ({ token: '' }) }),
      deviceKeys: createDeviceKeys(createOpenLocalDb()),
    });
    await restoreSession();
    expect(store.getState().user?.id).toBe(7);
    expect(asked.filter((url) => url.includes('GetCurrentUser'))).toEqual([]);
  });
});
