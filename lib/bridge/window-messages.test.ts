import { describe, expect, it, vi } from 'vitest';
import { testSession } from './app-session.fixture';
import {
  acceptAppWindowMessage,
  appSessionMessage,
  listenForAppWindowMessages,
  parseAppWindowMessage,
  type MessageWindow,
} from './window-messages';

const origin = 'http://localhost:8080';

describe('appSessionMessage', () => {
  it('builds the message the web app posts, and the parser accepts it', () => {
    const session = testSession();
    const message = appSessionMessage(session);
    expect(message).toEqual({ channel: 'crash-app', type: 'session', session });
    expect(parseAppWindowMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
    expect(parseAppWindowMessage(appSessionMessage(null))).toEqual({
      channel: 'crash-app',
      type: 'session',
      session: null,
    });
  });

  it.each([
    ['another channel', { channel: 'other', type: 'session', session: null }],
    ['an unknown type', { channel: 'crash-app', type: 'records', session: null }],
    ['a session without a token', { channel: 'crash-app', type: 'session', session: { ...testSession(), token: '' } }],
    ['a bad expiry', { channel: 'crash-app', type: 'session', session: testSession('tomorrow') }],
    ['a missing session', { channel: 'crash-app', type: 'session' }],
    ['a string', 'session'],
    ['nothing', undefined],
  ])('refuses %s', (_name, data) => {
    expect(parseAppWindowMessage(data)).toBeUndefined();
  });
});

describe('acceptAppWindowMessage', () => {
  const self = { window: {}, origin };
  const data = appSessionMessage(testSession());

  it('accepts what the page posted to itself', () => {
    expect(acceptAppWindowMessage({ source: self.window, origin, data }, self)).toEqual(data);
  });

  it('refuses a frame or another window, and another origin', () => {
    expect(acceptAppWindowMessage({ source: {}, origin, data }, self)).toBeUndefined();
    expect(acceptAppWindowMessage({ source: null, origin, data }, self)).toBeUndefined();
    expect(
      acceptAppWindowMessage({ source: self.window, origin: 'http://127.0.0.1:8080', data }, self),
    ).toBeUndefined();
  });
});

describe('listenForAppWindowMessages', () => {
  function fakeWindow() {
    const listeners = new Set<(event: MessageEvent) => void>();
    const win: MessageWindow = {
      location: { origin },
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    };
    const post = (source: unknown, data: unknown, from = origin) => {
      for (const listener of listeners) listener({ source, origin: from, data } as MessageEvent);
    };
    return { win, post, listeners };
  }

  it('passes on accepted messages only, and stops on teardown', () => {
    const { win, post, listeners } = fakeWindow();
    const onMessage = vi.fn();
    const stop = listenForAppWindowMessages(win, onMessage);

    post(win, appSessionMessage(null));
    post({}, appSessionMessage(testSession()));
    post(win, appSessionMessage(testSession()), 'http://evil.example');
    post(win, { channel: 'crash-app', type: 'session', session: { token: 'x' } });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(appSessionMessage(null));

    stop();
    expect(listeners.size).toBe(0);
  });
});
