import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callList } from '../../lib/api/calls';
import { fieldErrorsOf, identitySchema } from '../../lib/api/envelope';
import type { Wiring } from '../services/services';
import { badRequest } from './api-error';
import { authenticate } from './authenticate';
import type { SessionContext } from './session-context';
import { callsWithoutWrites } from './calls-without-writes';
import { requireRecentProof } from './reauthentication';
import type { Implementation } from './implement';
import { answerCompression } from './compression';

const envelopeSchema = z.object(
  {
    identity: identitySchema,
    payload: z.unknown().refine((v) => v !== undefined, 'The request envelope needs a payload.'),
  },
  { error: 'The request body must be an envelope: {"identity": {...}, "payload": ...}.' },
);

function invalid(what: string, error: z.core.$ZodError, prefix: string) {
  const fieldErrors = fieldErrorsOf(error, prefix);
  const first = fieldErrors[0];
  return badRequest(`Invalid ${what}${first ? `: ${first.path}: ${first.message}` : '.'}`, fieldErrors);
}

/** Registers POST /API/<call path> for every call of lib/api; a call without a handler is a startup error. */
export function registerCalls(app: FastifyInstance, deps: Wiring, implementations: Implementation[]) {
  const byPath = new Map(implementations.map((i) => [i.call.path, i]));
  const missing = callList.filter((c) => !byPath.has(c.path)).map((c) => c.path);
  if (missing.length) throw new Error(`Calls without a server handler: ${missing.join(', ')}`);

  for (const { call, handler } of implementations) {
    app.post(`/API/${call.path}`, answerCompression(call), async (request, reply) => {
      const envelope = envelopeSchema.safeParse(request.body);
      if (!envelope.success) throw invalid('request envelope', envelope.error, '');
      const info = { ip: request.ip, identity: envelope.data.identity };
      const session: Partial<SessionContext> =
        call.access === 'public'
          ? {}
          : await authenticate(deps, {
              identity: info.identity,
              access: call.access,
              ip: request.ip,
              renew: call.renewsSession !== false,
              path: call.path,
            });
      // A sensitive call with an old proof of identity is refused before its payload is even read.
      if (call.reauthenticate && session.session) requireRecentProof(deps, session.session);
      const payload = call.request.safeParse(envelope.data.payload);
      if (!payload.success) throw invalid('payload', payload.error, 'payload');
      const user = session.user;
      const wrote = user && !callsWithoutWrites.has(call.path);
      let result: unknown;
      try {
        result = await (handler as (p: unknown, c: unknown) => Promise<unknown>)(payload.data, { ...info, ...session });
      } finally {
        // Before the answer leaves, so the caller's next read finds the write noted (read-your-writes);
        // a call that failed may have written part of what it meant to, so it counts too.
        if (wrote) await deps.reads.wrote(user.id);
      }
      return reply.send({ status: 'ok', payload: call.response.parse(result) });
    });
  }
}
