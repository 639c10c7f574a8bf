import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import type { Database } from '../../../server/db/schema';
import { leaksInternals } from '../support/db-helpers';

/** Nothing here needs a running database: these are the cases where there is none. */
const DOWN_URL = 'postgres://postgres@127.0.0.1:1/x';

const sockets = () => process.getActiveResourcesInfo().filter((r) => /TCP|Socket|Pipe/i.test(r)).length;

describe('a database that is down', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup) await c();
  });

  it('makes openDatabase reject with a message naming the PostgreSQL URL, leaving no connection open', async () => {
    const before = sockets();
    const end = vi.spyOn(pg.Pool.prototype, 'end');
    const error = await openDatabase({ url: DOWN_URL }).then(
      () => null,
      (e: Error) => e,
    );
    // The pool it made was ended, not left behind.
    expect(end).toHaveBeenCalledTimes(1);
    end.mockRestore();
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain('Cannot reach the PostgreSQL database at postgres://postgres@127.0.0.1:1/x');
    expect(error!.message).toMatch(/ECONNREFUSED|connect/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets()).toBeLessThanOrEqual(before);
  });

  it('never puts the password of the URL in the message', async () => {
    const error = await openDatabase({ url: 'postgres://crash:S3cret-Pass@127.0.0.1:1/x' }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error!.message).toContain('postgres://crash:***@127.0.0.1:1/x');
    expect(error!.message).not.toContain('S3cret-Pass');
  });

  it('makes openDatabase reject with a message naming the folder when the embedded data folder cannot be made', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'crash-down-'));
    cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'not-a-folder');
    await fs.writeFile(file, 'x');
    const error = await openDatabase({ dataDir: file }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain(file);
  });

  it('makes GET /API/health answer 503 in the error format, without internals', async () => {
    const pool = new pg.Pool({ connectionString: DOWN_URL, connectionTimeoutMillis: 2000 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    cleanup.push(() => db.destroy());
    const app = await buildApp({
      db,
      engine: 'postgresql',
      config: loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent' }),
      logger: false,
    });
    cleanup.push(() => app.close());
    const res = await app.inject({ method: 'GET', url: '/API/health' });
    expect(res.statusCode).toBe(503);
    const body = JSON.parse(res.body);
    expect(body).toEqual({
      status: 'error',
      error: { code: 'unavailable', message: 'The database is not reachable.' },
    });
    expect(leaksInternals(body)).toBe(false);
  });

  it('makes a call answer an error without a stack trace rather than hang or crash', async () => {
    const pool = new pg.Pool({ connectionString: DOWN_URL, connectionTimeoutMillis: 2000 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    cleanup.push(() => db.destroy());
    const app = await buildApp({
      db,
      engine: 'postgresql',
      config: loadConfig({ LOG_LEVEL: 'silent', APP_DIR: '/nonexistent' }),
      logger: false,
    });
    cleanup.push(() => app.close());
    const res = await app.inject({
      method: 'POST',
      url: '/API/Account/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identity: {}, payload: { userName: 'officer', password: 'Crash-Demo-2026' } }),
    });
    expect(res.statusCode).toBe(503);
    const body = JSON.parse(res.body);
    expect(body).toEqual({
      status: 'error',
      error: { code: 'unavailable', message: 'The database is not reachable. Try again in a moment.' },
    });
    expect(leaksInternals(body)).toBe(false);
    expect(res.body).not.toContain('ECONNREFUSED');
  });
});
