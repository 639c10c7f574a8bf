import type { QueuedRecord } from './queued-record';

/**
 * Why a capture is refused while nobody is signed in to the web app. A record held for whoever
 * signs in next could be shown to someone who did not look it up (the next officer, a
 * supervisor), so a record is held only for a user the app's session names.
 */
export const SIGN_IN_FIRST = 'Sign in to the crash app first, then send it again.';

/**
 * Who may see a held record: the user signed in to the web app when it was captured, and no one
 * else. Officers share a browser (a car's laptop, a supervisor's check), and a held record carries
 * a person's name and licence number; it is shown, counted and delivered only to that user, and
 * to nobody while nobody is signed in. The worker holds the queue to it, the popup what it shows.
 */
export function isHeldFor(entry: Pick<QueuedRecord, 'capturedBy'>, userName: string | null): boolean {
  return userName !== null && entry.capturedBy === userName;
}

/** The held records the user may see, oldest first, and how many wait for someone else (a number names no one). */
export function heldRecordsFor<E extends Pick<QueuedRecord, 'capturedBy'>>(
  entries: readonly E[],
  userName: string | null,
): { mine: E[]; others: number } {
  const mine = entries.filter((entry) => isHeldFor(entry, userName));
  return { mine, others: entries.length - mine.length };
}
