import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** Everything a caller could send to make a link point at a host of its choosing. */
const HOSTILE = 'https://evil.example';
const hostileHeaders = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  origin: HOSTILE,
  referer: `${HOSTILE}/`,
  forwarded: 'host=evil.example;proto=https',
};

describe.each(engines())('login link address on %s', (engine) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  async function linkFrom(server: TestServer) {
    const token = await server.login('officer');
    const res = await server.raw({
      url: '/API/Account/CreateLoginLink',
      headers: hostileHeaders,
      body: JSON.stringify({ identity: { token, webServiceUrl: HOSTILE }, payload: {} }),
    });
    expect(res.statusCode).toBe(200);
    return new URL(res.body.payload.url as string);
  }

  describe('with PUBLIC_URL set', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { PUBLIC_URL: 'https://crash.agency.example/' });
      servers.push(server);
    });

    it('is built from PUBLIC_URL whatever Host, X-Forwarded-Host, Origin or identity the caller sends', async () => {
      const url = await linkFrom(server);
      expect(url.origin).toBe('https://crash.agency.example');
      expect(url.pathname).toBe('/');
      expect(url.toString()).not.toContain('evil');
    });
  });

  describe('without PUBLIC_URL', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { PUBLIC_URL: '', PORT: '8181' });
      servers.push(server);
    });

    it('points at this server on its configured port, never at an address the caller names', async () => {
      expect(server.config.publicUrl).toBeUndefined();
      const url = await linkFrom(server);
      expect(url.origin).toBe('http://localhost:8181');
      expect(url.toString()).not.toContain('evil');
    });
  });
});
