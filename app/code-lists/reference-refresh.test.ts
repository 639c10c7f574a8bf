import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_SECRET_ATTRIBUTE } from '../../lib/bridge/messages/bridge-secret';
import { testSecret } from '../../lib/bridge/record-queue/record-delivery.fixture';
import { referenceChangedMessage } from '../../lib/bridge/messages/window-messages';
import { listenForReferenceRefresh } from './reference-refresh';

const origin = 'http://localhost:8080';

function appWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const attributes = new Map([[BRIDGE_SECRET_ATTRIBUTE, testSecret]]);
  const win = {
    location: { origin },
    document: {
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => void attributes.set(name, value),
        removeAttribute: (name: string) => void attributes.delete(name),
      },
    },
    addEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  const post = (data: unknown, source: unknown = win, from = origin) => {
    for (const listener of [...listeners]) listener({ source, origin: from, data } as MessageEvent);
  };
  return { win, post, listeners };
}

/** A client of the app's kind; the tests hand their own refresh, so it sends nothing. */

describe('listenForReferenceRefresh', () => {
  it('brings the code lists up to date when the extension says they changed, and only then', () => {
    const { win, post, listeners } = appWindow();
    const refresh = vi.fn(() => Promise.resolve());
    const stop = listenForReferenceRefresh(testSecret, refresh, win);

    post(referenceChangedMessage(testSecret, { codeLists: false, formConfigurations: true }));
    expect(refresh).not.toHaveBeenCalled();
    post(referenceChangedMessage(testSecret, { codeLists: true, formConfigurations: false }));
    expect(refresh).toHaveBeenCalledTimes(1);

    stop();
    expect(listeners.size).toBe(0);
  });

  it('ignores the message with another secret, from a frame, or from another origin', () => {
    const { win, post } = appWindow();
    const refresh = vi.fn(() => Promise.resolve());
    listenForReferenceRefresh(testSecret, refresh, win);
    const change = { codeLists: true, formConfigurations: true };
    post(referenceChangedMessage('0'.repeat(64), change));
    post(referenceChangedMessage(testSecret, change), {});
    post(referenceChangedMessage(testSecret, change), win, 'http://127.0.0.1:9000');
    expect(refresh).not.toHaveBeenCalled();
  });
});
