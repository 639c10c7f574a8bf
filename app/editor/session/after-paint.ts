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
