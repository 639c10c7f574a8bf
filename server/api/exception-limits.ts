import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import { logException } from '../../lib/api/calls/admin/calls-log';
import { SERVER_EXCEPTION_LIMIT } from '../../lib/errors/exception-bounds';
import { ApiError } from './api-error';
import { sendError } from './error-handler';

/** An exception report is a few kilobytes (lib/errors/exception-bounds.ts); more is not one. */
export const EXCEPTION_BODY_LIMIT = 16 * 1024;

export type ExceptionOutcome = 'logged' | 'dropped' | 'refused';

/**
 * The bounds of Log/Exception, a call anyone may make: at most SERVER_EXCEPTION_LIMIT.perAddress
 * reports a minute from one address (counted in the database like the sign-in limits, so every
 * process refuses a flooding address; a refused address is then answered from memory), and at most
 * perProcess a minute from everyone, past which reports are answered but dropped unread. Both are
 * decided before the body is read, so a flood costs as little as it can. Registered after the
 * sign-in limits (which register @fastify/rate-limit) and before the calls.
 */
export function registerExceptionLimits(app: FastifyInstance, counted: (outcome: ExceptionOutcome) => void) {
  const limit = SERVER_EXCEPTION_LIMIT;
  const perAddress = app.createRateLimit({
    max: limit.perAddress,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `exception:address:${normalizeIP(request.ip)}`,
  });
  let window = { start: 0, taken: 0 };

  const refuse = (reply: FastifyReply, seconds: number) => {
    counted('refused');
    reply.header('retry-after', String(Math.max(1, seconds)));
    return sendError(reply, new ApiError('too_many_requests', 'Too many exception reports; they are dropped for now.'));
  };

  const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
    const now = Date.now();
    if (now - window.start >= limit.windowMs) window = { start: now, taken: 0 };
    if (window.taken >= limit.perProcess) {
      counted('dropped');
      return reply.send({ status: 'ok', payload: { logged: false } });
    }
    const result = await perAddress(request);
    if (!result.isAllowed && result.isExceeded) return refuse(reply, result.ttlInSeconds);
    window.taken += 1;
    return undefined;
  };

  app.addHook('onRoute', (route) => {
    if (route.url !== `/API/${logException.path}`) return;
    route.bodyLimit = EXCEPTION_BODY_LIMIT;
    route.onRequest = [...[route.onRequest ?? []].flat(), onRequest];
  });
}
