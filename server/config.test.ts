import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { configErrorOf } from './config-error.fixture';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      demoPassword: 'Crash-Demo-2026',
      seedDemo: true,
      sessionTimeoutMs: 1_800_000,
      sessionWarningMs: 60_000,
      bodyLimitBytes: 1_048_576,
    });
  });

  it('throws a ConfigError naming PORT when it is not a port', () => {
    for (const PORT of ['eighty', '70000', '-1', '80.5']) {
      const error = configErrorOf({ PORT });
      expect(error, PORT).toBeInstanceOf(ConfigError);
      expect(error.message).toMatch(/^Invalid configuration:\n {2}PORT: /);
    }
    expect(loadConfig({ PORT: '3000' }).port).toBe(3000);
  });

  it('keeps repeated statements prepared unless DATABASE_PREPARED_STATEMENTS is 0 or false', () => {
    expect(loadConfig({}).preparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '1' }).preparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '0' }).preparedStatements).toBe(false);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).preparedStatements).toBe(false);
    expect(configErrorOf({ DATABASE_PREPARED_STATEMENTS: 'off' }).message).toMatch(/DATABASE_PREPARED_STATEMENTS: /);
  });

  it('throws a ConfigError naming DATABASE_URL when it is not a PostgreSQL URL', () => {
    const error = configErrorOf({ DATABASE_URL: 'mysql://root@localhost/crash' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain('DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every wrong variable at once', () => {
    const error = configErrorOf({ PORT: 'x', DATABASE_URL: 'sqlite://x', LOG_LEVEL: 'loud', BODY_LIMIT_BYTES: '10' });
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'BODY_LIMIT_BYTES']) expect(error.message).toContain(name);
  });

  it('seeds demo users on PostgreSQL only with SEED_DEMO=1', () => {
    const url = 'postgres://u@h/db';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(configErrorOf({ SEED_DEMO: 'yes' }).message).toContain('SEED_DEMO');
  });

  it('seeds demo users on the embedded database unless SEED_DEMO=0', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses a short DEMO_PASSWORD and keeps the warning inside the time-out', () => {
    expect(configErrorOf({ DEMO_PASSWORD: 'short' }).message).toContain('DEMO_PASSWORD must be at least 8 characters');
    const config = loadConfig({ SESSION_TIMEOUT_MS: '30000', SESSION_WARNING_MS: '60000' });
    expect(config.sessionWarningMs).toBe(30000);
  });

  it("takes the agency's time zone, Indiana's by default, and refuses a name no one knows", () => {
    expect(loadConfig({}).timeZone).toBe('America/Indiana/Indianapolis');
    expect(loadConfig({ TIME_ZONE: 'America/Chicago' }).timeZone).toBe('America/Chicago');
    expect(configErrorOf({ TIME_ZONE: 'Indiana/Nowhere' }).message).toContain(
      'TIME_ZONE must be a time zone name such as America/Indiana/Indianapolis',
    );
  });

  it('takes PUBLIC_URL as an http(s) address, empty meaning unset', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://crash.agency.gov' }).publicUrl).toBe('https://crash.agency.gov');
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    for (const PUBLIC_URL of ['crash.agency.gov', 'javascript:alert(1)', 'ftp://crash.agency.gov']) {
      expect(configErrorOf({ PUBLIC_URL }).message, PUBLIC_URL).toContain('PUBLIC_URL must be a URL');
    }
  });

  it('takes a minimum password length of 8 to 64 characters, 8 when unset', () => {
    expect(loadConfig({}).passwordMinLength).toBe(8);
    expect(loadConfig({ PASSWORD_MIN_LENGTH: '15' }).passwordMinLength).toBe(15);
    for (const PASSWORD_MIN_LENGTH of ['7', '65', 'twelve']) {
      expect(configErrorOf({ PASSWORD_MIN_LENGTH }).message, PASSWORD_MIN_LENGTH).toContain('PASSWORD_MIN_LENGTH');
    }
  });

  it('keeps attachments in the database unless ATTACHMENT_STORE=s3, which names every S3 setting it lacks', () => {
    expect(loadConfig({}).attachmentStore).toEqual({ kind: 'postgres' });
    const error = configErrorOf({ ATTACHMENT_STORE: 's3', S3_BUCKET: 'crash' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe(
      'Invalid configuration:\n' +
        '  S3_ENDPOINT: S3_ENDPOINT is required with ATTACHMENT_STORE=s3\n' +
        '  S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required with ATTACHMENT_STORE=s3\n' +
        '  S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required with ATTACHMENT_STORE=s3',
    );
    expect(configErrorOf({ ATTACHMENT_STORE: 'disk' }).message).toMatch(/ATTACHMENT_STORE must be postgres or s3/);
    expect(configErrorOf({ S3_ENDPOINT: 'minio:9000' }).message).toMatch(/S3_ENDPOINT must be an http/);
    expect(
      loadConfig({
        ATTACHMENT_STORE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'crash',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).attachmentStore,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'crash',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      timeoutMs: 10_000,
    });
  });
});
