import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDelivery, testSecret } from './record-delivery.fixture';
import { createRecordForwarder, PAGE_SILENT } from './record-forwarder';
import { acceptCrashRecord, crashRecordAckMessage, type PostingWindow } from '../messages/window-messages';

const origin = 'http://localhost:8080';

/** A window whose posts reach its listeners as the browser would deliver them (source: itself). */
function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: unknown[] = [];
  const win: PostingWindow = {
    location: { origin },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    postMessage: (data, targetOrigin) => {
      expect(targetOrigin).toBe(origin);
      posted.push(data);
    },
  };
  const post = (data: unknown, source: unknown = win) => {
    for (const listener of [...listeners]) listener({ source, origin, data } as MessageEvent);
  };
  return { win, post, posted, listeners };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createRecordForwarder', () => {
  it('posts the delivery with the secret and answers with the page acknowledgement of that id', async () => {
    const { win, post, posted } = fakeWindow();
    const forwarder = createRecordForwarder(win, testSecret);
    const answer = forwarder.deliver(testDelivery('d1'));
    expect(acceptCrashRecord({ source: win, origin, data: posted[0] }, { window: win, origin }, testSecret)).toEqual(
      testDelivery('d1'),
    );

    post(crashRecordAckMessage(testSecret, 'other', { accepted: false, reportId: null, reason: 'x' }));
    post(crashRecordAckMessage('cd'.repeat(32), 'd1', { accepted: false, reportId: null, reason: 'forged' }));
    post(crashRecordAckMessage(testSecret, 'd1', { accepted: false, reportId: null, reason: 'framed' }), {});
    post(crashRecordAckMessage(testSecret, 'd1', { accepted: true, reportId: 7 }));
    await expect(answer).resolves.toEqual({ accepted: true, reportId: 7 });
    forwarder.stop();
  });

  it('answers "the page did not answer" when no acknowledgement comes in time', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow();
    const forwarder = createRecordForwarder(win, testSecret, 1_000);
    const answer = forwarder.deliver(testDelivery());
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(answer).resolves.toEqual(PAGE_SILENT);
    expect(PAGE_SILENT.reason).toBe('the page did not answer');
    forwarder.stop();
  });

  it('on stop, stops listening and answers what still waits as not accepted', async () => {
    const { win, listeners } = fakeWindow();
    const forwarder = createRecordForwarder(win, testSecret);
    const answer = forwarder.deliver(testDelivery());
    forwarder.stop();
    await expect(answer).resolves.toEqual(PAGE_SILENT);
    expect(listeners.size).toBe(0);
  });
});
