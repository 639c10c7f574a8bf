import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { configErrorOf } from './config-error.fixture';

const PRIMARY = 'postgres://crash:secret@db-primary:5432/crash';
const REPLICA = 'postgres://reader:secret@db-replica:5432/crash';

describe('DATABASE_READ_URL and READ_AFTER_WRITE_SECONDS', () => {
  it('has no read replica unless one is named, and keeps a writer on the primary 5 seconds', () => {
    expect(loadConfig({ DATABASE_URL: PRIMARY })).toMatchObject({ databaseReadUrl: undefined, readAfterWriteMs: 5000 });
    expect(loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: '' }).databaseReadUrl).toBeUndefined();
  });

  it('takes a postgres:// read replica beside DATABASE_URL', () => {
    const config = loadConfig({
      DATABASE_URL: PRIMARY,
      DATABASE_READ_URL: REPLICA,
      READ_AFTER_WRITE_SECONDS: '12',
    });
    expect(config).toMatchObject({ databaseUrl: PRIMARY, databaseReadUrl: REPLICA, readAfterWriteMs: 12_000 });
  });

  it('refuses a read replica for the embedded database, saying why', () => {
    const error = configErrorOf({ DATABASE_READ_URL: REPLICA });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toBe(
      'Invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL, its primary; the embedded database has no replicas',
    );
    expect(error.message).not.toContain('secret');
  });

  it('names a read URL that is not postgres:// and a wait out of bounds', () => {
    const scheme = configErrorOf({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: 'mysql://db-replica/crash' });
    expect(scheme.message).toMatch(/DATABASE_READ_URL: DATABASE_READ_URL must start with postgres:\/\//);
    for (const wait of ['-1', '3601', 'soon', '1.5']) {
      const error = configErrorOf({ DATABASE_URL: PRIMARY, READ_AFTER_WRITE_SECONDS: wait });
      expect(error.message, wait).toMatch(/^Invalid configuration:\n {2}READ_AFTER_WRITE_SECONDS: /);
    }
  });
});
