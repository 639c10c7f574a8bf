import { z } from 'zod';

/**
 * Prometheus figures (/metrics): behind a bearer token on the server's port, or on a port of their
 * own (bound to METRICS_HOST, the loopback unless told); served nowhere when neither is set.
 */
export const metricsEnv = {
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters (a random secret the scraper sends as a bearer token)')
      .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable characters without spaces')
      .optional(),
  ),
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'METRICS_PORT must be a port number (1-65535)' })
      .int('METRICS_PORT must be a port number (1-65535)')
      .min(1, 'METRICS_PORT must be a port number (1-65535)')
      .max(65535, 'METRICS_PORT must be a port number (1-65535)')
      .optional(),
  ),
  METRICS_HOST: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(1, 'METRICS_HOST must be an address to bind, e.g. 127.0.0.1').default('127.0.0.1'),
  ),
};
