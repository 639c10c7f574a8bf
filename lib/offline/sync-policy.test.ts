import { describe, expect, it } from 'vitest';
import { SYNC_INTERVAL_MS } from '../ui/ui-constants';
import {
  afterFailure,
  dueEntries,
  failureKind,
  freshItemState,
  OFFLINE_RETRIES,
  retryDelayMs,
  type ItemSyncState,
} from './sync-policy';

describe('the sync policy', () => {
  it('waits longer after each failure, never longer than the sync interval', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(retryDelayMs(6)).toBe(SYNC_INTERVAL_MS);
    expect(retryDelayMs(OFFLINE_RETRIES)).toBe(SYNC_INTERVAL_MS);
  });

  it('retries what the way to the server failed, not what the server refused', () => {
    expect(failureKind({ code: 'network', httpStatus: 0 })).toBe('retry');
    expect(failureKind({ code: 'internal', httpStatus: 500 })).toBe('retry');
    expect(failureKind({ code: 'unavailable', httpStatus: 503 })).toBe('retry');
    expect(failureKind({ httpStatus: 502 })).toBe('retry');
    expect(failureKind({ code: 'too_many_requests', httpStatus: 429 })).toBe('retry');
    expect(failureKind({ code: 'validation', httpStatus: 400 })).toBe('refused');
    expect(failureKind({ code: 'forbidden', httpStatus: 403 })).toBe('refused');
    expect(failureKind({ code: 'conflict', httpStatus: 409 })).toBe('stale');
    expect(failureKind({ code: 'not_found', httpStatus: 404 })).toBe('gone');
  });

  it('gives up after the offline retries, and at once on a refusal, keeping the reason', () => {
    let state: ItemSyncState = freshItemState;
    for (let i = 1; i < OFFLINE_RETRIES; i += 1) {
      state = afterFailure(state, 'retry', 'The server answered 500.', 1_000);
      expect(state).toMatchObject({ state: 'waiting', failures: i, notBefore: 1_000 + retryDelayMs(i) });
    }
    state = afterFailure(state, 'retry', 'The server answered 500.', 1_000);
    expect(state.state).toBe('failed');
    expect(state.reason).toContain(`Tried ${OFFLINE_RETRIES} times`);
    expect(afterFailure(freshItemState, 'refused', 'Crash date is not a date.', 0)).toEqual({
      state: 'failed',
      failures: 1,
      notBefore: 0,
      reason: 'Crash date is not a date.',
    });
  });

  it('lets later reports go past one held up, and keeps each report’s items in order', () => {
    const waiting = freshItemState;
    const failed: ItemSyncState = { state: 'failed', failures: 1, notBefore: 0, reason: 'refused' };
    const later: ItemSyncState = { ...waiting, failures: 1, notBefore: 5_000 };
    const entries = [
      { id: 'a1', reportKey: 1, sync: failed },
      { id: 'b1', reportKey: 2, sync: waiting },
      { id: 'a2', reportKey: 1, sync: waiting },
      { id: 'c1', reportKey: 3, sync: later },
      { id: 'c2', reportKey: 3, sync: waiting },
      { id: 'd1', reportKey: 4, sync: waiting },
    ];
    expect(dueEntries(entries, 1_000).map((e) => e.id)).toEqual(['b1', 'd1']);
    expect(dueEntries(entries, 6_000).map((e) => e.id)).toEqual(['b1', 'c1', 'd1']);
  });
});
