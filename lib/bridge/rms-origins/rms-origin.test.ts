import { describe, expect, it } from 'vitest';
import { parseRmsOrigin, rmsOriginSchema } from './rms-origin';

describe('RMS origin typed in options', () => {
  it('keeps the exact origin of an http(s) address', () => {
    expect(parseRmsOrigin(' https://rms.example.gov ')).toEqual({ ok: true, origin: 'https://rms.example.gov' });
    expect(parseRmsOrigin('https://RMS.example.gov/')).toEqual({ ok: true, origin: 'https://rms.example.gov' });
    expect(parseRmsOrigin('http://10.1.2.3:8443')).toEqual({ ok: true, origin: 'http://10.1.2.3:8443' });
  });

  it('refuses what would enable more than one site, or no site, saying what to write', () => {
    expect(parseRmsOrigin('')).toEqual({
      ok: false,
      message: 'Type the RMS address, such as https://rms.example.gov.',
    });
    expect(parseRmsOrigin('https://*.example.gov')).toEqual({
      ok: false,
      message: 'Type one RMS address without *: each site is enabled by itself.',
    });
    expect(parseRmsOrigin('rms.example.gov')).toEqual({
      ok: false,
      message: 'Start the address with https:// (or http://), such as https://rms.example.gov.',
    });
    expect(parseRmsOrigin('ftp://rms.example.gov')).toMatchObject({ ok: false });
    expect(parseRmsOrigin('https://rms.example.gov/query?plate=ABC')).toEqual({
      ok: false,
      message: 'Keep only the site part of the address: https://rms.example.gov.',
    });
    expect(parseRmsOrigin('https://user:pw@rms.example.gov')).toEqual({
      ok: false,
      message: 'Leave the user name and password out of the address.',
    });
    expect(parseRmsOrigin('https://exa mple')).toMatchObject({ ok: false });
  });

  it('never takes the crash app itself as an RMS', () => {
    expect(parseRmsOrigin('http://localhost:8080', 'http://localhost:8080')).toEqual({
      ok: false,
      message: 'That is the crash report web app, not an RMS.',
    });
  });

  it('is the rule stored origins are read back with', () => {
    expect(rmsOriginSchema.safeParse('https://rms.example.gov').success).toBe(true);
    expect(rmsOriginSchema.safeParse('https://rms.example.gov/path').success).toBe(false);
  });
});
