import { describe, expect, it } from 'vitest';
import { senderContext, type SenderEnv } from './contexts';

const env: SenderEnv = {
  extensionId: 'abcdefghijklmnop',
  popupUrl: 'chrome-extension://abcdefghijklmnop/popup.html',
  appOrigin: 'http://localhost:8080',
};
const id = env.extensionId;

describe('senderContext', () => {
  it('recognises the popup, with or without a query', () => {
    expect(senderContext({ id, url: env.popupUrl }, env)).toBe('popup');
    expect(senderContext({ id, url: `${env.popupUrl}?x=1#y` }, env)).toBe('popup');
  });

  it('recognises the app-bridge only in the top frame of the exact app origin', () => {
    expect(senderContext({ id, url: 'http://localhost:8080/reports/1', frameId: 0 }, env)).toBe('app-bridge');
    expect(senderContext({ id, url: 'http://localhost:8080/', frameId: 2 }, env)).toBeUndefined();
    // The match pattern lets the content script run on every localhost port.
    expect(senderContext({ id, url: 'http://localhost:9999/', frameId: 0 }, env)).toBeUndefined();
    expect(senderContext({ id, url: 'http://127.0.0.1:8080/', frameId: 0 }, env)).toBeUndefined();
  });

  it('refuses other extensions, other extension pages and senders without a url', () => {
    expect(senderContext({ id: 'someoneelse', url: env.popupUrl }, env)).toBeUndefined();
    expect(senderContext({ id, url: 'chrome-extension://abcdefghijklmnop/options.html' }, env)).toBeUndefined();
    expect(senderContext({ id, url: 'chrome-extension://otherextension/popup.html' }, env)).toBeUndefined();
    expect(senderContext({ id }, env)).toBeUndefined();
    expect(senderContext({ id, url: 'not a url', frameId: 0 }, env)).toBeUndefined();
  });

  it('recognises the RMS content script in any frame of an enabled RMS origin, and nowhere else', () => {
    const rms = { ...env, rmsOrigins: ['https://rms.example.gov', 'http://localhost:8080'] };
    expect(senderContext({ id, url: 'https://rms.example.gov/query?q=1', frameId: 0 }, rms)).toBe('rms');
    expect(senderContext({ id, url: 'https://rms.example.gov/frame.html', frameId: 3 }, rms)).toBe('rms');
    expect(senderContext({ id, url: 'https://rms.example.gov.evil.test/', frameId: 0 }, rms)).toBeUndefined();
    expect(senderContext({ id, url: 'http://rms.example.gov/', frameId: 0 }, rms)).toBeUndefined();
    expect(senderContext({ id, url: 'about:srcdoc', frameId: 2 }, rms)).toBeUndefined();
    expect(senderContext({ id: 'someoneelse', url: 'https://rms.example.gov/', frameId: 0 }, rms)).toBeUndefined();
    // No origin enabled: no RMS sender at all.
    expect(senderContext({ id, url: 'https://rms.example.gov/', frameId: 0 }, env)).toBeUndefined();
  });

  it('never takes the web app for an RMS page, even if its origin was enabled as one', () => {
    const rms = { ...env, rmsOrigins: ['http://localhost:8080'] };
    expect(senderContext({ id, url: 'http://localhost:8080/', frameId: 0 }, rms)).toBe('app-bridge');
    expect(senderContext({ id, url: 'http://localhost:8080/', frameId: 1 }, rms)).toBeUndefined();
  });
});
