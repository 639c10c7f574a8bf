/**
 * Runs `work` in the task after the next frame has been painted, so what a keystroke shows is
 * not held back by work that can follow it. A page without frames (a background tab) still runs
 * it within `fallbackMs`; `work` must tolerate being called twice (the second call finds nothing
 * left to do).
 */
export function afterNextPaint(work: () => void, fallbackMs = 100) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  setTimeout(work, fallbackMs);
}
