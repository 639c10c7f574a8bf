// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:8080/reports/12"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentScriptContext } from 'wxt/utils/content-script-context';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { testSession } from '../../lib/bridge/session/app-session.fixture';
import { BRIDGE_SECRET_ATTRIBUTE, takeBridgeSecret } from '../../lib/bridge/messages/bridge-secret';
import type { RuntimeSender } from '../../lib/bridge/messages/contexts';
import type { RecordDelivery } from '../../lib/bridge/record-queue/queued-record';
import { testDelivery } from '../../lib/bridge/record-queue/record-delivery.fixture';
import { recordDeliver, referenceChanged } from '../../lib/bridge/messages/runtime-messages';
import { listenRuntimeMessages } from '../../lib/bridge/messages/runtime-router';
import { BridgeError, sendRuntimeMessage } from '../../lib/bridge/messages/send-message';
import {
  appSessionMessage,
  crashRecordAckMessage,
  listenForCrashRecords,
  listenForReferenceChanges,
  type ReferenceChange,
} from '../../lib/bridge/messages/window-messages';
import appBridge from '../app-bridge.content';

// What WxtVitest's alias does, for this file only: the script's `browser` is the fake one.
vi.mock('wxt/browser', async () => ({ browser: (await import('wxt/testing/fake-browser')).fakeBrowser }));

const EXTENSION = 'test-extension-id';
const origin = 'http://localhost:8080';
/** Chrome's service worker sends with the extension's id and no address. */
const chromeWorker: RuntimeSender = { id: EXTENSION };
const firefoxBackground: RuntimeSender = { id: EXTENSION, url: `chrome-extension://${EXTENSION}/background.js` };
const rmsPage: RuntimeSender = { id: EXTENSION, url: 'https://rms.example.gov/query', frameId: 0 };
const session = testSession();

/** Where each post on the channel went (WXT's own notice of a started script goes to any origin). */
const targetOrigins: string[] = [];
// A page posting to itself gets a message whose source is its window. happy-dom names its inner
// window instead of the global the scripts share, so every check of the channel would refuse it.
window.postMessage = ((data: { channel?: string }, targetOrigin: string) => {
  if (data.channel === 'crash-app') targetOrigins.push(targetOrigin);
  setTimeout(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source: window })));
}) as typeof window.postMessage;

/** Posted by something other than the page itself: a frame, another window, another origin. */
const postFrom = (data: unknown, source: unknown, from = origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: from, source: source as Window }));

/** The background as the script reaches it: keeps what it is sent and answers as the real one would. */
let toBackground: { type: string; payload: unknown }[];
/** The background sending to this tab's top frame. */
const fromBackground = (sender: RuntimeSender) => ({
  async sendMessage(message: unknown) {
    let reply: (answer: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (reply = resolve));
    const pending = await fakeBrowser.runtime.onMessage.trigger(message, sender, reply);
    // A listener that answers later returns true, as in a browser (the fake's type leaves that out).
    return pending.some((p) => (p as unknown) === true) ? answered : undefined;
  },
});

let ctx: ContentScriptContext;
/** The web app's side of the channel, once it took the secret. */
let page: { secret: string | undefined; records: RecordDelivery[]; changes: ReferenceChange[]; stop: () => void };

function start() {
  ctx = new ContentScriptContext('app-bridge');
  void appBridge.main(ctx);
  // What the app does on load, after the script ran at document_start.
  const secret = takeBridgeSecret(document);
  const records: RecordDelivery[] = [];
  const changes: ReferenceChange[] = [];
  const stopRecords = listenForCrashRecords(window, secret, (delivery) => records.push(delivery));
  const stopChanges = listenForReferenceChanges(window, secret, (change) => changes.push(change));
  page = {
    secret,
    records,
    changes,
    stop: () => {
      stopRecords();
      stopChanges();
    },
  };
}

beforeEach(() => {
  fakeBrowser.reset();
  // WXT says each invalidated context out loud outside a production build.
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  targetOrigins.length = 0;
  toBackground = [];
  // The background's answer to the session; the script's own listener leaves that message alone.
  listenRuntimeMessages(fakeBrowser.runtime.onMessage, (message, _sender, sendResponse) => {
    const { type, payload } = message as { type: string; payload: unknown };
    if (type !== 'session/set') return false;
    toBackground.push({ type, payload });
    sendResponse({ ok: true, payload: { signedIn: true } });
    return true;
  });
});
afterEach(() => {
  page.stop();
  ctx.notifyInvalidated();
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the app-bridge’s handshake', () => {
  it('leaves a fresh 64-hex-digit secret on the root element for the app, and the app takes it', () => {
    ctx = new ContentScriptContext('app-bridge');
    void appBridge.main(ctx);
    const left = document.documentElement.getAttribute(BRIDGE_SECRET_ATTRIBUTE);
    expect(left).toMatch(/^[0-9a-f]{64}$/);
    expect(takeBridgeSecret(document)).toBe(left);
    expect(document.documentElement.hasAttribute(BRIDGE_SECRET_ATTRIBUTE)).toBe(false);

    const first = left;
    ctx.notifyInvalidated();
    ctx = new ContentScriptContext('app-bridge');
    void appBridge.main(ctx);
    expect(document.documentElement.getAttribute(BRIDGE_SECRET_ATTRIBUTE)).not.toBe(first);
    page = { secret: undefined, records: [], changes: [], stop: () => undefined };
  });
});

