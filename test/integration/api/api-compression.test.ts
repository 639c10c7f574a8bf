import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCrashPoints } from '../../../lib/analysis/crash-point-encoding';
import { ReportStatus } from '../../../lib/workflow/report-status';
import { DEMO_AGENCY } from '../../../server/db/seed';
import { userIdOf } from '../support/db-helpers';
import { insertReport } from '../support/report-rows';
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

  const post = (path: string, token: string, payload: unknown, acceptEncoding?: string) =>
    server.inject({
      method: 'POST',
      url: `/API/${path}`,
      headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      payload: JSON.stringify({ identity: { token, applicationId: 'crash-web' }, payload }),
    });
  const codeLists = (acceptEncoding?: string) => post('CodeList/GetUpdated', officer, {}, acceptEncoding);

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

  it('answers what Chromium accepts (zstd among them) with brotli, as every call', async () => {
    const chromium = await codeLists('gzip, deflate, br, zstd');
    expect(chromium.headers['content-encoding']).toBe('br');
  });

  it("compresses the crash map's points, megabytes at a state's volume, at brotli's fastest quality", async () => {
    const author = await userIdOf(server.db, 'officer');
    for (let i = 0; i < 200; i++)
      await insertReport(server.db, {
        author,
        agencyOri: DEMO_AGENCY.ori,
        status: ReportStatus.Accepted,
        caseNumber: `POINTS-${i}`,
        dateOfCrash: '2025-06-01',
        latitude: 39.7 + i / 997,
        longitude: -86.1 - i / 991,
        severity: i % 5,
      });
    const supervisor = await server.login('supervisor');
    const filter = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
    const plain = await post('CrashData/Points', supervisor, { filter });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(decodeCrashPoints(plain.json().payload.points)).toHaveLength(200);
    const br = await post('CrashData/Points', supervisor, { filter }, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const atQuality = (q: number) =>
      brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }).length;
    expect(atQuality(1)).not.toBe(atQuality(4));
    expect(br.rawPayload.length).toBe(atQuality(1));
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
