import type { FastifyInstance } from 'fastify';
import { findUnsafeInput } from '../../lib/validation/input-rules/safe-text';
import { badRequest } from './api-error';

/**
 * One check for every route, present and future: no parsed body, query string or route
 * parameter may carry text PostgreSQL refuses (NUL, lone surrogates) or nesting deep enough to
 * exhaust a recursive walk. The client is told the path of the value (see docs/server.md, "Input
 * rules"). Multipart bodies are read by their route, which applies the same rule to its fields.
 */
export function installInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    const found =
      findUnsafeInput(request.params, 'params') ?? findUnsafeInput(request.query, 'query') ?? findUnsafeInput(body);
    if (found) {
      throw badRequest(`Invalid request: ${found.path}: ${found.message}`, [found]);
    }
  });
}
