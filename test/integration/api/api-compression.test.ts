import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/test-server';

/** The API's answers go compressed to a browser that accepts it, and read back the same. */
describe('compressed API answers', () => {
  let server: TestServer;
  let officer: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    officer = await server.login('officer');
  });
  afterAll(() => server.close());

  const codeLists = (acceptEncoding?: string) =>
    server.inject({
      method: 'POST',
      url: '/API/CodeList/GetUpdated',
      headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      payload: JSON.stringify({ identity: { token: officer, applicationId: 'crash-web' }, payload: {} }),
    });

  it('sends the code lists as brotli or gzip, as accepted, a fraction of their size, with the same JSON', async () => {
    const plain = await codeLists();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    expect(json.payload.entries.length).toBeGreaterThan(1000);

    const br = await codeLists('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const fromBr = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(fromBr.payload.entries).toEqual(json.payload.entries);

    const gzip = await codeLists('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).payload.entries).toEqual(json.payload.entries);
  });

  it("never compresses an Account call's answer, which carries the session token", async () => {
    const login = await server.inject({
      method: 'POST',
      url: '/API/Account/Login',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: JSON.stringify({
        identity: { token: '' },
        payload: { userName: 'officer', password: DEMO_PASSWORD },
      }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.rawPayload.length).toBeGreaterThan(1024);
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(login.json().payload.token).toEqual(expect.any(String));
  });

  it('sends a small answer as it is', async () => {
    const health = await server.inject({ method: 'GET', url: '/API/health', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
