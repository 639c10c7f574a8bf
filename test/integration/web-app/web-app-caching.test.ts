import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/** A script big enough to be worth compressing. */
const APP_SCRIPT = `console.log(${JSON.stringify('crash report '.repeat(200))})`;

/** The copies the build writes beside a text file (vite.config.ts), as it names them: only those smaller than it. */
function writeCompressedCopies(file: string) {
  const bytes = fs.readFileSync(file);
  for (const [suffix, copy] of [
    ['.br', zlib.brotliCompressSync(bytes)],
    ['.gz', zlib.gzipSync(bytes)],
  ] as const) {
    if (copy.byteLength < bytes.byteLength) fs.writeFileSync(`${file}${suffix}`, copy);
  }
}

/**
 * A built web app in miniature: index.html naming a hashed script, and a file outside assets/,
 * each with its brotli and gzip copies.
 */
function miniBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-web-app-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>${'<!-- padding -->'.repeat(20)}`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), APP_SCRIPT);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const file of ['index.html', 'assets/index-AbC123.js', 'favicon.svg'])
    writeCompressedCopies(path.join(dir, file));
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

  const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });

  it('lets the browser keep the hashed files of assets/ for good', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(APP_SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets index.html and client routes be stored, so a page shown before sign-out cannot come back', async () => {
    for (const url of ['/', '/index.html', '/reports/12']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-store');
      }
    }
    expect((await get('/reports/12')).body).toContain('/assets/index-AbC123.js');
  });

  it('has other files checked with the server on every load', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ])('sends the %s copy to a browser that accepts it, with the same content once decoded', async (encoding, decode) => {
    const files = [
      ['/assets/index-AbC123.js', 'assets/index-AbC123.js', 'application/javascript; charset=utf-8'],
      ['/', 'index.html', 'text/html; charset=utf-8'],
      ['/reports/12', 'index.html', 'text/html; charset=utf-8'],
    ];
    for (const [url, file, type] of files) {
      const res = await get(url!, { 'accept-encoding': `${encoding}, deflate` });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['content-type'], url).toBe(type);
      expect(res.headers.vary, url).toContain('accept-encoding');
      const original = fs.readFileSync(path.join(appDir, file!));
      expect(res.rawPayload.byteLength, url).toBeLessThan(original.byteLength);
      expect(decode(res.rawPayload).equals(original), url).toBe(true);
    }
  });

  it('sends the file itself to a client that accepts no compression, and a file that has no smaller copy', async () => {
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
    expect(fs.existsSync(path.join(appDir, 'favicon.svg.br'))).toBe(false);
    const tiny = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});
