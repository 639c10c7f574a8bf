import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../support/test-server';

const EARLY_SCRIPT = '\n      window.early = 1;\n    ';

/** A built web app in miniature: index.html with an inline script, and a hashed asset. */
function miniBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-headers-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><head><script>${EARLY_SCRIPT}</script><script type="module" src="/assets/index-AbC123.js"></script></head>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  return dir;
}

/** The CSP as directive name to its sources. */
function directives(header: unknown): Map<string, string[]> {
  const entries = String(header ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0]);
  return new Map(entries.map(([name, ...sources]) => [name!, sources]));
}

/** What every answer carries, page, file or API call alike. */
function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
}

describe.each(engines())('security headers on %s', (engine) => {
  let server: TestServer;
  const appDir = miniBuild();
  beforeAll(async () => {
    server = await startTestServer(engine, {
      APP_DIR: appDir,
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('sends the page with a CSP that lets only its own inline script run, and never stores it', async () => {
    for (const url of ['/', '/reports/12']) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectCommonHeaders(res.headers, url);
      expect(res.headers['cache-control'], url).toBe('no-store');
      const scriptSrc = directives(res.headers['content-security-policy']).get('script-src');
      const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
      expect(scriptSrc, url).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${hash}'`]);
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
      // WebAssembly may compile (the barcode reader); JavaScript eval may not.
      expect(String(res.headers['content-security-policy'])).not.toMatch(/'unsafe-eval'/);
    }
  });

  it("lets the page load tiles from the configured tile server's hosts, images it made, and call only its own API", async () => {
    const csp = directives((await server.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('keeps hashed assets cacheable, with the same protections', async () => {
    const res = await server.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers, 'asset');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('marks every API answer no-store: successful calls, refused and unknown ones, health and the docs', async () => {
    const token = await server.login('officer');
    const post = (url: string, token = '') => ({
      method: 'POST' as const,
      url,
      payload: { identity: { token }, payload: {} },
    });
    const requests = [
      { what: 'public call', status: 200, request: post('/API/Settings/GetApplicationSettings') },
      { what: 'signed-in call', status: 200, request: post('/API/Account/GetCurrentUser', token) },
      { what: 'unknown token', status: 401, request: post('/API/Account/GetCurrentUser', 'no-such-token') },
      { what: 'unknown call', status: 404, request: post('/API/No/Such/Call') },
      {
        what: 'malformed body',
        status: 400,
        request: {
          ...post('/API/Account/Login'),
          payload: '{not json',
          headers: { 'content-type': 'application/json' },
        },
      },
      { what: 'health', status: 200, request: { method: 'GET' as const, url: '/API/health' } },
      { what: 'docs', status: 200, request: { method: 'GET' as const, url: '/API/docs' } },
    ];
    for (const { what, status, request } of requests) {
      const res = await server.inject(request);
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['cache-control'], what).toBe('no-store');
      expectCommonHeaders(res.headers, what);
    }
  });

  it('sends no HSTS and no upgrade of requests when the public address is plain HTTP', async () => {
    const res = await server.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('security headers when served over HTTPS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { PUBLIC_URL: 'https://crash.example.org' });
  });
  afterAll(() => server.close());

  it('sends HSTS for a year and asks the browser to upgrade any plain-HTTP request', async () => {
    for (const url of ['/', '/API/health']) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests'), url).toBe(true);
    }
  });
});
