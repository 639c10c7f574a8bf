import { launchMove } from './launch-target';

/** Chromium's Launch Handler API (not yet in TypeScript's DOM types). */
interface LaunchParams {
  readonly targetURL?: string;
}
interface LaunchQueue {
  setConsumer(consumer: (params: LaunchParams) => void): void;
}

/**
 * The manifest's launch_handler (focus-existing) brings a login link or a report link opened
 * while the desktop app runs to its window, as a launch in window.launchQueue instead of a
 * navigation: this follows it there. `navigate` is the router's.
 */
export function followLaunches(navigate: (to: string) => unknown) {
  const queue = (window as Window & { launchQueue?: LaunchQueue }).launchQueue;
  if (!queue) return;
  // A launch that opened this page is queued too; the page is already there (and the startup
  // parameters took its token out of the address), so it is not followed again.
  const opened = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name;
  let first = true;
  queue.setConsumer(({ targetURL }) => {
    const openedThisPage = first && targetURL === opened;
    first = false;
    if (!targetURL || openedThisPage) return;
    const move = launchMove(targetURL, window.location);
    if (move.kind === 'load') window.location.assign(move.href);
    else if (move.kind === 'navigate') void navigate(move.to);
  });
}
