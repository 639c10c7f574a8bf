import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrate';

/**
 * Migrates a fresh database through the migrations numbered below `first` only, so a test can
 * write the rows a later migration meets on a database that already holds data.
 */
export async function migrateBefore(db: Db, first: string) {
  const earlier: Record<string, Migration> = Object.fromEntries(
    Object.entries(migrations).filter(([name]) => name < first),
  );
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => earlier },
  });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
}
