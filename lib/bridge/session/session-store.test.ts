import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSessionStore } from './extension-session-store';
import { storageKeys } from '../extension-storage-keys';
import { testSession } from './app-session.fixture';

const T0 = Date.parse('2026-01-01T12:00:00.000Z');
const key = storageKeys.appSession.key;

describe('session store', () => {
  let now = T0;
  const area = fakeBrowser.storage.session;
  const store = createSessionStore(area, () => now);

  beforeEach(() => {
    fakeBrowser.reset();
    now = T0;
  });

  it('keeps a live session until it expires, then clears it on read', async () => {
    const session = testSession('2026-01-01T12:30:00.000Z');
    await expect(store.write(session)).resolves.toEqual(session);
    await expect(store.read()).resolves.toEqual(session);

    now = Date.parse(session.expiresAt);
    await expect(store.read()).resolves.toBeNull();
    expect(await area.get(key)).toEqual({});
  });

  it('clears on a null session (sign-out)', async () => {
    await store.write(testSession('2026-01-01T12:30:00.000Z'));
    await expect(store.write(null)).resolves.toBeNull();
    await expect(store.read()).resolves.toBeNull();
    expect(await area.get(key)).toEqual({});
  });

  it('does not store a session that has already expired, and drops the one it held', async () => {
    await store.write(testSession('2026-01-01T12:30:00.000Z'));
    await expect(store.write(testSession('2026-01-01T11:59:59.000Z'))).resolves.toBeNull();
    expect(await area.get(key)).toEqual({});
  });

  it('reads nothing when no session was stored, and drops a stored value that is not a session', async () => {
    await expect(store.read()).resolves.toBeNull();
    await area.set({ [key]: { token: 'only a token' } });
    await expect(store.read()).resolves.toBeNull();
    expect(await area.get(key)).toEqual({});
  });

  it('is declared as session storage cleared on sign-out', () => {
    expect(storageKeys.appSession).toMatchObject({ area: 'session', clearedOnSignOut: true });
  });
});
