import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_TTL_MS, SESSION_TIMEOUT_MS, SESSION_WARNING_MS, sessionDeadlines } from './session-timing';

describe('session timing', () => {
  it('times out after 1,800,000 ms, warned 60,000 ms before', () => {
    expect(SESSION_TIMEOUT_MS).toBe(1_800_000);
    expect(SESSION_WARNING_MS).toBe(60_000);
  });

  it('keeps token-login links short-lived (two minutes)', () => {
    expect(LOGIN_LINK_TTL_MS).toBe(120_000);
  });

  it('computes the warning and expiry moments from the last activity', () => {
    expect(sessionDeadlines(1_000, SESSION_TIMEOUT_MS, SESSION_WARNING_MS)).toEqual({
      warnAt: 1_000 + 1_800_000 - 60_000,
      expiresAt: 1_000 + 1_800_000,
    });
  });
});
