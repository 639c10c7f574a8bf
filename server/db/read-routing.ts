import type { WalPositions } from '../repositories/wal-position-repository';

/**
 * Where the reads that tolerate a replica's lag run (the report tables and searches), and the
 * writes that keep a user's reads on the primary until the replica has them.
 */
export interface ReadRouting<R> {
  /** Runs `work` on the replica when it has the user's last write, else (or when it fails) on the primary. */
  read<T>(userId: number, work: (reads: R) => Promise<T>): Promise<T>;
  /** A call of this user may have written: their reads stay on the primary until the replica has it. */
  wrote(userId: number): Promise<void>;
}

/** Without a replica: every read on the primary, and no write to remember. */
export function primaryOnly<R>(primary: R): ReadRouting<R> {
  return { read: (_userId, work) => work(primary), wrote: async () => {} };
}

/** Users whose last write is remembered, at most: the oldest is forgotten first. */
const MAX_WRITERS = 10_000;
/** After the replica failed, reads go to the primary this long before it is tried again. */
const RETRY_REPLICA_AFTER_MS = 30_000;

/** The reads of one database, with its WAL positions. */
type Reads = { wal: WalPositions };

export interface ReplicaRoutingOptions<R extends Reads> {
  primary: R;
  replica: R;
  /** The replica's address as it may be logged (no password). */
  where: string;
  /** How long a user's reads stay on the primary after a write when the replica cannot say how far it is. */
  afterWriteMs: number;
  now: () => number;
  /** The server's log (pino). */
  log: { warn: (details: object, message: string) => void; info: (details: object, message: string) => void };
  maxWriters?: number;
}

/**
 * Reads on the replica, except a user's reads after their own write (read-your-writes). The
 * rule, and why it compares WAL positions rather than only waiting a while, is in docs/server.md
 * ("The read replica"): a streaming standby says exactly how far it has replayed, so a user's
 * reads return to it as soon as it has their write, however long that takes; a replica that is
 * not a standby has no position to compare, and the user waits `afterWriteMs` instead. The
 * writes are remembered in this process only, for at most `maxWriters` users.
 */
export function replicaRouting<R extends Reads>(options: ReplicaRoutingOptions<R>): ReadRouting<R> {
  const { primary, replica, now } = options;
  const maxWriters = options.maxWriters ?? MAX_WRITERS;
  const lastWrites = new Map<number, { at: number; lsn: string | null }>();
  let failing = false;
  let retryAt = 0;

  /** Whether the replica has the user's last write (and then forgets it: later reads need not ask). */
  async function hasLastWriteOf(userId: number): Promise<boolean> {
    const last = lastWrites.get(userId);
    if (!last) return true;
    const replayed = last.lsn === null ? null : await replica.wal.replayedTo(last.lsn);
    const caughtUp = replayed ?? now() - last.at >= options.afterWriteMs;
    if (caughtUp && lastWrites.get(userId) === last) lastWrites.delete(userId);
    return caughtUp;
  }

  function failed(error: unknown) {
    retryAt = now() + RETRY_REPLICA_AFTER_MS;
    if (failing) return;
    failing = true;
    options.log.warn(
      { err: error, replica: options.where },
      'the read replica failed: its reads go to the primary until it answers again',
    );
  }

  function answered() {
    if (!failing) return;
    failing = false;
    options.log.info({ replica: options.where }, 'the read replica answers again');
  }

  return {
    async read(userId, work) {
      if (now() >= retryAt) {
        try {
          if (await hasLastWriteOf(userId)) {
            const answer = await work(replica);
            answered();
            return answer;
          }
        } catch (error) {
          failed(error);
        }
      }
      return work(primary);
    },

    async wrote(userId) {
      let lsn: string | null = null;
      try {
        lsn = await primary.wal.end();
      } catch {
        // Without a position the user's reads wait out afterWriteMs instead.
      }
      lastWrites.delete(userId);
      lastWrites.set(userId, { at: now(), lsn });
      if (lastWrites.size > maxWriters) lastWrites.delete(lastWrites.keys().next().value!);
    },
  };
}
