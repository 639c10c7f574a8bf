import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_RETRY_MS, retryUntilDone, type RetryOutcome } from './retry-until-done';

const notFocused = () => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'));

describe('retryUntilDone (clipboard writes)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries at once, then again every 100 ms while the write is refused, and stops when it succeeds', async () => {
    const times: number[] = [];
    const start = Date.now();
    let refusals = 3;
    const attempt = vi.fn(() => {
      times.push(Date.now() - start);
      return refusals-- > 0 ? notFocused() : Promise.resolve();
    });
    let outcome: RetryOutcome | undefined;
    void retryUntilDone(attempt, { everyMs: CLIPBOARD_RETRY_MS }).then((o) => (outcome = o));

    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(times).toEqual([0, 100, 200, 300]);
    expect(outcome).toEqual({ done: true, attempts: 4 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('goes on past 10 s of refusals, every 100 ms, until the write is taken', async () => {
    let focused = false;
    const attempt = vi.fn(() => (focused ? Promise.resolve() : notFocused()));
    let outcome: RetryOutcome | undefined;
    void retryUntilDone(attempt, { everyMs: CLIPBOARD_RETRY_MS }).then((o) => (outcome = o));

    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(outcome).toBeUndefined();
    // Attempts at 0, 100, …, 60 000 ms.
    expect(attempt).toHaveBeenCalledTimes(601);
    focused = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome).toEqual({ done: true, attempts: 602 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempt).toHaveBeenCalledTimes(602);
  });

  it('gives up when the caller sets a limit, with the last error, and tries no more', async () => {
    const failures: number[] = [];
    const attempt = vi.fn(notFocused);
    let outcome: RetryOutcome | undefined;
    void retryUntilDone(attempt, {
      everyMs: CLIPBOARD_RETRY_MS,
      giveUpAfterMs: 10_000,
      onFailure: (_error, n) => failures.push(n),
    }).then((o) => (outcome = o));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    // Attempts at 0, 100, …, 10 000 ms: 101 in all.
    expect(outcome).toMatchObject({ done: false, reason: 'gaveUp', attempts: 101 });
    expect(outcome && !outcome.done && (outcome.lastError as DOMException).message).toBe('Document is not focused.');
    expect(failures).toHaveLength(101);
    expect(failures.slice(0, 3)).toEqual([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(attempt).toHaveBeenCalledTimes(101);
  });

  it('stops waiting at once when aborted, without another attempt', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(notFocused);
    let outcome: RetryOutcome | undefined;
    void retryUntilDone(attempt, { everyMs: 100, giveUpAfterMs: 10_000, signal: controller.signal }).then(
      (o) => (outcome = o),
    );
    await vi.advanceTimersByTimeAsync(150);
    expect(attempt).toHaveBeenCalledTimes(2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toMatchObject({ done: false, reason: 'aborted', attempts: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
