import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteParsers, type Db } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { freshPostgresDatabase } from '../../fakes/postgres-database';
import { DEMO_PASSWORD, pgliteTemplate } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a dump of a migrated, seeded PGlite data folder. */
    seededPgliteDump: string;
    /** The PostgreSQL database each seeded one is copied from; null without DATABASE_URL. */
    seededPostgresTemplate: string | null;
  }
}

const migrateAndSeed = async (db: Db) => {
  await migrateToLatest(db);
  await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
};

/** Migrates and seeds a PGlite database once, and writes its data folder (uncompressed: it loads faster) to `file`. */
async function seededPglite(file: string) {
  const pglite = new PGlite({ parsers: pgliteParsers, loadDataDir: await pgliteTemplate() });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateAndSeed(db);
    // Written to the data files, so a copy opens without replaying the log (a fifth faster).
    await sql`checkpoint`.execute(db);
    const dump = await pglite.dumpDataDir('none');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

/** Migrates and seeds a PostgreSQL database once; nothing stays connected to it, so it can be copied. */
async function seededPostgres(adminUrl: string) {
  const template = await freshPostgresDatabase(adminUrl, { prefix: 'crash_template' });
  try {
    const database = await openDatabase({ url: template.url });
    try {
      await migrateAndSeed(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  return template;
}

/**
 * The integration project's global setup: the migrated, seeded database every test server starts
 * on is made once per run and engine (startTestServer copies it), and removed after the run.
 */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `crash-test-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  const adminUrl = process.env.DATABASE_URL;
  const [pglite, postgres] = await Promise.allSettled([
    seededPglite(file),
    adminUrl ? seededPostgres(adminUrl) : undefined,
  ]);
  const template = postgres.status === 'fulfilled' ? postgres.value : undefined;
  const remove = async () => {
    await template?.drop();
    await fs.rm(file, { force: true });
  };
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await remove();
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide('seededPgliteDump', file);
  project.provide('seededPostgresTemplate', template?.name ?? null);
  return remove;
}
