import pg from 'pg';

/** A connected client of `url`. */
export async function connectTo(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * The PostgreSQL database a bench seeds and times, `name` on the server DATABASE_URL (or
 * BENCH_DATABASE_URL) names: created afresh (`reseed`), or kept as it is when `reuse` asks and it
 * exists. Null when no server is named: the bench says it is skipped.
 */
export async function benchDatabase(name: string, reuse: boolean): Promise<{ url: string; reseed: boolean } | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) return null;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = await connectTo(adminUrl);
  const exists = (await admin.query(`select 1 from pg_database where datname = $1`, [name])).rowCount === 1;
  const reseed = !(reuse && exists);
  if (reseed) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  return { url: url.toString(), reseed };
}
