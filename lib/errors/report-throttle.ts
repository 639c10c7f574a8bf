import { CLIENT_EXCEPTION_LIMIT } from './exception-bounds';

/** Errors remembered at most, so a page failing in endless new ways keeps a bounded map. */
const KEYS_KEPT = 100;

/**
 * Which exception reports the browser sends: at most `perWindow` in a window, and an error already
 * sent in this window only counted. What was counted and not sent rides along with the next report
 * of the same error (its `count`), so a flood of one error is one report a minute saying how many.
 */
export function reportThrottle(
  limit: { perWindow: number; windowMs: number } = CLIENT_EXCEPTION_LIMIT,
  now = () => Date.now(),
) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let sent = 0;
  const sentThisWindow = new Set<string>();
  const unsent = new Map<string, number>();

  return {
    /** The count to send with this occurrence of the error `key`, or null when it is not sent. */
    take(key: string): number | null {
      const t = now();
      if (t - windowStart >= limit.windowMs) {
        windowStart = t;
        sent = 0;
        sentThisWindow.clear();
      }
      const carried = unsent.get(key) ?? 0;
      if (sentThisWindow.has(key) || sent >= limit.perWindow) {
        if (unsent.has(key) || unsent.size < KEYS_KEPT) unsent.set(key, carried + 1);
        return null;
      }
      sent += 1;
      sentThisWindow.add(key);
      unsent.delete(key);
      return carried + 1;
    },
  };
}
