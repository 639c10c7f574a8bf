import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/** A built web app in miniature: index.html naming a hashed script, and a file outside assets/. */
function miniBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-web-app-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the web app files', () => {
  let server: TestServer;
  const appDir = miniBuild();
  beforeAll(async () => {
    server = await startTestServer('pglite', { APP_DIR: appDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  const get = (url: string) => server.inject({ method: 'GET', url });

  it('lets the browser keep the hashed files of assets/ for good', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html, other files and client routes checked with the server on every load', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg', '/reports/12']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/reports/12')).body).toContain('/assets/index-AbC123.js');
  });
});
