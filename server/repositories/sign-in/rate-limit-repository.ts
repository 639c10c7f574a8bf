import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { Executor } from '../executor';

export interface RateLimitCount {
  hits: number;
  expiresAt: Date;
}

/**
 * The sign-in rate limits' counters (fixed windows). One statement counts a hit, so server
 * processes on one database never lose each other's hits: PostgreSQL serialises the upsert on
 * the key's row.
 */
export function rateLimitRepository(db: Db) {
  // Every limited attempt runs this: compiled once (compiledOnce), which binds each argument
  // once, so the moment comes twice.
  const hit = compiledOnce((tx: Executor, key: string, windowEnd: Date, at: Date, atAgain: Date) =>
    tx
      .insertInto('rate_limits')
      .values({ key, hits: 1, expires_at: windowEnd })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.expires_at <= ${at} then 1 else rate_limits.hits + 1 end`,
          expires_at: sql<Date>`case when rate_limits.expires_at <= ${atAgain} then excluded.expires_at
            else rate_limits.expires_at end`,
        }),
      )
      .returning(['hits', 'expires_at']),
  );

  return {
    /** Counts one hit of `key`: a new window opens when none is running at `at`. */
    async hit(key: string, at: Date, windowMs: number): Promise<RateLimitCount> {
      const [row] = await hit(db, key, new Date(at.getTime() + windowMs), at, at);
      if (!row) throw new Error(`rate limit ${key}: the upsert returned no row`);
      return { hits: Number(row.hits), expiresAt: new Date(row.expires_at) };
    },
    /** The count of `key`'s running window, without counting a hit. */
    async read(key: string, at: Date): Promise<RateLimitCount | undefined> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['hits', 'expires_at'])
        .where('key', '=', key)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return row && { hits: Number(row.hits), expiresAt: new Date(row.expires_at) };
    },
    /** Drops the counters whose window has ended. */
    async prune(at: Date): Promise<void> {
      await db.deleteFrom('rate_limits').where('expires_at', '<=', at).execute();
    },
  };
}
export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
