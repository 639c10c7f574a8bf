import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_APP_QUERY, runningAsDesktopApp } from './desktop-app';

/** A window whose display mode is `mode`, as the browser's media queries answer for it. */
function windowIn(mode: string) {
  const asked: string[] = [];
  vi.stubGlobal('window', {
    matchMedia: (query: string) => {
      asked.push(query);
      const matches = query.split(',').some((part) => part.trim() === `(display-mode: ${mode})`);
      return { matches, media: query };
    },
  });
  return asked;
}

describe('whether the app runs as the desktop app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is so in an installed app window: standalone, minimal-ui or window controls overlay', () => {
    for (const mode of ['standalone', 'minimal-ui', 'window-controls-overlay']) {
      const asked = windowIn(mode);
      expect(runningAsDesktopApp(), mode).toBe(true);
      expect(asked).toEqual([DESKTOP_APP_QUERY]);
    }
  });

  it('is not so in a browser tab, a tab in full screen, or where there is no window', () => {
    windowIn('browser');
    expect(runningAsDesktopApp()).toBe(false);
    windowIn('fullscreen');
    expect(runningAsDesktopApp()).toBe(false);
    vi.unstubAllGlobals();
    expect(runningAsDesktopApp()).toBe(false);
  });
});
