import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { primaryAndReplica } from '../database/read-replica-databases';
import {
  createTestDatabase,
  engines,
  serveTestDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';

const TOKEN = 'metrics-secret-0123456789';

/** The value of one series in a Prometheus text answer (0 when absent). */
function figure(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.each(engines())('/metrics on %s', (engine) => {
  describe('without METRICS_TOKEN or METRICS_PORT', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine);
    });
    afterAll(() => server.close());

    it('is not served at all: 404, not the web app', async () => {
      const res = await server.raw({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      const bearer = await server.raw({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(bearer.statusCode).toBe(404);
    });
  });

  describe('with METRICS_TOKEN', () => {
    let server: TestServer;
    const scrape = () => server.raw({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

    beforeAll(async () => {
      server = await startTestServer(engine, { METRICS_TOKEN: TOKEN });
    });
    afterAll(() => server.close());

    it.each([
      ['no token', {}],
      ['a wrong token', { authorization: `Bearer ${TOKEN}x` }],
      ['the token as Basic', { authorization: `Basic ${TOKEN}` }],
    ])('refuses %s with 401', async (_what, headers: Record<string, string>) => {
      const res = await server.raw({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(String(res.body)).not.toContain('crash_http');
    });

    it('serves call rates and latencies by route pattern and status class, moving with the calls', async () => {
      const series = (status: string) =>
        `crash_http_request_duration_seconds_count{method="POST",path="/API/Account/Login",status="${status}"}`;
      const before = (await scrape()).body as string;
      await server.login('officer');
      await server.call('Account/Login', { userName: 'officer', password: 'wrong-password-1' });
      const after = (await scrape()).body as string;
      expect(figure(after, series('2xx')) - figure(before, series('2xx'))).toBe(1);
      expect(figure(after, series('4xx')) - figure(before, series('4xx'))).toBe(1);
      expect(after).toContain(
        'crash_http_request_duration_seconds_bucket{le="0.1",method="POST",path="/API/Account/Login",status="2xx"}',
      );
    });

    it('counts every path no route matched under one label', async () => {
      for (const path of ['/API/Nope/One', '/API/Nope/Two', '/API/Nope/Three'])
        await server.raw({ url: path, body: '{}' });
      const text = (await scrape()).body as string;
      expect(text).not.toContain('/API/Nope');
      expect(
        figure(text, 'crash_http_request_duration_seconds_count{method="POST",path="unmatched",status="4xx"}'),
      ).toBeGreaterThanOrEqual(3);
    });

    it('serves the queue depths read at scrape time, and the exception reports', async () => {
      const before = (await scrape()).body as string;
      expect(before).toContain('crash_queue_depth{queue="mail_outbox"}');
      expect(before).toContain('crash_queue_depth{queue="attachment_sweep"}');
      await server.db
        .insertInto('attachment_orphans')
        .values({ attachment_id: crypto.randomUUID(), sweep_after: new Date() })
        .execute();
      await server.call('Log/Exception', {
        kind: 'error',
        release: '0.1.0',
        screen: '/dashboard',
        name: 'Error',
        message: 'x',
        stack: '',
      });
      const after = (await scrape()).body as string;
      const sweep = 'crash_queue_depth{queue="attachment_sweep"}';
      expect(figure(after, sweep) - figure(before, sweep)).toBe(1);
      const logged = 'crash_client_exceptions_total{outcome="logged"}';
      expect(figure(after, logged) - figure(before, logged)).toBe(1);
    });

    it('serves the database figures and the process figures', async () => {
      const text = (await scrape()).body as string;
      expect(figure(text, `crash_db_engine{engine="${engine}"}`)).toBe(1);
      if (engine === 'postgresql') {
        expect(text).toContain('crash_db_pool_connections{database="primary",state="total"}');
        expect(text).toContain('crash_db_pool_connections{database="primary",state="waiting"} 0');
      } else {
        expect(text).not.toContain('crash_db_pool_connections{');
      }
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    });
  });

  describe('with METRICS_PORT', () => {
    it('serves /metrics on its own port and host, and not on the server port, until the server closes', async () => {
      const port = await freePort();
      const database = await createTestDatabase(engine);
      const { migrateToLatest } = await import('../../../server/db/migrate');
      await migrateToLatest(database.db);
      const config = loadConfig({ APP_DIR: '/nonexistent', LOG_LEVEL: 'silent', METRICS_PORT: String(port) });
      const app = await buildApp({ db: database.db, engine: database.engine, config, logger: false });
      try {
        await app.ready();
        await app.inject({ method: 'GET', url: '/API/health' });
        const res = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('text/plain');
        const text = await res.text();
        expect(
          figure(text, 'crash_http_request_duration_seconds_count{method="GET",path="/API/health",status="2xx"}'),
        ).toBe(1);
        expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      } finally {
        await app.close();
        await database.close();
      }
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    });
  });
});

// A replica needs a PostgreSQL server (read-replica.test.ts makes one the same way).
describe.runIf(process.env.DATABASE_URL)('/metrics with a read replica', () => {
  let server: TestServer;
  beforeAll(async () => {
    const noop = async () => undefined;
    const databases = await primaryAndReplica({ both: noop, replicaOnly: noop });
    server = await serveTestDatabase(databases.primary, {
      DATABASE_URL: databases.primaryUrl,
      DATABASE_READ_URL: databases.replicaUrl,
      METRICS_TOKEN: TOKEN,
    });
  });
  afterAll(() => server.close());

  it("gives the replica's pool beside the primary's once a table was read there", async () => {
    const token = await server.login('officer');
    expect((await server.call('Report/List', { view: 'dashboard' }, token)).statusCode).toBe(200);
    const text = (await server.raw({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body as string;
    expect(figure(text, 'crash_db_pool_connections{database="replica",state="total"}')).toBeGreaterThanOrEqual(1);
    expect(figure(text, 'crash_db_pool_connections{database="primary",state="total"}')).toBeGreaterThanOrEqual(1);
  });
});
