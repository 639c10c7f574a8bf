import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstScreen, FIRST_SCREEN_WAIT_MS } from './first-screen';

/** A page's first screen, made afresh for each case. */
const freshPage = () => {
  const page = createFirstScreen();
  return { afterFirstScreen: page.after, firstScreenDrawn: page.drawn, holdUntilFirstScreen: page.hold };
};

describe('requests held until the first screen is drawn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds nothing on a page that never asked to', async () => {
    const { afterFirstScreen } = freshPage();
    let went = false;
    void afterFirstScreen().then(() => (went = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(went).toBe(true);
  });

  it('lets what waited go once the screen says it is drawn, and later requests at once', async () => {
    const { afterFirstScreen, firstScreenDrawn, holdUntilFirstScreen } = freshPage();
    holdUntilFirstScreen();
    const went: string[] = [];
    void afterFirstScreen().then(() => went.push('settings'));
    void afterFirstScreen().then(() => went.push('role names'));
    await vi.advanceTimersByTimeAsync(500);
    expect(went).toEqual([]);
    firstScreenDrawn();
    await vi.advanceTimersByTimeAsync(0);
    expect(went).toEqual(['settings', 'role names']);
    void afterFirstScreen().then(() => went.push('comments'));
    await vi.advanceTimersByTimeAsync(0);
    expect(went).toEqual(['settings', 'role names', 'comments']);
  });

  it('lets them go after the longest wait when the screen never says so (it failed, or another showed)', async () => {
    const { afterFirstScreen, holdUntilFirstScreen } = freshPage();
    holdUntilFirstScreen();
    let went = false;
    void afterFirstScreen().then(() => (went = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(went).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(went).toBe(true);
  });
});
