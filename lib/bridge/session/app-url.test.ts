import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_URL, resolveAppUrl } from './app-url';

describe('resolveAppUrl', () => {
  it('defaults to the local server', () => {
    expect(resolveAppUrl(undefined)).toEqual({
      href: `${DEFAULT_APP_URL}/`,
      origin: DEFAULT_APP_URL,
      matchPattern: 'http://localhost/*',
    });
    expect(resolveAppUrl('  ').origin).toBe(DEFAULT_APP_URL);
  });

  it('keeps the path, drops the fragment, and leaves the port out of the match pattern', () => {
    expect(resolveAppUrl('https://crash.example.org:8443/app/#x')).toEqual({
      href: 'https://crash.example.org:8443/app/',
      origin: 'https://crash.example.org:8443',
      matchPattern: 'https://crash.example.org/*',
    });
  });

  it.each(['not a url', 'ftp://crash.example.org', 'file:///tmp/app', 'https://user:pw@crash.example.org'])(
    'refuses %s naming the variable',
    (raw) => {
      expect(() => resolveAppUrl(raw)).toThrow(/CRASH_APP_URL/);
    },
  );
});
