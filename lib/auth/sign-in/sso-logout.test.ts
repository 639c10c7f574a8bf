import { describe, expect, it } from 'vitest';
import { ssoLogoutTarget } from './sso-logout';

describe('where sign-out goes', () => {
  it('goes to the single sign-on logout when one is set', () => {
    expect(ssoLogoutTarget('https://sso.example.gov/logout', false)).toBe('https://sso.example.gov/logout');
  });

  it('stays on the sign-in page without one, in the desktop app, or for an address that is not https', () => {
    expect(ssoLogoutTarget('', false)).toBeNull();
    expect(ssoLogoutTarget('https://sso.example.gov/logout', true)).toBeNull();
    expect(ssoLogoutTarget('javascript:alert(1)', false)).toBeNull();
  });
});
