import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleStartupTasks } from './startup-tasks';
import { STARTUP_DELAY_MS } from './ui-constants';

describe('scheduleStartupTasks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every startup task 100 ms after the start, not before', () => {
    const ran: string[] = [];
    scheduleStartupTasks([() => ran.push('settings'), () => ran.push('session')]);
    expect(STARTUP_DELAY_MS).toBe(100);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['settings', 'session']);
  });

  it('runs nothing when cancelled before the delay is over', () => {
    const ran: string[] = [];
    const cancel = scheduleStartupTasks([() => ran.push('settings')]);
    vi.advanceTimersByTime(50);
    cancel();
    vi.advanceTimersByTime(500);
    expect(ran).toEqual([]);
  });
});
