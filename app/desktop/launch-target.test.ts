import { describe, expect, it } from 'vitest';
import { launchMove } from './launch-target';

const at = (pathname: string, search = '', hash = '') => ({
  origin: 'https://crash.example.org',
  pathname,
  search,
  hash,
});

describe('where a launch of the installed app takes its running window', () => {
  it('loads a login link, so its token signs in as at a start', () => {
    const link = 'https://crash.example.org/?token=abc&pid=crash&type=link&aid=crash-web';
    expect(launchMove(link, at('/reports/7'))).toEqual({ kind: 'load', href: link });
    expect(launchMove('https://crash.example.org/#token=abc', at('/dashboard'))).toEqual({
      kind: 'load',
      href: 'https://crash.example.org/#token=abc',
    });
  });

  it('moves the app to a report link or another screen without loading the page again', () => {
    expect(launchMove('https://crash.example.org/reports/42', at('/dashboard'))).toEqual({
      kind: 'navigate',
      to: '/reports/42',
    });
    expect(launchMove('https://crash.example.org/search?case=A1#top', at('/reports/42'))).toEqual({
      kind: 'navigate',
      to: '/search?case=A1#top',
    });
  });

  it('stays for the start address, the address it is at, another site or an address that is none', () => {
    expect(launchMove('https://crash.example.org/', at('/reports/42'))).toEqual({ kind: 'stay' });
    expect(launchMove('https://crash.example.org/reports/42', at('/reports/42'))).toEqual({ kind: 'stay' });
    expect(launchMove('https://elsewhere.example.org/reports/42', at('/dashboard'))).toEqual({ kind: 'stay' });
    expect(launchMove('not an address', at('/dashboard'))).toEqual({ kind: 'stay' });
  });
});
