import { failureKind, type SyncFailure, type SyncOutcome } from './sync-policy';

/** A save refused because the server moved on is merged and sent again at most this often in a row. */
export const MAX_MERGES = 3;

export interface StaleSaveSteps<A> {
  /** Sends the copy as it is now over the version it is based on; throws how it failed. */
  save(): Promise<A>;
  /** What a failure says: its message, and its code and status for failureKind. */
  describe(error: unknown): SyncFailure & { message: string };
  /**
   * Merges the copy with the server's newer version, which becomes its base: true to send it
   * again, false when it could not be merged (the save ends refused as stale), or how the save
   * ends instead (the newer version could not be read, the copy was put aside).
   */
  merge(): Promise<boolean | SyncRefusal>;
}

type SyncRefusal = Extract<SyncOutcome, { ok: false }>;

/** How the save ended, after how many merges; a refusal carries what the last save threw, if it threw. */
export type StaleSaveResult<A> =
  { ok: true; answer: A; merges: number } | (SyncRefusal & { error?: unknown; merges: number });

/**
 * A save over the version the copy was based on; when the report was saved elsewhere meanwhile,
 * the copy is merged with that version and sent again, at most MAX_MERGES times in a row. One loop
 * for the open report's saves (app/editor/open-report/report-save.ts) and the background sync's
 * (app/sync/background-save.ts), so both give up alike.
 */
export async function saveMergingStale<A>(steps: StaleSaveSteps<A>): Promise<StaleSaveResult<A>> {
  for (let merges = 0; ; merges += 1) {
    try {
      return { ok: true, answer: await steps.save(), merges };
    } catch (error) {
      const failure = steps.describe(error);
      const kind = failureKind(failure);
      const refused = { ok: false as const, kind, reason: failure.message, error, merges };
      if (kind !== 'stale' || merges >= MAX_MERGES) return refused;
      const merged = await steps.merge();
      if (merged === false) return refused;
      if (merged !== true) return { ...merged, merges };
    }
  }
}
