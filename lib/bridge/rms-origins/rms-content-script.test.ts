import { describe, expect, it } from 'vitest';
import { originMatchPattern, rmsScriptRegistration } from './rms-content-script';

describe('rmsScriptRegistration', () => {
  it('registers the built RMS script in every frame of the enabled origins only', () => {
    expect(rmsScriptRegistration(['https://rms.example.gov', 'https://dmv.example.gov:8443/'])).toEqual({
      id: 'rms',
      js: ['content-scripts/rms.js'],
      matches: ['https://rms.example.gov/*', 'https://dmv.example.gov/*'],
      allFrames: true,
      runAt: 'document_idle',
      persistAcrossSessions: true,
    });
  });

  it('registers nothing without a usable origin, and never a broad pattern', () => {
    expect(rmsScriptRegistration([])).toBeNull();
    expect(rmsScriptRegistration(['not an origin', 'file:///etc', 'chrome://settings'])).toBeNull();
    expect(originMatchPattern('*://*/*')).toBeNull();
    expect(rmsScriptRegistration(['https://rms.example.gov', 'https://rms.example.gov/x'])?.matches).toEqual([
      'https://rms.example.gov/*',
    ]);
  });
});
