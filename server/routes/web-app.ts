import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api/api-error';
import { sendError } from '../api/error-handler';

const NOT_BUILT = `<!doctype html><html lang="en"><title>Crash report</title>
<p>The web app has not been built. Run <code>npm run build:app</code> (or <code>npm start</code>, which builds it).</p></html>`;

/** Serves the built web app; unknown paths outside /API get index.html so client routes reload. */
export async function registerWebApp(app: FastifyInstance, appDir: string) {
  const index = path.join(appDir, 'index.html');
  const built = fs.existsSync(index);
  if (built) await app.register(fastifyStatic, { root: appDir, wildcard: false, index: ['index.html'] });

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
