import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_CEILING } from '../lib/auth/sign-in/password-policy';
import { SESSION_TIMEOUT_MS, SESSION_WARNING_MS } from '../lib/auth/sign-in/session-timing';
import { isTimeZone } from '../lib/format/dates';
import { SEARCH_TIME_ZONE } from '../lib/search/search-criteria';
import { LOCKOUT_WINDOW_MS } from '../lib/auth/user-status';
import { INACTIVE_ACCOUNT_DAYS, REAUTHENTICATE_AFTER_MINUTES } from '../lib/auth/sign-in/second-factor';
import {
  checkStateRepository,
  stateRepositoryEnv,
  stateRepositorySettings,
  type StateRepositorySettings,
} from './providers/state-repository-env';
import { trustProxySetting } from './trust-proxy';
import { metricsEnv } from './metrics/metrics-env';
import { MAP_POINT_LIMIT } from '../lib/analysis/crash-map-cells';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * Base URL of an external lookup service (empty means the default), kept without a trailing
 * slash so paths join cleanly.
 */
const serviceUrl = (name: string, fallback: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, `${name} must be an http:// or https:// URL`)
      .default(fallback)
      .transform((url) => url.replace(/\/+$/, '')),
  );

/** OpenStreetMap's public tiles; their usage policy asks heavy users to run their own server. */
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A Leaflet tile template: http(s) and the {z}, {x} and {y} placeholders the map fills in. */
const tileUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'MAP_TILE_URL must be an http:// or https:// URL')
    .refine(
      (url) => ['{z}', '{x}', '{y}'].every((p) => url.includes(p)),
      'MAP_TILE_URL must contain {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png',
    )
    .default(OSM_TILE_URL),
);

/** An empty variable counts as unset, as for the other optional settings. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Where attachments' bytes go: the database (the default) or an S3-compatible object store. */
const attachmentStoreEnv = {
  ATTACHMENT_STORE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['postgres', 's3'], { error: 'ATTACHMENT_STORE must be postgres or s3' }).default('postgres'),
  ),
  S3_ENDPOINT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^https?:\/\/[^\s]+$/,
        'S3_ENDPOINT must be an http:// or https:// URL, e.g. https://s3.us-east-2.amazonaws.com',
      )
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

/** With ATTACHMENT_STORE=s3, what the object store cannot do without. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  READ_AFTER_WRITE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DATABASE_PREPARED_STATEMENTS: z.enum(['0', '1', 'true', 'false', '']).optional(),
  DATA_DIR: z.string().default('./data'),
  DEMO_PASSWORD: z.string().min(8, 'DEMO_PASSWORD must be at least 8 characters').default('Crash-Demo-2026'),
  SEED_DEMO: flag,
  PUBLIC_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'PUBLIC_URL must be a URL such as http://localhost:8080')
      .url('PUBLIC_URL must be a URL such as http://localhost:8080')
      .optional(),
  ),
  APP_DIR: z.string().default('./dist/app'),
  APPLICATION_NAME: z.string().default('Indiana State Crash Application'),
  TIME_ZONE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine(isTimeZone, 'TIME_ZONE must be a time zone name such as America/Indiana/Indianapolis')
      .default(SEARCH_TIME_ZONE),
  ),
  SESSION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(SESSION_TIMEOUT_MS),
  SESSION_WARNING_MS: z.coerce.number().int().min(0).default(SESSION_WARNING_MS),
  PASSWORD_MIN_LENGTH: z.coerce
    .number()
    .int()
    .min(PASSWORD_MIN_LENGTH)
    .max(PASSWORD_MIN_LENGTH_CEILING)
    .default(PASSWORD_MIN_LENGTH),
  /** How long an administrator's one-time sign-in link for a new user (or a reset) stays valid. */
  FIRST_SIGN_IN_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  VIN_DECODER_URL: serviceUrl('VIN_DECODER_URL', 'https://vpic.nhtsa.dot.gov/api'),
  USDOT_URL: serviceUrl('USDOT_URL', 'https://mobile.fmcsa.dot.gov/qc/services'),
  USDOT_WEB_KEY: z.string().optional(),
  GEOCODER_URL: serviceUrl('GEOCODER_URL', 'https://nominatim.openstreetmap.org'),
  ROAD_SNAP_URL: serviceUrl('ROAD_SNAP_URL', 'https://router.project-osrm.org'),
  LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  MAP_TILE_URL: tileUrl,
  CRASH_MAP_POINT_LIMIT: z.coerce.number().int().min(1).max(200_000).default(MAP_POINT_LIMIT),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^smtps?:\/\/[^\s]+$/,
        'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.org:587',
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+>?$/, 'MAIL_FROM must be an address, e.g. Crash Reports <crash@agency.gov>')
      .optional(),
  ),
  TRUST_PROXY: trustProxySetting,
  SIGN_IN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  ADMIN_SECOND_FACTOR: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['required', 'optional'], { error: 'ADMIN_SECOND_FACTOR must be required or optional' }).default('required'),
  ),
  REAUTHENTICATE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(REAUTHENTICATE_AFTER_MINUTES),
  INACTIVE_ACCOUNT_DAYS: z.coerce.number().int().min(1).max(3650).default(INACTIVE_ACCOUNT_DAYS),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().max(300).default('© OpenStreetMap contributors'),
  ),
  ...stateRepositoryEnv,
  ...attachmentStoreEnv,
  ...metricsEnv,
});

