import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { ApiError } from '../api/api-error';
import { sendError } from '../api/error-handler';
import type { Config } from '../config';

function bearerMatches(request: FastifyRequest, token: string) {
  const sent = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

async function serve(registry: Registry, token: string | undefined, request: FastifyRequest, reply: FastifyReply) {
  if (token !== undefined && !bearerMatches(request, token)) {
    reply.header('www-authenticate', 'Bearer');
    return sendError(reply, new ApiError('unauthorized', 'The metrics need the METRICS_TOKEN as a bearer token.'));
  }
  return reply
    .header('cache-control', 'no-store')
    .type(registry.contentType)
    .send(await registry.metrics());
}

/**
 * GET /metrics. On the server's port only with METRICS_TOKEN (a Bearer token, compared in constant
 * time); without it the path answers 404 there, never the web app's page. With METRICS_PORT, also
 * on a server of its own bound to METRICS_HOST, started when the app is ready and closed with it;
 * the token is asked there too when one is set.
 */
export function registerMetricsEndpoint(app: FastifyInstance, registry: Registry, metrics: Config['metrics']) {
  app.get('/metrics', async (request, reply) => {
    if (metrics.token === undefined)
      return sendError(reply, new ApiError('not_found', 'Nothing is served at GET /metrics.'));
    return serve(registry, metrics.token, request, reply);
  });
  const port = metrics.port;
  if (port === undefined) return;

  let own: FastifyInstance | undefined;
  app.addHook('onReady', async () => {
    own = Fastify({ logger: false });
    own.get('/metrics', (request, reply) => serve(registry, metrics.token, request, reply));
    await own.listen({ port, host: metrics.host });
    app.log.info({ port, host: metrics.host }, 'metrics served on their own port');
  });
  app.addHook('onClose', async () => {
    await own?.close();
  });
}
