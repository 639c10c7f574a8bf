import type { FastifyInstance } from 'fastify';
import type { HealthAnswer } from '../../../lib/api/schemas/health-schema';
import type { Wiring } from '../../services/services';

export function registerHealth(app: FastifyInstance, { services }: Wiring, engine: string) {
  app.get('/API/health', async (request, reply) => {
    try {
      await services.operations.ping();
      return { status: 'ok', payload: { database: 'reachable', engine } } satisfies HealthAnswer;
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({
        status: 'error',
        error: { code: 'unavailable', message: 'The database is not reachable.' },
      });
    }
  });
}
