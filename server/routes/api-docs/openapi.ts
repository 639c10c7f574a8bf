import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadResultSchema } from '../../../lib/api/schemas/attachment-schemas';
import { callList } from '../../../lib/api/calls';
import { errorEnvelopeSchema, identitySchema, okEnvelopeSchema } from '../../../lib/api/envelope';
import { binaryRoutePaths } from './openapi-binary-routes';

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/**
 * The OpenAPI document, generated from the same zod schemas the server validates with: every
 * envelope call, health, and the binary routes.
 */
export function openApiDocument(applicationName: string) {
  const errorResponse = { content: { 'application/json': { schema: jsonSchema(errorEnvelopeSchema, 'output') } } };
  const paths: Record<string, unknown> = {
    '/API/health': {
      get: {
        summary: 'Reports whether the database is reachable.',
        responses: { 200: { description: 'Reachable' }, 503: { description: 'Unreachable', ...errorResponse } },
      },
    },
  };
  for (const call of callList) {
    const request = z.object({ identity: identitySchema, payload: call.request });
    paths[`/API/${call.path}`] = {
      post: {
        summary: call.summary,
        tags: [call.path.includes('/') ? call.path.split('/')[0] : 'Session'],
        security: call.access === 'public' ? [] : [{ envelopeToken: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(request, 'input') } } },
        responses: {
          200: {
            description: 'ok',
            content: { 'application/json': { schema: jsonSchema(okEnvelopeSchema(call.response), 'output') } },
          },
          400: { description: 'Malformed body or invalid payload', ...errorResponse },
          401: { description: 'Missing, unknown or expired token', ...errorResponse },
          403: { description: 'Not permitted', ...errorResponse },
          404: { description: 'Not found', ...errorResponse },
          413: { description: 'Body too large', ...errorResponse },
        },
      },
    };
  }
  Object.assign(paths, binaryRoutePaths(errorResponse, jsonSchema(okEnvelopeSchema(uploadResultSchema), 'output')));
  return {
    openapi: '3.0.3',
    info: { title: `${applicationName} API`, version: '1' },
    components: {
      securitySchemes: {
        envelopeToken: { type: 'apiKey', in: 'header', name: 'identity.token (in the JSON envelope)' },
        bearerToken: { type: 'http', scheme: 'bearer', description: 'The session token, for the binary routes.' },
      },
    },
    paths,
  };
}

export function registerOpenApi(app: FastifyInstance, applicationName: string) {
  const document = openApiDocument(applicationName);
  app.get('/API/docs', async () => document);
}
