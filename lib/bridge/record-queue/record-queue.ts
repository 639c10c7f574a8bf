import type { CrashRecord } from '../../records/record-types';
import { queuedRecordSchema, RECORD_QUEUE_CAP, type QueuedRecord } from './queued-record';
import type { StorageAreaLike } from '../session/extension-session-store';
import { storageKeys } from '../extension-storage-keys';

export type EnqueueResult = { ok: true; entry: QueuedRecord } | { ok: false; reason: string };

export interface RecordQueueOptions {
  now?: () => Date;
  newId?: () => string;
  cap?: number;
}

/**
 * The captured records waiting for an open report, kept in storage.local so a service worker
 * that is stopped between capture and delivery loses nothing. Every change is a
 * read-modify-write of one key, so changes run one after another: two captures arriving
 * together must not overwrite each other.
 */
export function createRecordQueue(area: StorageAreaLike, options: RecordQueueOptions = {}) {
  const { key } = storageKeys.recordQueue;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const cap = options.cap ?? RECORD_QUEUE_CAP;
  let tail: Promise<unknown> = Promise.resolve();

  function serial<T>(step: () => Promise<T>): Promise<T> {
    const run = tail.then(step, step);
    tail = run.catch(() => undefined);
    return run;
  }

  /** Entries that no longer match the schema (an older version's, or damaged) are dropped, one by one. */
  async function read(): Promise<QueuedRecord[]> {
    const stored = (await area.get(key))[key];
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((item) => {
      const parsed = queuedRecordSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  }

  async function write(entries: QueuedRecord[]): Promise<void> {
    if (entries.length) await area.set({ [key]: entries });
    else await area.remove(key);
  }

  return {
    /** Oldest first: the order they are delivered in. */
    list: () => serial(read),

    /**
     * Queues a captured record with who captured it. The same record captured again by the same
     * officer while it waits is not queued twice; the waiting entry is returned. A full queue refuses, saying what to do.
     */
    add: (record: CrashRecord, pageUrl: string, capturedBy: string): Promise<EnqueueResult> =>
      serial(async () => {
        const entries = await read();
        const waiting = entries.find((e) => e.record.id === record.id && e.capturedBy === capturedBy);
        if (waiting) return { ok: true, entry: waiting };
        if (entries.length >= cap) {
          return {
            ok: false,
            reason: `${cap} captured records are waiting for a report. Open a report to receive them, or discard some in the extension's popup.`,
          };
        }
        const entry: QueuedRecord = {
          id: newId(),
          record,
          pageUrl,
          capturedAt: now().toISOString(),
          capturedBy,
          attempts: 0,
          lastError: null,
        };
        await write([...entries, entry]);
        return { ok: true, entry };
      }),

    /** Removes an entry (delivered or discarded) when `may` allows it; false when it was not there or not allowed. */
    remove: (id: string, may: (entry: QueuedRecord) => boolean = () => true): Promise<boolean> =>
      serial(async () => {
        const entries = await read();
        const kept = entries.filter((e) => e.id !== id || !may(e));
        if (kept.length === entries.length) return false;
        await write(kept);
        return true;
      }),

    /** Counts a delivery that did not land and keeps why, for the officer. */
    noteFailure: (id: string, reason: string): Promise<void> =>
      serial(async () => {
        const entries = await read();
        if (!entries.some((e) => e.id === id)) return;
        await write(
          entries.map((e) => (e.id === id ? { ...e, attempts: e.attempts + 1, lastError: reason.slice(0, 300) } : e)),
        );
      }),
  };
}

export type RecordQueue = ReturnType<typeof createRecordQueue>;
