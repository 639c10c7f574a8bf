import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('the address as logged', () => {
  it('hides the value of a token, password or secret in the query and keeps the rest', () => {
    expect(redactUrl('/?token=abc&pid=crash&type=link&aid=crash-web')).toBe(
      '/?token=[Redacted]&pid=crash&type=link&aid=crash-web',
    );
    expect(redactUrl('/x?access_token=a&Password=b&client_secret=c&q=d')).toBe(
      '/x?access_token=[Redacted]&Password=[Redacted]&client_secret=[Redacted]&q=d',
    );
  });

  it('sees through an encoded parameter name and keeps a fragment', () => {
    expect(redactUrl('/?%74oken=abc#top')).toBe('/?%74oken=[Redacted]#top');
    expect(redactUrl('/?to%ZZken=abc')).toBe('/?to%ZZken=abc');
  });

  it('leaves an address without a query, or a flag without a value, as it is', () => {
    expect(redactUrl('/API/Account/Login')).toBe('/API/Account/Login');
    expect(redactUrl('/?token')).toBe('/?token');
    expect(redactUrl('/?showccbar=true')).toBe('/?showccbar=true');
  });
});
