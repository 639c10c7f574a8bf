import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from '../repositories/sign-in/rate-limit-repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired counters are deleted at most this often by each process. */
const PRUNE_EVERY_MS = 60_000;
/** Refusals remembered by a process; past this the expired ones are dropped. */
const REFUSED_KEYS_KEPT = 10_000;

/**
 * @fastify/rate-limit's store over the rate_limits table, so the server processes on one database
 * share their counts (the plugin's own stores keep them in one process's memory, or in Redis,
 * which this product does not run). A key found over its limit is remembered here until its
 * window ends: a count in a fixed window only grows, so every process would refuse it too, and
 * a refused flood then costs no database round trip.
 */
export function sharedRateLimitStore(repo: RateLimitRepository, clock: () => Date): FastifyRateLimitStoreCtor {
  const refused = new Map<string, { hits: number; until: number }>();
  let prunedAt = 0;

  function forget(now: number) {
    if (refused.size < REFUSED_KEYS_KEPT) return;
    for (const [key, entry] of refused) if (entry.until <= now) refused.delete(key);
    if (refused.size >= REFUSED_KEYS_KEPT) refused.clear();
  }

  async function incr(key: string, windowMs: number, max: number) {
    const at = clock();
    const now = at.getTime();
    const known = refused.get(key);
    if (known && known.until > now) {
      known.hits += 1;
      return { current: known.hits, ttl: known.until - now };
    }
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await repo.prune(at);
    }
    const { hits, expiresAt } = await repo.hit(key, at, windowMs);
    if (hits > max) {
      forget(now);
      refused.set(key, { hits, until: expiresAt.getTime() });
    }
    return { current: hits, ttl: expiresAt.getTime() - now };
  }

  /** A read refuses at the limit itself (a count of what already happened, not of this attempt). */
  async function read(key: string, max: number) {
    const at = clock();
    const now = at.getTime();
    const known = refused.get(key);
    if (known && known.until > now) return { current: known.hits, ttl: known.until - now };
    const count = await repo.read(key, at);
    if (!count) return { current: 0, ttl: 0 };
    if (count.hits >= max) {
      forget(now);
      refused.set(key, { hits: count.hits, until: count.expiresAt.getTime() });
    }
    return { current: count.hits, ttl: count.expiresAt.getTime() - now };
  }

  const settle = (work: Promise<{ current: number; ttl: number }>, callback: Callback) =>
    void work.then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );

  class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      settle(incr(key, timeWindow, max), callback);
    }

    read(key: string, callback: Callback, _timeWindow: number, max: number) {
      settle(read(key, max), callback);
    }

    child() {
      return this;
    }
  }
  return SharedRateLimitStore;
}
