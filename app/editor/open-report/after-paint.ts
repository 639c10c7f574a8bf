/**
 * Runs `work` once, in the task after the next frame has been painted, so what a keystroke shows
 * is not held back by work that can follow it. A page without frames (a background tab) still
 * runs it within `fallbackMs`.
 */
export function afterNextPaint(work: () => void, fallbackMs = 100) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}

/**
 * Runs `work` once `ms` have passed, in the page's next idle period (within a further `idleMs`
 * when the page is never idle); the answer cancels it. Work that only a pause in typing needs waits
 * here instead of running after every key.
 */
export function whenIdleAfter(work: () => void, ms: number, idleMs = 200): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: idleMs });
    else work();
  }, ms);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
