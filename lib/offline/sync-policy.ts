import { SYNC_INTERVAL_MS } from '../ui/ui-constants';

/**
 * How the device's outbox retries (the web app's sync, app/sync/outbox-sync.ts): what a failure
 * means for the item, how long it waits before the next try, and which items may go now. One
 * place, so the editor's own saves and the background sync give up and wait alike.
 */

/** An item whose sync failed this many times in a row waits for the officer's retry. */
export const OFFLINE_RETRIES = 100;

/** The first retry waits this long; each further one twice as long, up to the sync interval. */
export const FIRST_RETRY_MS = 2_000;

export function retryDelayMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(SYNC_INTERVAL_MS, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 30));
}

/**
 * What a failed sync means for its item:
 * - `retry`: the server or the way to it failed (no connection, 5xx, time-out, too many requests):
 *   the same request may succeed later, so it is tried again after a wait.
 * - `refused`: the server answered that it will not take this request as it is (validation,
 *   permission, the report's state): trying again changes nothing until the officer acts.
 * - `stale`: the report was saved elsewhere meanwhile: merge with that version and send again.
 * - `gone`: the report no longer exists: what was typed is set aside on the device.
 */
export type FailureKind = 'retry' | 'refused' | 'stale' | 'gone';

export interface SyncFailure {
  /** The envelope's error code, or 'network' when no answer came. */
  code?: string | undefined;
  /** The HTTP status (0 when no answer came). */
  httpStatus?: number | undefined;
}

const RETRY_CODES = new Set(['network', 'unavailable', 'internal', 'too_many_requests']);

export function failureKind({ code, httpStatus }: SyncFailure): FailureKind {
  if (code === 'not_found') return 'gone';
  if (code === 'conflict') return 'stale';
  if (code && RETRY_CODES.has(code)) return 'retry';
  if (httpStatus !== undefined && (httpStatus === 0 || httpStatus >= 500 || httpStatus === 408)) return 'retry';
  // An answer that names no passing trouble is the server's word on this request.
  return 'refused';
}

/** How one try to sync an item ended. */
export type SyncOutcome = { ok: true } | { ok: false; kind: FailureKind; reason: string };

/** An item's place in the sync, as the outbox shows it. */
export interface ItemSyncState {
  /** waiting: queued (or waiting to retry); syncing: on its way; failed: waits for the officer. */
  state: 'waiting' | 'syncing' | 'failed';
  /** Failed tries in a row. */
  failures: number;
  /** Not tried again before this time (ms since the epoch). */
  notBefore: number;
  /** Why the last try failed ('' before any). */
  reason: string;
}

export const freshItemState: ItemSyncState = { state: 'waiting', failures: 0, notBefore: 0, reason: '' };

/** The item's state after a failed try of the given kind (`retry` or `refused`; stale and gone are handled by the sync). */
export function afterFailure(
  previous: ItemSyncState,
  kind: 'retry' | 'refused',
  reason: string,
  now: number,
): ItemSyncState {
  const failures = previous.failures + 1;
  if (kind === 'refused') return { state: 'failed', failures, notBefore: 0, reason };
  if (failures >= OFFLINE_RETRIES) {
    return { state: 'failed', failures, notBefore: 0, reason: `${reason} Tried ${failures} times; retry when ready.` };
  }
  return { state: 'waiting', failures, notBefore: now + retryDelayMs(failures), reason };
}

/** One item of the outbox in order: the report it belongs to and its state. */
export interface OutboxEntry<K> {
  reportKey: K;
  sync: ItemSyncState;
}

/**
 * The entries to try now, in outbox order. A report's items go in order, so an item waits while
 * an earlier one of the same report has not gone through; items of other reports go past it.
 */
export function dueEntries<K, E extends OutboxEntry<K>>(entries: readonly E[], now: number): E[] {
  const held = new Set<K>();
  const due: E[] = [];
  for (const entry of entries) {
    if (held.has(entry.reportKey)) continue;
    const { state, notBefore } = entry.sync;
    held.add(entry.reportKey);
    if (state === 'waiting' && notBefore <= now) due.push(entry);
  }
  return due;
}
