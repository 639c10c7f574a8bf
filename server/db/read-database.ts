import { postgresKysely, postgresPool, type Db } from './database';

/**
 * The read replica (DATABASE_READ_URL), over a pool made like the primary's, so
 * its statements are prepared and its values parsed the same way. It is not reached at start: a
 * replica that is down must not keep the server from starting, since its reads fall back to the
 * primary (server/db/read-routing.ts).
 */
export function openReadDatabase(
  url: string,
  options: { preparedStatements?: boolean | undefined; onIdleError: (error: Error) => void },
): { db: Db; close: () => Promise<void> } {
  const pool = postgresPool(url, { preparedStatements: options.preparedStatements });
  // As on the primary: an idle connection the replica ends must not end the process.
  pool.on('error', options.onIdleError);
  const db = postgresKysely(pool);
  return { db, close: () => db.destroy() };
}
