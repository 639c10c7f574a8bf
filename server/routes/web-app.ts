import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api/api-error';
import { sendError } from '../api/error-handler';

const NOT_BUILT = `<!doctype html><html lang="en"><title>Crash report</title>
<p>The web app has not been built. Run <code>npm run build:app</code> (or <code>npm start</code>, which builds it).</p></html>`;

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep one for good
 * and open the app again without asking the server about each; everything else (index.html
 * above all, which names the current files) is checked with the server on every load.
 */
export function cacheControlOf(appDir: string, filePath: string): string {
  const inAssets = path.relative(appDir, filePath).split(path.sep)[0] === 'assets';
  return inAssets ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves the built web app; unknown paths outside /API get index.html so client routes reload. */
export async function registerWebApp(app: FastifyInstance, appDir: string) {
  const index = path.join(appDir, 'index.html');
  const built = fs.existsSync(index);
  if (built)
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: ['index.html'],
      // Off, or its own 'public, max-age=0' would replace the header set here.
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlOf(appDir, filePath)),
    });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/API' || url.startsWith('/API/')) {
      return sendError(reply, new ApiError('not_found', `There is no call ${request.method} ${url}.`));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, new ApiError('not_found', `Nothing is served at ${request.method} ${url}.`));
    }
    if (!built) return reply.code(503).type('text/html').send(NOT_BUILT);
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
