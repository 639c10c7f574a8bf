// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage-keys';
import { testClient } from '../api/client.fixture';
import { createFirstScreen } from '../api/first-screen';
import { createAppSettings, loadAppSettings } from './app-settings';

const settings = (applicationName: string) => ({
  applicationName,
  applicationId: 'crash',
  defaultState: 'IN',
  mapTileUrl: '',
  mapTileAttribution: '',
  defaultLockDurationHours: 24,
  sessionTimeoutMinutes: 30,
  ssoLogoutUrl: '',
});

const answering = (applicationName: string) =>
  vi.fn(
    async () => new Response(JSON.stringify({ status: 'ok', payload: settings(applicationName) }), { status: 200 }),
  );

describe('the application name', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is the name the server last gave from the first frame of the next page', async () => {
    vi.stubGlobal('fetch', answering('Indiana Crash'));
    const first = createAppSettings();
    expect(first.getState().applicationName).toBe('State Crash Application');
    await loadAppSettings(first, createFirstScreen(), testClient());
    expect(first.getState()).toMatchObject({ applicationName: 'Indiana Crash', loaded: true });

    // The next page's store, made as its root starts.
    const next = createAppSettings();
    expect(next.getState()).toMatchObject({ applicationName: 'Indiana Crash', loaded: false });
  });

  it('falls back to the default when storage holds something else', () => {
    localStorage.setItem(storageKeys.applicationName.key, JSON.stringify(42));
    expect(createAppSettings().getState().applicationName).toBe('State Crash Application');
  });
});
