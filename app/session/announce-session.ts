import { appSessionMessage } from '../../lib/bridge/messages/window-messages';
import type { SessionState } from './session-store';

/**
 * Tells the extension's app-bridge content script (if installed) who is signed in, so the
 * officer never signs in twice. Posted to this page's own origin only; null on sign-out.
 */
export function announceSession(state: SessionState | null) {
  const user = state?.stage === 'signedIn' ? state.user : null;
  const session =
    state && user
      ? {
          token: state.token,
          userName: user.userName,
          displayName: `${user.firstName} ${user.lastName}`,
          agencyName: user.agencyName,
          agencyOri: user.agency.ori,
          expiresAt: new Date(state.lastActivityAt + user.additionalInfo.sessionTimeoutMs).toISOString(),
        }
      : null;
  window.postMessage(appSessionMessage(session), window.location.origin);
}