describe('the app-bridge relaying the session', () => {
  it('hands the session the app announces to the background, and the sign-out too', async () => {
    start();
    window.postMessage(appSessionMessage(session), origin);
    await vi.waitFor(() => expect(toBackground).toHaveLength(1), { interval: 5 });
    window.postMessage(appSessionMessage(null), origin);
    await vi.waitFor(() => expect(toBackground).toHaveLength(2), { interval: 5 });
    expect(toBackground).toEqual([
      { type: 'session/set', payload: { session } },
      { type: 'session/set', payload: { session: null } },
    ]);
  });

  it('relays nothing a frame, another origin or a malformed message posts', async () => {
    start();
    postFrom(appSessionMessage(session), {});
    postFrom(appSessionMessage(session), window, 'http://localhost:3000');
    window.postMessage({ ...appSessionMessage(session), session: { ...session, token: '' } }, origin);
    await settle();
    expect(toBackground).toEqual([]);
  });

  it('stops relaying once the extension is reloaded or removed', async () => {
    start();
    ctx.notifyInvalidated();
    window.postMessage(appSessionMessage(session), origin);
    await settle();
    expect(toBackground).toEqual([]);
  });
});

describe('the app-bridge delivering records', () => {
  it('hands the background’s record to the page with the secret and answers with the page’s own answer', async () => {
    start();
    const delivery = testDelivery('d1');
    const answer = sendRuntimeMessage(fromBackground(chromeWorker), recordDeliver, { delivery });
    await vi.waitFor(() => expect(page.records).toEqual([delivery]), { interval: 5 });
    window.postMessage(crashRecordAckMessage(page.secret!, 'd1', { accepted: true, reportId: 12 }), origin);
    await expect(answer).resolves.toEqual({ accepted: true, reportId: 12 });
    expect(targetOrigins.length).toBeGreaterThan(0);
    expect(targetOrigins.every((o) => o === origin)).toBe(true);
  });

  it('passes on the page’s refusal and its reason', async () => {
    start();
    const answer = sendRuntimeMessage(fromBackground(firefoxBackground), recordDeliver, { delivery: testDelivery() });
    await vi.waitFor(() => expect(page.records).toHaveLength(1), { interval: 5 });
    window.postMessage(
      crashRecordAckMessage(page.secret!, 'delivery-1', { accepted: false, reportId: null, reason: 'Read only' }),
      origin,
    );
    await expect(answer).resolves.toEqual({ accepted: false, reportId: null, reason: 'Read only' });
  });

  it('takes no record from anything but the background', async () => {
    start();
    await expect(
      sendRuntimeMessage(fromBackground(rmsPage), recordDeliver, { delivery: testDelivery() }),
    ).rejects.toThrow(new BridgeError('record/deliver: sender refused.'));
    await settle();
    expect(page.records).toEqual([]);
  });

  it('says the page could not be reached when the app never got a secret', async () => {
    ctx = new ContentScriptContext('app-bridge');
    const root = document.documentElement;
    // A document with no root element yet: nowhere to leave the secret, so the channel stays shut.
    const noRoot = vi.spyOn(document, 'documentElement', 'get').mockReturnValue(null as unknown as HTMLElement);
    void appBridge.main(ctx);
    noRoot.mockRestore();
    expect(root.hasAttribute(BRIDGE_SECRET_ATTRIBUTE)).toBe(false);
    page = { secret: undefined, records: [], changes: [], stop: () => undefined };
    await expect(
      sendRuntimeMessage(fromBackground(chromeWorker), recordDeliver, { delivery: testDelivery() }),
    ).resolves.toEqual({
      accepted: false,
      reportId: null,
      reason: 'The crash app page could not be reached; reload it.',
    });
    await expect(
      sendRuntimeMessage(fromBackground(chromeWorker), referenceChanged, {
        codeLists: true,
        formConfigurations: false,
      }),
    ).resolves.toEqual({ told: false });
  });
});

describe('the app-bridge passing on reference changes', () => {
  it('tells the page that code lists or forms changed on the server', async () => {
    start();
    await expect(
      sendRuntimeMessage(fromBackground(chromeWorker), referenceChanged, {
        codeLists: true,
        formConfigurations: false,
      }),
    ).resolves.toEqual({ told: true });
    await vi.waitFor(() => expect(page.changes).toEqual([{ codeLists: true, formConfigurations: false }]), {
      interval: 5,
    });
    // Posted to the app's origin only: a page navigated elsewhere meanwhile does not hear of it.
    expect(targetOrigins).toEqual([origin]);
  });
});
