import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configErrorOf } from './config-error.fixture';

describe('the metrics settings', () => {
  it('serve /metrics nowhere unless METRICS_TOKEN or METRICS_PORT is set, the port bound to the loopback', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
    expect(
      loadConfig({ METRICS_TOKEN: 'a-long-enough-secret', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics,
    ).toEqual({ token: 'a-long-enough-secret', port: 9464, host: '10.0.0.5' });
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters'],
    [{ METRICS_TOKEN: 'has spaces in the secret' }, 'METRICS_TOKEN: METRICS_TOKEN must be printable characters'],
    [{ METRICS_PORT: 'ninety' }, 'METRICS_PORT: METRICS_PORT must be a port number (1-65535)'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT: METRICS_PORT must be a port number (1-65535)'],
    [{ METRICS_PORT: '8080' }, 'METRICS_PORT: METRICS_PORT must differ from PORT'],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(configErrorOf(env).message).toContain(message);
  });
});
