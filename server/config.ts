import path from 'node:path';
import { z } from 'zod';
import { SESSION_TIMEOUT_MS, SESSION_WARNING_MS } from '../lib/auth/session-timing';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data'),
  DEMO_PASSWORD: z.string().min(8, 'DEMO_PASSWORD must be at least 8 characters').default('Crash-Demo-2026'),
  SEED_DEMO: flag,
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL such as http://localhost:8080').optional(),
  APP_DIR: z.string().default('./dist/app'),
  APPLICATION_NAME: z.string().default('Indiana State Crash Application'),
  SESSION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(SESSION_TIMEOUT_MS),
  SESSION_WARNING_MS: z.coerce.number().int().min(0).default(SESSION_WARNING_MS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  demoPassword: string;
  /** Demo users are seeded on the embedded database always, on PostgreSQL only with SEED_DEMO=1. */
  seedDemo: boolean;
  publicUrl: string | undefined;
  appDir: string;
  applicationName: string;
  sessionTimeoutMs: number;
  sessionWarningMs: number;
  logLevel: string;
  bodyLimitBytes: number;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once, naming every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    demoPassword: e.DEMO_PASSWORD,
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO : true,
    publicUrl: e.PUBLIC_URL,
    appDir: path.resolve(e.APP_DIR),
    applicationName: e.APPLICATION_NAME,
    sessionTimeoutMs: e.SESSION_TIMEOUT_MS,
    sessionWarningMs: Math.min(e.SESSION_WARNING_MS, e.SESSION_TIMEOUT_MS),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
  };
}
