import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../api/api-error';
import { sendError } from '../../api/error-handler';

const NOT_BUILT = `<!doctype html><html lang="en"><title>Crash report</title>
<p>The web app has not been built. Run <code>npm run build:app</code> (or <code>npm start</code>, which builds it).</p></html>`;

const HTML_CACHE_CONTROL = 'no-store';

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep one for good
 * and open the app again without asking the server about each. HTML (index.html above all, which
 * names the current files) is never stored by the browser's cache: a page that showed personal
 * data must not come back from a cache after sign-out (the service worker keeps index.html, the
 * shell without data, so the app opens offline). Other files are checked with the server on every load.
 */
export function cacheControlOf(appDir: string, filePath: string): string {
  const inAssets = path.relative(appDir, filePath).split(path.sep)[0] === 'assets';
  if (inAssets) return 'public, max-age=31536000, immutable';
  // A precompressed copy (index.html.br) is cached as the file it stands for.
  return /\.html(\.br|\.gz)?$/.test(filePath) ? HTML_CACHE_CONTROL : 'no-cache';
}

/**
 * Serves the built web app; unknown paths outside /API get index.html so client routes reload.
 * The build writes a brotli and a gzip copy beside each text file (vite.config.ts); the copy the
 * browser accepts is sent, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, appDir: string) {
  const index = path.join(appDir, 'index.html');
  const built = fs.existsSync(index);
  if (built)
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      // Off, or its own 'public, max-age=0' would replace the header set here.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlOf(appDir, filePath));
        // Which copy was sent depends on Accept-Encoding; a shared cache must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/API' || url.startsWith('/API/')) {
      return sendError(reply, new ApiError('not_found', `There is no call ${request.method} ${url}.`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, new ApiError('not_found', `Nothing is served at ${request.method} ${url}.`));
    }
    if (!built) return reply.code(503).type('text/html').header('cache-control', HTML_CACHE_CONTROL).send(NOT_BUILT);
    return reply.type('text/html').sendFile('index.html');
  });
}
