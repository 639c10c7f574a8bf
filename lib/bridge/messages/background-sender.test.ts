import { describe, expect, it } from 'vitest';
import { senderContext, type SenderEnv } from './contexts';

const extensionId = 'abcdefghijklmnopabcdefghijklmnop';
const base = `chrome-extension://${extensionId}`;
const contentScriptEnv: SenderEnv = {
  extensionId,
  popupUrl: `${base}/popup.html`,
  appOrigin: 'http://localhost:8080',
  backgroundUrls: [`${base}/background.js`, `${base}/_generated_background_page.html`],
};

describe('senderContext: the background, as a content script sees it', () => {
  it("is our id with no url (Chrome's service worker) or with a background address (Firefox)", () => {
    expect(senderContext({ id: extensionId }, contentScriptEnv)).toBe('background');
    expect(senderContext({ id: extensionId, url: `${base}/background.js` }, contentScriptEnv)).toBe('background');
    expect(senderContext({ id: extensionId, url: `${base}/_generated_background_page.html` }, contentScriptEnv)).toBe(
      'background',
    );
  });

  it('is not another extension, the popup, a page, or a url-less sender where no background is expected', () => {
    expect(senderContext({ id: 'another-extension' }, contentScriptEnv)).toBeUndefined();
    expect(senderContext({ id: extensionId, url: `${base}/popup.html` }, contentScriptEnv)).toBe('popup');
    expect(senderContext({ id: extensionId, url: 'https://rms.example.gov/q', frameId: 0 }, contentScriptEnv)).toBe(
      undefined,
    );
    const { backgroundUrls: _none, ...backgroundEnv } = contentScriptEnv;
    expect(senderContext({ id: extensionId }, backgroundEnv)).toBeUndefined();
  });
});
