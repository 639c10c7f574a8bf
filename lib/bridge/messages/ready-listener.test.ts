import { describe, expect, it } from 'vitest';
import { answerWhenReady } from './ready-listener';
import type { RuntimeListener } from './runtime-router';

describe('answerWhenReady', () => {
  it('holds a message that woke the worker until the worker has read its settings', async () => {
    let settings = 'unread';
    let release = () => undefined as void;
    const ready = new Promise<void>((resolve) => (release = resolve)).then(() => {
      settings = 'read';
    });
    const inner: RuntimeListener = (_message, _sender, sendResponse) => {
      sendResponse({ ok: true, payload: settings });
      return true;
    };
    const listener = answerWhenReady(['record/captured'], ready, inner);

    const reply = new Promise((resolve) => {
      expect(listener({ type: 'record/captured', payload: {} }, {}, resolve)).toBe(true);
    });
    release();
    await expect(reply).resolves.toEqual({ ok: true, payload: 'read' });
  });

  it('leaves messages of other types and malformed ones to other listeners', () => {
    const listener = answerWhenReady(['record/captured'], Promise.resolve(), () => true);
    expect(listener({ type: 'session/set', payload: {} }, {}, () => undefined)).toBe(false);
    expect(listener('junk', {}, () => undefined)).toBe(false);
  });

  it('answers with a refusal when the inner listener does not take the message', async () => {
    const listener = answerWhenReady(['queue/list'], Promise.reject(new Error('storage failed')), () => false);
    const reply = new Promise((resolve) => listener({ type: 'queue/list', payload: {} }, {}, resolve));
    await expect(reply).resolves.toEqual({ ok: false, error: 'queue/list: failed.' });
  });
});
