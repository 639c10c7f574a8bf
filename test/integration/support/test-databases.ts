import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../../server/db/database';
import { freshPostgresDatabase } from '../../fakes/postgres-database';

export type Engine = 'pglite' | 'postgresql';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server (CI sets it). */
export function engines(): Engine[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
}

export const DEMO_PASSWORD = 'Crash-Demo-2026';

/**
 * A dump of a freshly initialised (empty, unmigrated) PGlite data folder, kept in the temp folder
 * per PGlite version: every test file starts its in-memory database from it and skips initdb,
 * which costs seconds each time on a small machine.
 */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
    const { version } = JSON.parse(await fs.readFile(manifest, 'utf8')) as { version: string };
    const file = path.join(os.tmpdir(), `crash-test-pglite-${version}.tar.gz`);
    const made = await fs.readFile(file).catch(() => null);
    if (made) return new Blob([made]);

    const fresh = new PGlite();
    await fresh.waitReady;
    const dump = await fresh.dumpDataDir('gzip');
    await fresh.close();
    const partial = `${file}.${process.pid}.tmp`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
    return dump;
  } catch {
    return undefined;
  }
}

function adminUrl() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

/** A database of the test's own, empty: in-memory PGlite, or a fresh PostgreSQL database dropped afterwards. */
export async function createTestDatabase(engine: Engine) {
  if (engine === 'pglite') {
    const database = await openDatabase({ loadDataDir: await pgliteTemplate() });
    return { ...database, url: undefined as string | undefined };
  }
  return openPostgresDatabase();
}

/** A fresh PostgreSQL database, empty or a copy of `template`, dropped when closed. */
export async function openPostgresDatabase(template?: string) {
  const fresh = await freshPostgresDatabase(adminUrl(), template ? { template } : {});
  const database = await openDatabase({ url: fresh.url });
  return {
    ...database,
    url: fresh.url as string | undefined,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
