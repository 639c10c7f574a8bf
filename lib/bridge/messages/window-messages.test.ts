import { describe, expect, it, vi } from 'vitest';
import { testSession } from '../session/app-session.fixture';
import { testDelivery, testSecret } from '../record-queue/record-delivery.fixture';
import {
  acceptAppWindowMessage,
  acceptCrashRecord,
  acceptCrashRecordAck,
  appSessionMessage,
  crashRecordAckMessage,
  crashRecordMessage,
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

describe('crash.record (app-bridge -> web app)', () => {
  const self = { window: {}, origin };
  const delivery = testDelivery();
  const data = crashRecordMessage(testSecret, delivery);

  it('is accepted from the page itself, with the secret, after a round trip through structured clone', () => {
    expect(acceptCrashRecord({ source: self.window, origin, data: structuredClone(data) }, self, testSecret)).toEqual(
      delivery,
    );
  });

  it('is refused from another origin, a frame or another window', () => {
    expect(acceptCrashRecord({ source: self.window, origin: 'https://rms.example.gov', data }, self, testSecret)).toBe(
      undefined,
    );
    expect(acceptCrashRecord({ source: {}, origin, data }, self, testSecret)).toBeUndefined();
    expect(acceptCrashRecord({ source: null, origin, data }, self, testSecret)).toBeUndefined();
  });

  it('is refused with a wrong or missing secret, and refused by a page that has no secret', () => {
    const other = 'cd'.repeat(32);
    expect(acceptCrashRecord({ source: self.window, origin, data: { ...data, secret: other } }, self, testSecret)).toBe(
      undefined,
    );
    const { secret: _dropped, ...withoutSecret } = data;
    expect(acceptCrashRecord({ source: self.window, origin, data: withoutSecret }, self, testSecret)).toBeUndefined();
    expect(acceptCrashRecord({ source: self.window, origin, data }, self, undefined)).toBeUndefined();
    expect(acceptCrashRecord({ source: self.window, origin, data: { ...data, secret: '' } }, self, '')).toBe(undefined);
  });

  it.each([
    ['a record of an unknown kind', { ...data, delivery: { ...delivery, record: { kind: 'boat', id: 'x' } } }],
    ['a VIN that is not one', { ...data, delivery: { ...delivery, record: { kind: 'vin', id: 'x', vin: 'NOTAVIN' } } }],
    ['no delivery id', { ...data, delivery: { ...delivery, id: '' } }],
    ['no record', { ...data, delivery: { ...delivery, record: undefined } }],
    ['another type', { ...data, type: 'crash.records' }],
    ['another channel', { ...data, channel: 'other' }],
    ['the session message', appSessionMessage(null)],
    ['a string', 'crash.record'],
  ])('refuses %s', (_name, malformed) => {
    expect(acceptCrashRecord({ source: self.window, origin, data: malformed }, self, testSecret)).toBeUndefined();
  });
});

describe('crash.recordAck (web app -> app-bridge)', () => {
  const self = { window: {}, origin };
  const answer = { accepted: true, reportId: 12 };
  const data = crashRecordAckMessage(testSecret, 'delivery-1', answer);

  it('is accepted from the page with the secret', () => {
    expect(acceptCrashRecordAck({ source: self.window, origin, data }, self, testSecret)).toEqual({
      id: 'delivery-1',
      answer,
    });
    const refused = crashRecordAckMessage(testSecret, 'd', { accepted: false, reportId: null, reason: 'No report.' });
    expect(acceptCrashRecordAck({ source: self.window, origin, data: refused }, self, testSecret)?.answer).toEqual({
      accepted: false,
      reportId: null,
      reason: 'No report.',
    });
  });

  it('is refused from elsewhere, with a wrong secret, or malformed', () => {
    expect(acceptCrashRecordAck({ source: {}, origin, data }, self, testSecret)).toBeUndefined();
    expect(acceptCrashRecordAck({ source: self.window, origin: 'http://evil.example', data }, self, testSecret)).toBe(
      undefined,
    );
    expect(acceptCrashRecordAck({ source: self.window, origin, data }, self, 'cd'.repeat(32))).toBeUndefined();
    for (const bad of [
      { ...data, reportId: 'twelve' },
      { ...data, accepted: 'yes' },
      { ...data, id: undefined },
    ]) {
      expect(acceptCrashRecordAck({ source: self.window, origin, data: bad }, self, testSecret)).toBeUndefined();
    }
  });
});
