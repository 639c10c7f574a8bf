import { requestContext } from '@fastify/request-context';
import type { FastifyBaseLogger } from 'fastify';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The request's own logger (pino child bound to its reqId). */
    log: FastifyBaseLogger;
  }
}

export type ScopedLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * A logger for code built once and used by every request (services, providers, the read
 * routing): during a request it writes through that request's logger, so its lines carry the
 * request's reqId like the route's own; outside one (sweeps, start-up) through `base`.
 */
export function requestScopedLog(base: FastifyBaseLogger): ScopedLog {
  const current = () => requestContext.get('log') ?? base;
  return {
    debug: (...args: Parameters<FastifyBaseLogger['debug']>) => current().debug(...args),
    info: (...args: Parameters<FastifyBaseLogger['info']>) => current().info(...args),
    warn: (...args: Parameters<FastifyBaseLogger['warn']>) => current().warn(...args),
    error: (...args: Parameters<FastifyBaseLogger['error']>) => current().error(...args),
  };
}
