import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the PostgreSQL server `adminUrl` names: its address, a statement run on it, and its removal. */
export interface PostgresDatabase {
  name: string;
  url: string;
  query: (statement: string) => Promise<void>;
  drop: () => Promise<void>;
}

async function run(connectionString: string, statement: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database on the server of `adminUrl` (DATABASE_URL's), named so no other test meets
 * it: empty, or a copy of the database `template` names (which nobody may be connected to). The
 * e2e servers and the integration tests take theirs here.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
  { template, prefix = 'crash_test' }: { template?: string; prefix?: string } = {},
): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: (statement) => run(url.toString(), statement),
    drop: () => run(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
