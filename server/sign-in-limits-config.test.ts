import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('sign-in limits and trusted proxies configuration', () => {
  it('trusts no proxy by default and limits sign-in attempts', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.signInLimits).toEqual({
      windowMs: 60_000,
      perAddress: 30,
      perAccount: 10,
      failuresPerAddress: 20,
      failureWindowMs: 15 * 60_000,
    });
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it('takes proxy addresses, CIDR ranges and the named ranges, comma separated', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('names TRUST_PROXY when it is not a list of proxies, and refuses to trust everyone', () => {
    for (const TRUST_PROXY of ['true', '*', '10.0.0.0/33', '10.0.0', 'proxy.agency.gov', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(/TRUST_PROXY: TRUST_PROXY must list proxy/);
    }
  });

  it('names a limit that is not a positive whole number', () => {
    expect(() => loadConfig({ SIGN_IN_LIMIT_PER_ADDRESS: '0' })).toThrow(/SIGN_IN_LIMIT_PER_ADDRESS/);
    expect(() => loadConfig({ SIGN_IN_FAILURES_PER_ADDRESS: 'many' })).toThrow(/SIGN_IN_FAILURES_PER_ADDRESS/);
    expect(
      loadConfig({ SIGN_IN_LIMIT_PER_ACCOUNT: '5', SIGN_IN_LIMIT_WINDOW_SECONDS: '300' }).signInLimits,
    ).toMatchObject({ perAccount: 5, windowMs: 300_000 });
  });
});
