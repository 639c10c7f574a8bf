import type { AppSession } from './app-session';

/** A valid session for tests, expiring at the given time. */
export function testSession(expiresAt = '2030-01-01T00:00:00.000Z', overrides: Partial<AppSession> = {}): AppSession {
  return {
    token: 'opaque-session-token',
    userName: 'officer',
    displayName: 'Demo Officer',
    agencyName: 'Demo Police Department',
    agencyOri: 'IN0490000',
    expiresAt,
    ...overrides,
  };
}
