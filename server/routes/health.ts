import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../services/services';

export function registerHealth(app: FastifyInstance, { db }: AppDeps, engine: string) {
  app.get('/API/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok', payload: { database: 'reachable', engine } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({
        status: 'error',
        error: { code: 'unavailable', message: 'The database is not reachable.' },
      });
    }
  });
}
