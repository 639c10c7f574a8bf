import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, whenIdleAfter } from './after-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in the task after the next frame, not before it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const work = vi.fn();
    afterNextPaint(work, 100);
    vi.advanceTimersByTime(20);
    expect(work).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    // The fallback finds it done.
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('still runs the work within the fallback when no frame comes (a background tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const work = vi.fn();
    afterNextPaint(work, 50);
    vi.advanceTimersByTime(49);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdleAfter', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in the idle period after the pause, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const idles: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => void idles.splice(handle - 1, 1));
    const work = vi.fn();
    whenIdleAfter(work, 150);
    vi.advanceTimersByTime(149);
    expect(idles).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    idles[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdleAfter(cancelled, 150)();
    vi.advanceTimersByTime(500);
    expect(idles).toHaveLength(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
