import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * Key of the PostgreSQL advisory lock every process holds while it migrates and seeds: two
 * servers starting together on a new database would otherwise both insert the first form
 * version, and the second would die on its unique key. Any fixed number will do, as long as it
 * never changes between releases (an old and a new process must exclude each other too).
 */
const START_UP_LOCK = 4_208_733_033;

/**
 * Runs `work` while this process holds the start-up lock. The lock is a session lock on one
 * connection of the pool, so it is released when the work ends or when the process dies with
 * it; the work itself runs on other connections. The embedded database has one process by
 * construction (embedded-owner.ts), so it needs none.
 */
export async function underStartUpLock<T>(database: OpenDatabase, work: () => Promise<T>): Promise<T> {
  if (database.engine === 'pglite') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_UP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      // A connection lost meanwhile took the lock with it.
      await sql`select pg_advisory_unlock(${START_UP_LOCK})`.execute(connection).catch(() => undefined);
    }
  });
}

/** Migrates the database, then runs `then` (the seed, a command's own checks) under the start-up lock. */
export async function migrateUnderLock<T>(database: OpenDatabase, then: () => Promise<T>) {
  return underStartUpLock(database, async () => {
    const applied = await migrateToLatest(database.db);
    return { applied, result: await then() };
  });
}

export interface WaitOptions {
  /** How long to keep trying a PostgreSQL server that does not answer yet; 0 tries once. */
  waitMs: number;
  /** Told of each failed try, with the time left. */
  onRetry?: (message: string, msLeft: number) => void;
  /** Between tries; tests pass a quicker one. */
  pauseMs?: (attempt: number) => number;
}

const defaultPause = (attempt: number) => Math.min(500 * 2 ** attempt, 5000);

/**
 * Opens the database, and when PostgreSQL does not answer yet (a container started before its
 * database, a failover in progress) tries again until `waitMs` has passed, then fails with the
 * last reason. The embedded database is opened once: its errors are not a matter of waiting.
 */
export async function openDatabaseWhenReady(target: DatabaseTarget, options: WaitOptions): Promise<OpenDatabase> {
  if (!target.url) return openDatabase(target);
  const deadline = Date.now() + options.waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await openDatabase(target);
    } catch (error) {
      const msLeft = deadline - Date.now();
      if (msLeft <= 0) throw error;
      options.onRetry?.((error as Error).message, msLeft);
      await new Promise((resolve) => setTimeout(resolve, Math.min((options.pauseMs ?? defaultPause)(attempt), msLeft)));
    }
  }
}
