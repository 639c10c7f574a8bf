import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/test-server';
import { logLines } from './log-lines';

describe.each(engines())('X-Request-Id on %s', (engine) => {
  let server: TestServer;
  let officer: string;
  const log = logLines();

  beforeAll(async () => {
    // A lookup service nobody answers at: its failure is logged by the provider, outside the route.
    server = await startTestServer(
      engine,
      { LOG_LEVEL: 'info', VIN_DECODER_URL: 'http://127.0.0.1:9', LOOKUP_TIMEOUT_MS: '500' },
      { logStream: log.stream },
    );
    officer = await server.login('officer');
  });
  afterAll(() => server.close());

  const linesOf = (reqId: string) => log.lines.filter((line) => line.reqId === reqId);

  it("takes the client's id, answers with it and logs every line of the request with it", async () => {
    const id = 'web-5f0c1d2e-aaaa-4bbb-8ccc-000000000001';
    const res = await server.raw({
      url: '/API/Lookup/DecodeVin',
      body: JSON.stringify({ identity: { token: officer }, payload: { vin: '1FTMW1T88MFA00001' } }),
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-request-id']).toBe(id);
    const messages = linesOf(id).map((line) => line.msg);
    // Fastify's own lines, and the provider's warning written by a service built once at start.
    expect(messages).toEqual(
      expect.arrayContaining(['incoming request', 'lookup service failed', 'request completed']),
    );
    expect(log.lines.filter((line) => line.msg === 'lookup service failed' && line.reqId !== id)).toEqual([]);
  });

  it('logs the error handler line of a refused body with the id', async () => {
    const res = await server.raw({
      url: '/API/Account/KeepAlive',
      body: '{"identity":',
      headers: { 'x-request-id': 'proxy-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('proxy-1');
    expect(linesOf('proxy-1').map((line) => line.msg)).toContain('client error');
  });

  it.each([
    ['too long', 'x'.repeat(101)],
    ['with spaces', 'a b'],
    ['forging a log line', 'a\\n{"level":50}'],
    ['empty', ''],
  ])('draws its own id for one %s', async (_what, sent) => {
    const res = await server.raw({ method: 'GET', url: '/API/health', headers: { 'x-request-id': sent } });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id).length).toBeGreaterThan(0);
  });

  it('draws a different id for each request that names none', async () => {
    const a = await server.raw({ method: 'GET', url: '/API/health' });
    const b = await server.raw({ method: 'GET', url: '/API/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
