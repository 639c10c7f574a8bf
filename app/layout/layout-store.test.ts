// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage-keys';
import { createLayoutStore, defaultLayout, effectiveMinified, isMobileUserAgent } from './layout-store';

describe('layout options', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('saves every change locally and reads it back on the next load', () => {
    const layout = createLayoutStore();
    layout.getState().set({ theme: 'night', rightToLeft: true, menuOnTop: true });
    const stored = JSON.parse(localStorage.getItem(storageKeys.layout.key) ?? '{}');
    expect(stored).toMatchObject({ theme: 'night', rightToLeft: true, menuOnTop: true, fixedHeader: true });
    const again = createLayoutStore();
    expect(again.getState()).toMatchObject({ theme: 'night', rightToLeft: true, menuOnTop: true });
  });

  it('ignores stored values of the wrong type or an unknown theme, keeping the defaults', () => {
    localStorage.setItem(
      storageKeys.layout.key,
      JSON.stringify({ theme: 'purple', fixedFooter: 'yes', colourBlind: true }),
    );
    const state = createLayoutStore().getState();
    expect(state.theme).toBe(defaultLayout.theme);
    expect(state.fixedFooter).toBe(defaultLayout.fixedFooter);
    expect(state.colourBlind).toBe(true);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem(storageKeys.layout.key, '{not json');
    expect(createLayoutStore().getState().theme).toBe(defaultLayout.theme);
  });

  it('minifies the menu when chosen or when the window is narrow', () => {
    const layout = createLayoutStore();
    layout.setState({ narrow: false, menuMinified: false });
    expect(effectiveMinified(layout.getState())).toBe(false);
    layout.setState({ narrow: true });
    expect(effectiveMinified(layout.getState())).toBe(true);
  });

  it('recognises mobile user agents', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe(false);
  });

  it('keeps the layout but clears the session on sign-out', async () => {
    const { clearOnLogout, writeStored } = await import('../storage-keys');
    writeStored(storageKeys.layout, { theme: 'night' });
    writeStored(storageKeys.session, { token: 't', stage: 'signedIn' });
    clearOnLogout();
    expect(localStorage.getItem(storageKeys.layout.key)).not.toBeNull();
    expect(sessionStorage.getItem(storageKeys.session.key)).toBeNull();
  });
});
