import { describe, expect, it } from 'vitest';
import { loginLinkSearch, parseStartupParams, withoutLoginParams } from './login-link';

describe('token-login address', () => {
  it('round-trips the four parameters through the query', () => {
    const search = loginLinkSearch({ token: 'a+b/c', pid: 'crash', type: 'link', aid: 'crash-web' });
    expect(parseStartupParams(`?${search}`, '', 'x').login).toEqual({
      token: 'a+b/c',
      pid: 'crash',
      type: 'link',
      aid: 'crash-web',
    });
  });

  it('reads them from the hash too and defaults the application id to the stored setting', () => {
    const p = parseStartupParams('', '#token=t1&pid=p&type=link', 'stored-app');
    expect(p.login).toEqual({ token: 't1', pid: 'p', type: 'link', aid: 'stored-app' });
  });

  it('reads the logout flag and showccbar, and no login without a token', () => {
    const p = parseStartupParams('?logout=true&showccbar=true', '', 'a');
    expect(p).toEqual({ login: null, logout: true, showCcBar: true });
    expect(parseStartupParams('?logout=0', '', 'a').logout).toBe(false);
  });

  it('removes the token from the address but keeps other parameters', () => {
    expect(withoutLoginParams('/', '?token=t&pid=p&type=l&aid=a&showccbar=true', '')).toBe('/?showccbar=true');
    expect(withoutLoginParams('/', '', '#token=t&pid=p')).toBe('/');
    expect(withoutLoginParams('/x', '?a=1', '#section')).toBe('/x?a=1#section');
  });
});
