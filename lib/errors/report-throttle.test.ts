import { describe, expect, it } from 'vitest';
import { reportThrottle } from './report-throttle';

describe('reportThrottle', () => {
  const clock = () => {
    let t = 0;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('sends an error once a window and the count of its repeats with the next one', () => {
    const time = clock();
    const throttle = reportThrottle({ perWindow: 10, windowMs: 60_000 }, time.now);
    expect(throttle.take('a')).toBe(1);
    expect([throttle.take('a'), throttle.take('a'), throttle.take('a')]).toEqual([null, null, null]);
    time.advance(60_000);
    expect(throttle.take('a')).toBe(4);
    expect(throttle.take('a')).toBeNull();
  });

  it('sends at most perWindow reports a window, whatever they are', () => {
    const time = clock();
    const throttle = reportThrottle({ perWindow: 3, windowMs: 1000 }, time.now);
    expect(['a', 'b', 'c', 'd', 'e'].map((k) => throttle.take(k))).toEqual([1, 1, 1, null, null]);
    time.advance(1000);
    expect(throttle.take('d')).toBe(2);
  });
});
