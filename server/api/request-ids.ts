import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fastifyRequestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';
import { isRequestId, REQUEST_ID_HEADER } from '../../lib/api/request-id';

/**
 * Fastify's genReqId: the client's or proxy's X-Request-Id when it is a sane id (lib/api/request-id.ts),
 * else a UUID drawn here. Fastify binds it to the request's logger as reqId.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return isRequestId(sent) ? sent : randomUUID();
}

/**
 * Every answer names its request (X-Request-Id), and code that logs outside the route (services,
 * providers) logs through the request's logger while it runs (server/request-log.ts).
 */
export async function registerRequestIds(app: FastifyInstance) {
  await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ log: request.log }) });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
