import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db, type OpenDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { DEMO_PASSWORD } from '../support/test-server';

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `work` on a database of its own connections, closed before the database is copied. */
async function withDatabase(url: string, work: (db: Db) => Promise<void>) {
  const database = await openDatabase({ url });
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * A migrated, seeded test database and a stand-in for its read replica on the same PostgreSQL
 * server: a copy made from it (CREATE DATABASE ... TEMPLATE) that refuses every write, as a
 * standby does. `both` fills the two; `replicaOnly` then changes the copy alone, so an answer
 * shows which database gave it. Closing the primary drops both.
 */
export async function primaryAndReplica(arrange: {
  both: (db: Db) => Promise<void>;
  replicaOnly: (db: Db) => Promise<void>;
}): Promise<{ primary: OpenDatabase; primaryUrl: string; replicaUrl: string }> {
  const name = `crash_test_${randomBytes(6).toString('hex')}`;
  const replicaName = `${name}_replica`;
  const primaryUrl = urlOf(name);
  const replicaUrl = urlOf(replicaName);
  const drop = async () => {
    await asAdmin(`drop database if exists ${replicaName} with (force)`);
    await asAdmin(`drop database if exists ${name} with (force)`);
  };
  try {
    await asAdmin(`create database ${name}`);
    await withDatabase(primaryUrl, async (db) => {
      await migrateToLatest(db);
      await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
      await arrange.both(db);
    });
    await asAdmin(`create database ${replicaName} template ${name}`);
    await withDatabase(replicaUrl, arrange.replicaOnly);
    await asAdmin(`alter database ${replicaName} set default_transaction_read_only = on`);
    const primary = await openDatabase({ url: primaryUrl });
    return {
      primary: { ...primary, close: () => primary.close().finally(drop) },
      primaryUrl,
      replicaUrl,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
