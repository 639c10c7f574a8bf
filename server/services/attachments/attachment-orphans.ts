import type { AttachmentStores } from '../../storage/attachment-stores';
import type { AppDeps } from '../app-deps';

/**
 * How long an upload's object may go without its row before the sweep takes it for lost: far
 * longer than an upload can take (each store request gives up within S3_TIMEOUT_MS, twice), so a
 * sweep never removes the object of an upload still under way.
 */
export const ORPHAN_GRACE_MS = 15 * 60 * 1000;

const BATCH = 100;

export interface SweepResult {
  removed: number;
  /** The store failed: the remaining names stay listed for the next sweep. */
  error?: unknown;
}

/**
 * Removes the objects that no row points at any more (see attachment-orphan-repository): those of
 * uploads that failed after writing them and of deleted reports. A store that fails stops the
 * sweep until the next one; nothing is taken off the list before its object is gone.
 */
export function attachmentOrphans({
  repos,
  clock,
  stores,
}: Pick<AppDeps, 'repos' | 'clock'> & { stores: AttachmentStores }) {
  const orphans = repos.attachmentOrphans;
  let running: Promise<SweepResult> | undefined;

  async function sweepOnce(now: Date): Promise<SweepResult> {
    const objects = stores.objects;
    let removed = 0;
    if (!objects) return { removed };
    for (;;) {
      const due = await orphans.due(now, BATCH);
      for (const { id, rowExists } of due) {
        try {
          if (!rowExists) await objects.remove(id);
        } catch (error) {
          return { removed, error };
        }
        await orphans.clear(id);
        if (!rowExists) removed++;
      }
      if (due.length < BATCH) return { removed };
    }
  }

  return {
    /** One sweep at a time; a call during a sweep waits for it and then sweeps again. */
    async sweep(now: Date = clock()): Promise<SweepResult> {
      while (running) await running.catch(() => undefined);
      running = sweepOnce(now).finally(() => (running = undefined));
      return running;
    },
    /** Resolves once no sweep is running (the server waits for it on close). */
    async idle() {
      while (running) await running.catch(() => undefined);
    },
  };
}
export type AttachmentOrphans = ReturnType<typeof attachmentOrphans>;
