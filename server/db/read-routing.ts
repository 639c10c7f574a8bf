import type { NotedWrite, WalPositions } from '../repositories/report-tables/wal-position-repository';

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

/** Users whose unnoted write, or replayed write, is remembered, at most: the oldest is forgotten first. */
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
 * not a standby has no position to compare, and the user waits `afterWriteMs` instead. A write is
 * noted in the primary (`user_last_writes`), so a read that reaches another server process than
 * the write did is held back too; a write the primary could not note (it failed to answer) is
 * remembered in this process, for at most `maxWriters` users.
 */
export function replicaRouting<R extends Reads>(options: ReplicaRoutingOptions<R>): ReadRouting<R> {
  const { primary, replica, now } = options;
  const maxWriters = options.maxWriters ?? MAX_WRITERS;
  /** Writes the primary could not note, by user. */
  const unnoted = new Map<number, number>();
  /** Per user, the noted write the replica was last seen to have: it need not be asked again. */
  const replayed = new Map<number, string>();
  let failing = false;
  let retryAt = 0;

  const bounded = <V>(map: Map<number, V>, userId: number, value: V) => {
    map.delete(userId);
    map.set(userId, value);
    if (map.size > maxWriters) map.delete(map.keys().next().value!);
  };

  /** Whether the replica has the user's last write; asks the replica only about a write it was not seen to have. */
  async function hasLastWriteOf(userId: number, noted: NotedWrite | undefined): Promise<boolean> {
    const at = unnoted.get(userId);
    if (at !== undefined) {
      if (now() - at < options.afterWriteMs) return false;
      unnoted.delete(userId);
    }
    if (!noted || replayed.get(userId) === noted.lsn) return true;
    const caughtUp = (await replica.wal.replayedTo(noted.lsn)) ?? now() - noted.at >= options.afterWriteMs;
    if (caughtUp) bounded(replayed, userId, noted.lsn);
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
        // Asked of the primary before the replica is tried: a primary that cannot answer is no replica failure.
        const noted = await primary.wal.lastWriteOf(userId);
        try {
          if (await hasLastWriteOf(userId, noted)) {
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
      try {
        await primary.wal.noteWrite(userId, new Date(now()));
        unnoted.delete(userId);
      } catch {
        // Not noted: this process keeps the user's reads on the primary for afterWriteMs instead.
        bounded(unnoted, userId, now());
      }
    },
  };
}
