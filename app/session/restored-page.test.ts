import { describe, expect, it } from 'vitest';
import { SESSION_TIMEOUT_MS } from '../../lib/auth/sign-in/session-timing';
import { sessionEndedWhileAway } from './restored-page';
import { initialSessionState, type SessionState } from './session-store';

const LEFT_AT = 1_000_000;
const signedIn: SessionState = { ...initialSessionState, stage: 'signedIn', token: 'tok-1', lastActivityAt: LEFT_AT };

describe('a page brought back from the back-forward cache', () => {
  it('is reloaded when its session was signed out or replaced since it was left', () => {
    expect(sessionEndedWhileAway(signedIn, null, LEFT_AT + 1000)).toBe(true);
    expect(sessionEndedWhileAway(signedIn, 'tok-2', LEFT_AT + 1000)).toBe(true);
    expect(sessionEndedWhileAway({ ...signedIn, stage: 'changePassword' }, null, LEFT_AT + 1000)).toBe(true);
  });

  it('is reloaded when its session went idle past the time-out while it was away', () => {
    expect(sessionEndedWhileAway(signedIn, 'tok-1', LEFT_AT + SESSION_TIMEOUT_MS)).toBe(true);
    expect(sessionEndedWhileAway(signedIn, 'tok-1', LEFT_AT + SESSION_TIMEOUT_MS - 1)).toBe(false);
  });

  it('is shown as it was when it showed no session', () => {
    expect(sessionEndedWhileAway({ ...initialSessionState, stage: 'signedOut' }, 'tok-1', LEFT_AT)).toBe(false);
    expect(sessionEndedWhileAway(initialSessionState, null, LEFT_AT)).toBe(false);
  });
});
