import type { EnvName } from './config';

/**
 * What each environment variable means, by topic: `.env.example` is written from this and the
 * defaults of the schema in config.ts (config-example.ts). Typed by the schema's names, so a
 * variable added there without a meaning here fails the typecheck.
 */
export const configVariables: Record<EnvName, { topic: string; meaning: string }> = {
  PORT: { topic: 'Server', meaning: 'HTTP port of the API and the web app' },
  HOST: { topic: 'Server', meaning: 'Interface to listen on' },
  PUBLIC_URL: {
    topic: 'Server',
    meaning:
      'The address users reach (default http://localhost:$PORT); token-login links point here; https:// turns on HSTS',
  },
  APP_DIR: { topic: 'Server', meaning: 'The built web app to serve' },
  BODY_LIMIT_BYTES: { topic: 'Server', meaning: 'Largest JSON request body' },
  LOG_LEVEL: { topic: 'Server', meaning: 'pino log level: fatal, error, warn, info, debug, trace or silent' },
  TRUST_PROXY: {
    topic: 'Server',
    meaning:
      'Reverse proxies whose X-Forwarded-For is believed, comma separated: addresses, CIDR ranges, loopback, linklocal, uniquelocal; unset: none',
  },
  DATABASE_URL: {
    topic: 'Database',
    meaning: 'postgres://user:password@host:5432/name of a PostgreSQL server; unset: the embedded database in DATA_DIR',
  },
  DATABASE_READ_URL: {
    topic: 'Database',
    meaning: 'postgres://… of a read replica of DATABASE_URL for the report tables and searches (docs/server.md)',
  },
  READ_AFTER_WRITE_SECONDS: {
    topic: 'Database',
    meaning:
      "After a user's write, how long their tables and searches stay on the primary when the replica is not a standby",
  },
  DATABASE_WAIT_SECONDS: {
    topic: 'Database',
    meaning:
      'At start, how long to keep trying a PostgreSQL server that does not answer yet, then exit naming it (0: try once)',
  },
  DATABASE_PREPARED_STATEMENTS: {
    topic: 'Database',
    meaning:
      '0 stops keeping repeated statements prepared on PostgreSQL connections (for PgBouncer in transaction mode before 1.21)',
  },
  DATA_DIR: { topic: 'Database', meaning: 'Folder of the embedded database (when DATABASE_URL is unset)' },
  SEED_DEMO: {
    topic: 'Database',
    meaning:
      '1 seeds the demo agency and users (the default on the embedded database); 0 for a real installation (the default on PostgreSQL)',
  },
  DEMO_PASSWORD: { topic: 'Database', meaning: 'Password of the demo users when they are created' },
  APPLICATION_NAME: {
    topic: 'Application',
    meaning: 'Name shown in the header, until the state administrator changes it (Application settings)',
  },
  TIME_ZONE: {
    topic: 'Application',
    meaning: "The agency's time zone (IANA name): printed reports show their times in it",
  },
  SESSION_TIMEOUT_MS: {
    topic: 'Sign-in and sessions',
    meaning: 'Idle time-out of a session, until the state administrator changes it (Application settings)',
  },
  SESSION_WARNING_MS: { topic: 'Sign-in and sessions', meaning: 'How long before the time-out the app warns' },
  PASSWORD_MIN_LENGTH: { topic: 'Sign-in and sessions', meaning: 'Fewest characters of a new password (8 to 64)' },
  FIRST_SIGN_IN_LINK_HOURS: {
    topic: 'Sign-in and sessions',
    meaning: 'Hours a one-time sign-in link for a new or reset user stays valid (1 to 720)',
  },
  SIGN_IN_LIMIT_WINDOW_SECONDS: {
    topic: 'Sign-in and sessions',
    meaning: 'Window of the two sign-in limits below (counted in the database, shared by every process)',
  },
  SIGN_IN_LIMIT_PER_ADDRESS: {
    topic: 'Sign-in and sessions',
    meaning: 'Attempts from one client address in the window',
  },
  SIGN_IN_LIMIT_PER_ACCOUNT: {
    topic: 'Sign-in and sessions',
    meaning: 'Attempts on one account in the window, from any address',
  },
  SIGN_IN_FAILURES_PER_ADDRESS: {
    topic: 'Sign-in and sessions',
    meaning: "Failed sign-ins from one address in the 15-minute lock-out window; then that address's sign-ins wait",
  },
  ADMIN_SECOND_FACTOR: {
    topic: 'Sign-in and sessions',
    meaning:
      'required: users whose roles grant administration must set up a second factor; optional only for development and test servers',
  },
  REAUTHENTICATE_AFTER_MINUTES: {
    topic: 'Sign-in and sessions',
    meaning:
      'Sensitive administration calls ask for the password again when the last proof of identity is older (1 to 1440)',
  },
  INACTIVE_ACCOUNT_DAYS: {
    topic: 'Sign-in and sessions',
    meaning: 'Accounts without a sign-in for this many days are disabled (1 to 3650)',
  },
  SMTP_URL: {
    topic: 'Mail',
    meaning: 'smtp://user:pass@host:587 or smtps://… (TLS); unset: exported reports wait in the mail outbox',
  },
  MAIL_FROM: {
    topic: 'Mail',
    meaning:
      'Sender address, e.g. Crash Reports <crash@agency.gov> (default "<APPLICATION_NAME>" <no-reply@localhost>)',
  },
  STATE_REPOSITORY_URL: {
    topic: 'State repository',
    meaning:
      "Base URL of the state's crash repository accepted reports are sent to, path included, e.g. https://crash.state.example/crash/v1 (docs/state-repository.md); unset: nothing is sent and submissions wait",
  },
  STATE_REPOSITORY_TOKEN: {
    topic: 'State repository',
    meaning: 'The bearer token the state issued, sent on every request (required with STATE_REPOSITORY_URL)',
  },
  STATE_REPOSITORY_TIMEOUT_MS: {
    topic: 'State repository',
    meaning: 'How long one request to the state repository may take, its answer read, before it is tried again later',
  },
  STATE_REPOSITORY_POLL_START_SECONDS: {
    topic: 'State repository',
    meaning:
      "Seconds before the first question about a submission's receipt (default 10); each next waits twice as long, at most 5 minutes",
  },
  STATE_REPOSITORY_PENDING_ALERT_MINUTES: {
    topic: 'State repository',
    meaning:
      "Minutes a sent submission may wait for the state's decision before the administration queue flags it (default 1440, a day)",
  },
  VIN_DECODER_URL: { topic: 'Lookups and map', meaning: 'VIN decoding (NHTSA vPIC DecodeVinValues)' },
  USDOT_URL: { topic: 'Lookups and map', meaning: 'USDOT carrier lookup (FMCSA QCMobile)' },
  USDOT_WEB_KEY: {
    topic: 'Lookups and map',
    meaning: 'QCMobile web key (free from FMCSA); without it the USDOT lookup is off',
  },
  GEOCODER_URL: { topic: 'Lookups and map', meaning: 'Address search for the map (a Nominatim-style /search)' },
  ROAD_SNAP_URL: {
    topic: 'Lookups and map',
    meaning: "Snapping a point set on the map to the nearest roadway within 100 m (an OSRM server's /nearest)",
  },
  LOOKUP_TIMEOUT_MS: { topic: 'Lookups and map', meaning: 'How long a lookup waits for its service' },
  MAP_TILE_URL: {
    topic: 'Lookups and map',
    meaning: 'Tile template of the location map, loaded by the browser ({s} allowed)',
  },
  MAP_TILE_ATTRIBUTION: { topic: 'Lookups and map', meaning: 'Credit shown on the map for those tiles' },
  CRASH_MAP_POINT_LIMIT: {
    topic: 'Lookups and map',
    meaning:
      'Past this many crashes (default 20000) the crash data map is sent as counts in squares of the screen, not as points; zoomed in, fewer crashes come as points',
  },
  ATTACHMENT_STORE: {
    topic: 'Attachments',
    meaning:
      'postgres keeps attachments in the database; s3 in an S3-compatible object store (the four below required)',
  },
  S3_ENDPOINT: { topic: 'Attachments', meaning: 'The object store, e.g. https://s3.us-east-2.amazonaws.com' },
  S3_BUCKET: { topic: 'Attachments', meaning: 'Bucket the attachments are written to' },
  S3_REGION: { topic: 'Attachments', meaning: "The store's region" },
  S3_ACCESS_KEY_ID: { topic: 'Attachments', meaning: "Access key of the store's account" },
  S3_SECRET_ACCESS_KEY: { topic: 'Attachments', meaning: 'Its secret' },
  S3_TIMEOUT_MS: {
    topic: 'Attachments',
    meaning: 'How long one request to the store may take before the upload or download gives up',
  },
  METRICS_TOKEN: {
    topic: 'Operations',
    meaning:
      'Serves Prometheus figures at /metrics on the server port to a scraper sending it as a bearer token (16 or more printable characters)',
  },
  METRICS_PORT: {
    topic: 'Operations',
    meaning:
      'Serves /metrics on a port of its own instead, without a token (must differ from PORT); neither set: no /metrics',
  },
  METRICS_HOST: {
    topic: 'Operations',
    meaning: 'Address the metrics port binds (0.0.0.0 for a scraper in another container)',
  },
};
