/**
 * Retrying a write that fails for a while and then succeeds, as a clipboard write does: the
 * browser refuses it ("Document is not focused") until the officer brings the window back, so
 * it is retried every 100 ms until it lands (see docs/rules/layout-and-windows.md): an officer
 * who comes back after a minute still gets the copy. Only a newer copy (the signal) or a caller
 * that nobody waits on any more (a time limit) stops it.
 */

/** How often a refused clipboard write is tried again. */
export const CLIPBOARD_RETRY_MS = 100;

export type RetryOutcome =
  | { done: true; attempts: number }
  | { done: false; attempts: number; reason: 'gaveUp' | 'aborted'; lastError: unknown };

export interface RetryOptions {
  /** Wait between a failed attempt and the next. */
  everyMs: number;
  /** No attempt starts later than this after the first; without it, attempts go on until one succeeds. */
  giveUpAfterMs?: number;
  /** Stops the retries (a newer copy replaces this one); the outcome says 'aborted'. */
  signal?: AbortSignal;
  /** Told of each failed attempt (numbered from 1), e.g. to say what the officer must do. */
  onFailure?: (error: unknown, attempt: number) => void;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
  });
}

/** Runs `attempt` until it resolves, trying again `everyMs` after each failure (until `giveUpAfterMs`, when given). */
export async function retryUntilDone(attempt: () => Promise<unknown>, options: RetryOptions): Promise<RetryOutcome> {
  const { everyMs, giveUpAfterMs, signal, onFailure } = options;
  const started = Date.now();
  let attempts = 0;
  let lastError: unknown = undefined;
  for (;;) {
    if (signal?.aborted) return { done: false, attempts, reason: 'aborted', lastError };
    attempts += 1;
    try {
      await attempt();
      return { done: true, attempts };
    } catch (error) {
      lastError = error;
      onFailure?.(error, attempts);
    }
    if (giveUpAfterMs !== undefined && Date.now() - started + everyMs > giveUpAfterMs)
      return { done: false, attempts, reason: 'gaveUp', lastError };
    await wait(everyMs, signal);
  }
}
