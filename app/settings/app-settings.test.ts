// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage-keys';
import { testClient } from '../api/client.fixture';

/** The store reads storage when its module loads, so each test loads it afresh. */
async function freshSettings() {
  vi.resetModules();
  return import('./app-settings');
}

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
    const first = await freshSettings();
    expect(first.useAppSettings.getState().applicationName).toBe('State Crash Application');
    await first.loadAppSettings(testClient());
    expect(first.useAppSettings.getState()).toMatchObject({ applicationName: 'Indiana Crash', loaded: true });

    const next = await freshSettings();
    expect(next.useAppSettings.getState()).toMatchObject({ applicationName: 'Indiana Crash', loaded: false });
  });

  it('falls back to the default when storage holds something else', async () => {
    localStorage.setItem(storageKeys.applicationName.key, JSON.stringify(42));
    const { useAppSettings } = await freshSettings();
    expect(useAppSettings.getState().applicationName).toBe('State Crash Application');
  });
});
