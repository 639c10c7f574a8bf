import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../api/api-error';
import { authenticate } from '../../api/authenticate';
import type { AppDeps } from '../../services/app-deps';

/**
 * Binary transfers carry the session token as `Authorization: Bearer`: a token in the address
 * would end up in logs, history and Referer headers, so the query string is never read; a client
 * that tries it is told where the token goes.
 */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  if (match?.[1]) return match[1];
  const inQuery = request.query && typeof request.query === 'object' && 'token' in request.query;
  throw unauthorized(
    inQuery
      ? 'A session token is never accepted in the address; send it as "Authorization: Bearer <token>".'
      : 'Sign in first: send your session token as "Authorization: Bearer <token>".',
  );
}

/** The same session check as the envelope calls (idle expiry, DPPA step, account status). */
export function authenticateBearer(deps: AppDeps, request: FastifyRequest) {
  return authenticate(deps, { identity: { token: bearerToken(request) }, access: 'session', ip: request.ip });
}
