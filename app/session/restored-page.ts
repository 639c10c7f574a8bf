import { sessionDeadlines } from '../../lib/auth/sign-in/session-timing';
import { readStored, storageKeys } from '../storage-keys';
import { sessionSelectors, type SessionState, type SessionStore } from './session-store';

/**
 * Whether a page brought back from the back-forward cache must not be shown as it was: it shows
 * a session (a report, the user's name) that has ended since it was left — signed out by a later
 * page of this tab, replaced by another sign-in, or idle past its time-out.
 */
export function sessionEndedWhileAway(state: SessionState, storedToken: string | null, now: number): boolean {
  if (state.stage === 'signedOut' || state.stage === 'restoring') return false;
  if (storedToken !== state.token) return true;
  const { expiresAt } = sessionDeadlines(state.lastActivityAt, sessionSelectors.timeoutMs(state), 0);
  return now >= expiresAt;
}

/**
 * The browser may keep a page it left and show it again on Back without loading it, scripts
 * frozen as they were. Such a page is hidden and loaded afresh when its session has ended, so it
 * starts from the session stored now (none: the sign-in page). `session` is the page's session as
 * it was left. Returns the stop function.
 */
export function watchRestoredPage(session: SessionStore, win: Window = window): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    const stored = readStored<{ token?: string }>(storageKeys.session);
    if (!sessionEndedWhileAway(session.getState(), stored?.token ?? null, Date.now())) return;
    win.document.documentElement.hidden = true;
    win.location.reload();
  };
  win.addEventListener('pageshow', onPageShow);
  return () => win.removeEventListener('pageshow', onPageShow);
}
