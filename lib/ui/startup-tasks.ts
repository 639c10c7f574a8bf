import { STARTUP_DELAY_MS } from './ui-constants';

/**
 * Runs the app's startup tasks (settings, session restore, token login) once the startup delay has
 * passed; the answer cancels them, for a screen that goes away before then (and React's
 * development double start, which would otherwise run each twice).
 */
export function scheduleStartupTasks(tasks: (() => void)[], delayMs: number = STARTUP_DELAY_MS): () => void {
  const timer = setTimeout(() => {
    for (const task of tasks) task();
  }, delayMs);
  return () => clearTimeout(timer);
}
