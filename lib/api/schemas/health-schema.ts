import { z } from 'zod/mini';

/**
 * GET /API/health's answer when the server and its database answer (server/routes/operations/health.ts). The
 * web app's connection test takes only this as a connection: a captive portal or a proxy's error
 * page answers too, with something else.
 */
export const healthAnswerSchema = z.object({
  status: z.literal('ok'),
  payload: z.object({ database: z.literal('reachable'), engine: z.string() }),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
