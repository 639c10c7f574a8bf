import { describe, expect, it } from 'vitest';
import { installGrantedRmsPatterns } from './install-granted-rms';

const app = 'http://localhost:8080';

describe('RMS origins granted at install', () => {
  it('grants nothing when none is listed', () => {
    expect(installGrantedRmsPatterns(undefined, app)).toEqual([]);
    expect(installGrantedRmsPatterns(' , ', app)).toEqual([]);
  });

  it('turns each listed origin into its host pattern, once per host', () => {
    expect(
      installGrantedRmsPatterns('https://rms.agency.example, http://127.0.0.1:9001,http://127.0.0.1:9002', app),
    ).toEqual(['https://rms.agency.example/*', 'http://127.0.0.1/*']);
  });

  it('stops the build on an entry options would refuse, naming it', () => {
    expect(() => installGrantedRmsPatterns('https://*.example.gov', app)).toThrow(
      'CRASH_RMS_ORIGINS: "https://*.example.gov": Type one RMS address without *',
    );
    expect(() => installGrantedRmsPatterns('https://rms.example.gov/query', app)).toThrow(
      'Keep only the site part of the address',
    );
    expect(() => installGrantedRmsPatterns('http://localhost:8080', app)).toThrow('not an RMS');
  });
});
