import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/test-server';

describe.each(engines())('health on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('reports the database as reachable', async () => {
    const res = await server.raw({ method: 'GET', url: '/API/health' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', payload: { database: 'reachable', engine } });
  });
});
