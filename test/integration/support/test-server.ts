import fs from 'node:fs/promises';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { openDatabase, type Db, type OpenDatabase } from '../../../server/db/database';
import { openReadDatabase } from '../../../server/db/read-database';
import { DEMO_PASSWORD, openPostgresDatabase, type Engine } from './test-databases';

export { createTestDatabase, DEMO_PASSWORD, engines, type Engine } from './test-databases';

let seededDump: Promise<Blob> | undefined;

/**
 * A database of the test's own, migrated and seeded with the demo data (password DEMO_PASSWORD):
 * a copy of the one the project's global setup made once per run (global-setup.ts), since
 * migrating and seeding again for each server took most of the time between the files.
 */
export async function seededTestDatabase(engine: Engine) {
  if (engine === 'pglite') {
    seededDump ??= fs.readFile(inject('seededPgliteDump')).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ loadDataDir: await seededDump });
    return { ...database, url: undefined as string | undefined };
  }
  const template = inject('seededPostgresTemplate');
  if (!template) throw new Error('DATABASE_URL was not set when the integration tests started');
  return openPostgresDatabase(template);
}

export interface TestServer {
  db: Db;
  config: Config;
  /** Moves the server's clock forward (idle expiry, lock-out windows, link expiry). */
  advance: (ms: number) => void;
  call: (path: string, payload: unknown, token?: string, identity?: Record<string, unknown>) => Promise<CallResult>;
  raw: (options: {
    method?: 'GET' | 'POST';
    url: string;
    body?: string;
    headers?: Record<string, string>;
    /** The connection's address (127.0.0.1 unless given). */
    remoteAddress?: string;
  }) => Promise<CallResult & { headers: Record<string, unknown> }>;
  login: (userName: string, password?: string) => Promise<string>;
  /** Fastify's inject itself, for binary bodies and replies (attachment upload and download). */
  inject: Awaited<ReturnType<typeof buildApp>>['inject'];
  /** Serves real HTTP on 127.0.0.1 (a free port), for streamed answers read as a client reads them; answers the base URL. */
  listen: () => Promise<string>;
  close: () => Promise<void>;
}

export interface CallResult {
  statusCode: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API answered
  body: any;
}

export async function startTestServer(
  engine: Engine,
  env: Record<string, string> = {},
  {
    logStream,
    objectStore,
  }: {
    /** Where the server's log lines go (LOG_LEVEL in env); none are written without it. */
    logStream?: DestinationStream;
    /** The object store instead of the one env configures (a test's wrapper that fails on cue). */
    objectStore?: BuildAppOptions['objectStore'];
  } = {},
): Promise<TestServer> {
  return serveTestDatabase(await seededTestDatabase(engine), env, { logStream, objectStore });
}

/**
 * The server over a database already made (migrated and seeded), closing it when the server
 * closes; a DATABASE_READ_URL in env is opened as the read replica, as server/main.ts does.
 */
export async function serveTestDatabase(
  database: OpenDatabase,
  env: Record<string, string> = {},
  {
    logStream,
    objectStore,
    jobs,
  }: {
    logStream?: DestinationStream | undefined;
    objectStore?: BuildAppOptions['objectStore'];
    /** A job queue started on `database`; the test stops it before the server closes. */
    jobs?: BuildAppOptions['jobs'];
  } = {},
): Promise<TestServer> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    APP_DIR: '/nonexistent',
    PUBLIC_URL: 'http://localhost:8080',
    // Every injected request comes from one address and tests sign in far more often than people
    // do; only the tests of the sign-in limits (sign-in-limits.test.ts) set them low.
    SIGN_IN_LIMIT_PER_ADDRESS: '1000000',
    SIGN_IN_LIMIT_PER_ACCOUNT: '1000000',
    SIGN_IN_FAILURES_PER_ADDRESS: '1000000',
    // Administrators sign in with a password alone here; the tests of the second factor
    // (second-factor*.test.ts) set ADMIN_SECOND_FACTOR=required.
    ADMIN_SECOND_FACTOR: 'optional',
    ...env,
  });
  const replica = config.databaseReadUrl
    ? openReadDatabase(config.databaseReadUrl, { onIdleError: () => {} })
    : undefined;
  let offset = 0;
  const app = await buildApp({
    db: database.db,
    readDb: replica?.db,
    engine: database.engine,
    config,
    clock: () => new Date(Date.now() + offset),
    ...(objectStore ? { objectStore } : {}),
    jobs,
    ...(logStream ? { logStream } : { logger: false as const }),
  });
  const raw: TestServer['raw'] = async ({ method = 'POST', url, body, headers, remoteAddress }) => {
    const res = await app.inject({
      method,
      url,
      payload: body,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { 'content-type': 'application/json', ...headers },
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      // Not JSON (the web app's HTML); tests read it as text.
    }
    return { statusCode: res.statusCode, body: parsed, headers: res.headers };
  };
  const call: TestServer['call'] = (path, payload, token = '', identity = {}) =>
    raw({ url: `/API/${path}`, body: JSON.stringify({ identity: { token, ...identity }, payload }) });
  return {
    db: database.db,
    config,
    advance: (ms) => {
      offset += ms;
    },
    call,
    raw,
    login: async (userName, password = DEMO_PASSWORD) => {
      const res = await call('Account/Login', { userName, password });
      if (res.statusCode !== 200) throw new Error(`login ${userName} failed: ${JSON.stringify(res.body)}`);
      return res.body.payload.token as string;
    },
    inject: app.inject.bind(app),
    listen: async () => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('The test server has no TCP address.');
      return `http://127.0.0.1:${address.port}`;
    },
    close: async () => {
      await app.close();
      await replica?.close();
      await database.close();
    },
  };
}
