/**
 * The display modes of an installed app's own window. `fullscreen` is left out: a browser tab
 * put in full screen (F11) matches it too.
 */
export const DESKTOP_APP_QUERY =
  '(display-mode: standalone), (display-mode: minimal-ui), (display-mode: window-controls-overlay)';

/**
 * Whether the app runs installed, in its own window: the specification's desktop app. The one
 * place that decides it (sign-out and closing with unsaved data ask here), read when asked, since
 * a window can move between the app and a browser tab ("Open in Chrome").
 */
export function runningAsDesktopApp(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_APP_QUERY).matches
    : false;
}
