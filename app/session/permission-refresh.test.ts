import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../lib/api/schemas/user-schemas';
import type { PermissionRule } from '../../lib/auth/permissions/permission-rule';
import { refreshPermissions, sameRules, shouldRefresh, withPermissions } from './permission-refresh';
import { createSessionStore, initialSessionState, type SessionStore, type SessionState } from './session-store';
import { testClient } from '../api/client.fixture';

/** A client of its own for each call, sending the token of the session `store` holds. */
const api = (store: SessionStore) => testClient({ identity: () => ({ token: store.getState().token }) });

const review: PermissionRule = {
  action: ['review', 'archive'],
  subject: 'Report',
  conditions: { agencyOri: 'IN0490000' },
};
const read: PermissionRule = { action: 'read', subject: 'Role' };
const user = {
  id: 3,
  firstName: 'Samuel',
  lastName: 'Supervisor',
  permissions: [read, review],
  additionalInfo: { sessionTimeoutMs: 1_800_000, sessionWarningMs: 60_000 },
} as unknown as User;
const signedIn: SessionState = { ...initialSessionState, stage: 'signedIn', token: 'tok', user, lastActivityAt: 1_000 };

/** The server's answer to Account/GetUserPermissions, for the next call. */
function answer(rules: PermissionRule[]) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 'ok', payload: rules }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withPermissions', () => {
  it('answers null for the same rules, whatever the order of their keys', () => {
    const reordered: PermissionRule = {
      subject: 'Report',
      conditions: { agencyOri: 'IN0490000' },
      action: ['review', 'archive'],
    };
    expect(sameRules([read, review], [read, reordered])).toBe(true);
    expect(withPermissions(user, [read, reordered])).toBeNull();
  });

  it('answers the user with the new rules when they differ, leaving the old user alone', () => {
    const next = withPermissions(user, [read]);
    expect(next).toEqual({ ...user, permissions: [read] });
    expect(user.permissions).toEqual([read, review]);
    expect(withPermissions(user, [review, read])).not.toBeNull();
  });
});

describe('shouldRefresh', () => {
  it('asks only for a signed-in session not yet idle into its time-out warning', () => {
    expect(shouldRefresh(signedIn, 1_000 + 60_000)).toBe(true);
    expect(shouldRefresh(signedIn, 1_000 + 1_800_000 - 60_000)).toBe(false);
    expect(shouldRefresh({ ...signedIn, stage: 'changePassword' }, 2_000)).toBe(false);
    expect(shouldRefresh({ ...signedIn, user: null }, 2_000)).toBe(false);
  });
});

describe('refreshPermissions', () => {
  let session: SessionStore;
  beforeEach(() => {
    session = createSessionStore();
  });

  it('replaces the session’s permissions when the server answers others', async () => {
    session.setState({ ...signedIn, lastActivityAt: Date.now() });
    const fetch = answer([read]);
    await refreshPermissions(session, api(session));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.getState().user!.permissions).toEqual([read]);
  });

  it('keeps the same user object when nothing changed, so nothing is drawn again', async () => {
    session.setState({ ...signedIn, lastActivityAt: Date.now() });
    answer([read, review]);
    await refreshPermissions(session, api(session));
    expect(session.getState().user).toBe(user);
  });

  it('does not ask for a signed-out app', async () => {
    const fetch = answer([]);
    await refreshPermissions(session, api(session));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after a sign-out', async () => {
    session.setState({ ...signedIn, lastActivityAt: Date.now() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        session.setState({ ...initialSessionState, stage: 'signedOut' });
        return new Response(JSON.stringify({ status: 'ok', payload: [] }), { status: 200 });
      }),
    );
    await refreshPermissions(session, api(session));
    expect(session.getState().user).toBeNull();
  });
});