/** The name of every environment variable the server reads. */
export type EnvName = keyof typeof envSchema.shape;

const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'METRICS_PORT must differ from PORT' });
  checkStateRepository(e, ctx);
  if (e.ATTACHMENT_STORE !== 's3') return;
  for (const name of S3_REQUIRED) {
    if (!e[name])
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required with ATTACHMENT_STORE=s3` });
  }
});

/** Where attachments' bytes are written; rows written elsewhere before stay readable where they are. */
export type AttachmentStoreConfig =
  | { kind: 'postgres' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** How long one request to the store may take before the upload or download gives up. */
      timeoutMs: number;
    };

export type Config = StateRepositorySettings & {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * A read-only copy of DATABASE_URL (a streaming standby) for the report tables and searches;
   * what goes there, and when a user's reads stay on the primary, is in docs/server.md.
   */
  databaseReadUrl: string | undefined;
  /** After a user's write, how long their reads stay on the primary when the copy cannot say how far it has come. */
  readAfterWriteMs: number;
  /** At start, how long to keep trying a PostgreSQL server that does not answer yet. */
  databaseWaitMs: number;
  /**
   * Repeated statements kept prepared on each PostgreSQL connection (on unless set to 0): off
   * behind a pooler that hands one session's statements to other connections (PgBouncer in
   * transaction mode before 1.21).
   */
  preparedStatements: boolean;
  dataDir: string;
  demoPassword: string;
  /** Demo users are seeded on the embedded database unless SEED_DEMO=0, on PostgreSQL only with SEED_DEMO=1. */
  seedDemo: boolean;
  /** The address users reach: login links point here and nowhere a request names. */
  publicUrl: string | undefined;
  appDir: string;
  applicationName: string;
  /** The agency's time zone (IANA name): printed reports show their times in it. */
  timeZone: string;
  sessionTimeoutMs: number;
  sessionWarningMs: number;
  /** The fewest characters a new password may have (8 to 64). */
  passwordMinLength: number;
  /** How long a one-time sign-in link an administrator hands over stays valid (FIRST_SIGN_IN_LINK_HOURS). */
  firstSignInLinkMs: number;
  logLevel: string;
  bodyLimitBytes: number;
  /** External lookup services: VIN decoding, USDOT carriers, geocoding, road snapping. */
  lookups: {
    vinDecoderUrl: string;
    usdotUrl: string;
    /** QCMobile's webKey; without it the USDOT lookup answers "unavailable". */
    usdotWebKey: string | undefined;
    geocoderUrl: string;
    /** An OSRM server whose nearest service snaps map points to roadways. */
    roadSnapUrl: string;
    timeoutMs: number;
  };
  /** Export by e-mail: without an SMTP server, mail is kept in the outbox table. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
  };
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or loopback,
   * linklocal, uniquelocal); false: the connection's own address is the client's.
   */
  trustProxy: string[] | false;
  /** Sign-in, token sign-in, password change and reset: attempts counted in the database. */
  signInLimits: {
    windowMs: number;
    /** Attempts from one address in a window. */
    perAddress: number;
    /** Attempts on one account in a window, from anywhere. */
    perAccount: number;
    /** Failed sign-ins from one address, over any accounts, in the lock-out window (password spraying). */
    failuresPerAddress: number;
    failureWindowMs: number;
  };
  /** The second factor, re-authentication and inactive accounts. */
  secondFactor: {
    /** Administrators must enrol a second factor (only development and test servers turn it off). */
    requiredForAdministrators: boolean;
    /** Sensitive administration calls ask for the password again when the last proof is older. */
    reauthenticateAfterMs: number;
    /** Accounts unused this many days are disabled. */
    inactiveAccountDays: number;
  };
  /** The report editor's location map: where its tiles come from and whose they are. */
  map: {
    tileUrl: string;
    /** Plain text shown on the map; tile services require it. */
    tileAttribution: string;
  };
  /** Past this many crashes the crash map is answered in squares, not points. */
  crashMapPointLimit: number;
  attachmentStore: AttachmentStoreConfig;
  /** Where /metrics is served: on the server's port behind `token`, on a port of its own, both, or nowhere. */
  metrics: {
    token: string | undefined;
    port: number | undefined;
    host: string;
  };
};

export class ConfigError extends Error {}

/** Reads and validates the environment once, naming every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_READ_URL && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL, its primary; the embedded database has no replicas',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    readAfterWriteMs: e.READ_AFTER_WRITE_SECONDS * 1000,
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    preparedStatements: !['0', 'false'].includes(e.DATABASE_PREPARED_STATEMENTS ?? ''),
    dataDir: path.resolve(e.DATA_DIR),
    demoPassword: e.DEMO_PASSWORD,
    // The embedded database is a demo unless SEED_DEMO=0 says it is a real installation.
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO : !['0', 'false'].includes(env.SEED_DEMO ?? ''),
    publicUrl: e.PUBLIC_URL,
    appDir: path.resolve(e.APP_DIR),
    applicationName: e.APPLICATION_NAME,
    timeZone: e.TIME_ZONE,
    sessionTimeoutMs: e.SESSION_TIMEOUT_MS,
    sessionWarningMs: Math.min(e.SESSION_WARNING_MS, e.SESSION_TIMEOUT_MS),
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    firstSignInLinkMs: e.FIRST_SIGN_IN_LINK_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    lookups: {
      vinDecoderUrl: e.VIN_DECODER_URL,
      usdotUrl: e.USDOT_URL,
      usdotWebKey: e.USDOT_WEB_KEY || undefined,
      geocoderUrl: e.GEOCODER_URL,
      roadSnapUrl: e.ROAD_SNAP_URL,
      timeoutMs: e.LOOKUP_TIMEOUT_MS,
    },
    ...stateRepositorySettings(e),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${e.APPLICATION_NAME.replace(/["\\]/g, '')}" <no-reply@localhost>`,
    },
    secondFactor: {
      requiredForAdministrators: e.ADMIN_SECOND_FACTOR === 'required',
      reauthenticateAfterMs: e.REAUTHENTICATE_AFTER_MINUTES * 60_000,
      inactiveAccountDays: e.INACTIVE_ACCOUNT_DAYS,
    },
    map: { tileUrl: e.MAP_TILE_URL, tileAttribution: e.MAP_TILE_ATTRIBUTION },
    crashMapPointLimit: e.CRASH_MAP_POINT_LIMIT,
    attachmentStore:
      e.ATTACHMENT_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT!.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            timeoutMs: e.S3_TIMEOUT_MS,
          }
        : { kind: 'postgres' },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    trustProxy: e.TRUST_PROXY,
    signInLimits: {
      windowMs: e.SIGN_IN_LIMIT_WINDOW_SECONDS * 1000,
      perAddress: e.SIGN_IN_LIMIT_PER_ADDRESS,
      perAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT,
      failuresPerAddress: e.SIGN_IN_FAILURES_PER_ADDRESS,
      failureWindowMs: LOCKOUT_WINDOW_MS,
    },
  };
}
