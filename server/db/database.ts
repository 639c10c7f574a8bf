import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { claimEmbeddedDatabase } from './embedded-owner';
import { prepareRepeatedStatements } from './prepared-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const DATE_OID = 1082;
const INT8_OID = 20;

/** Dates stay 'yyyy-mm-dd' strings and counts plain numbers, the same on both engines. */
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number(v));

export interface DatabaseTarget {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for the embedded database; absent means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * An in-memory embedded database starts from this dump of an initialised data folder
   * (PGlite dumpDataDir) instead of running initdb; tests use it to start in a second, not four.
   */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL: keep repeated statements prepared (postgresPool); on unless false. */
  preparedStatements?: boolean | undefined;
  /** Told when an idle PostgreSQL connection fails; the server passes its logger. */
  onIdleError?: ((error: Error) => void) | undefined;
}

/** The pg pool under each PostgreSQL database opened here, for the pool figures of /metrics. */
const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool of a database opened by openDatabase or openReadDatabase; none on PGlite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/** The PGlite instance under each embedded database opened here, for the job queue. */
const pglites = new WeakMap<Db, PGlite>();

/**
 * The PGlite instance of an embedded database opened by openDatabase; none on PostgreSQL. The job
 * queue sends its multi-statement blocks (BEGIN … COMMIT) to it directly: Kysely's PGlite driver
 * runs one statement per call.
 */
export function pgliteOf(db: Db): PGlite | undefined {
  return pglites.get(db);
}

/** A Kysely over `pool`, remembered for poolOf. */
export function postgresKysely(pool: pg.Pool): Db {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** PGlite's reading of dates and counts, as pg's above. */
export const pgliteParsers = { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v) };

export interface OpenDatabase {
  db: Db;
  engine: 'pglite' | 'postgresql';
  close: () => Promise<void>;
}

/** The server's pool of PostgreSQL connections: ten, with its repeated statements kept prepared unless told not to. */
export function postgresPool(url: string, options: { preparedStatements?: boolean | undefined } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  if (options.preparedStatements !== false) prepareRepeatedStatements(pool);
  return pool;
}

export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.url) {
    const pool = postgresPool(target.url, { preparedStatements: target.preparedStatements });
    // An idle connection the server ends (restart, failover, a terminated backend) makes the pool
    // emit 'error'; unheard, that would end the process. The pool drops it and the next query
    // connects afresh, while a query in flight gets its own error through the request.
    pool.on('error', (error) => (target.onIdleError ?? warnIdleError)(error));
    const db = postgresKysely(pool);
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      await db.destroy();
      throw new Error(
        `Cannot reach the PostgreSQL database at ${redactDatabaseUrl(target.url)}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    return { db, engine: 'postgresql', close: () => db.destroy() };
  }
  let dir: string | undefined;
  let release = async () => {};
  if (target.dataDir) {
    dir = path.join(target.dataDir, 'pgdata');
    await fs.mkdir(dir, { recursive: true });
    // One process at a time: a second opener (the server and npm run create-admin) is refused.
    release = await claimEmbeddedDatabase(target.dataDir);
  }
  try {
    const pglite = dir
      ? new PGlite(dir, { parsers: pgliteParsers })
      : new PGlite({ parsers: pgliteParsers, loadDataDir: target.loadDataDir });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    pglites.set(db, pglite);
    return { db, engine: 'pglite', close: () => db.destroy().finally(release) };
  } catch (error) {
    await release();
    throw error;
  }
}

function warnIdleError(error: Error) {
  process.emitWarning(`An idle PostgreSQL connection failed and was dropped: ${error.message}`);
}

/** A postgres:// URL as it may be logged: its password replaced. */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
