import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CrashRecord } from '../../records/record-types';
import type { RuntimeSender, SenderEnv } from '../messages/contexts';
import { runtimeEnvelopeSchema } from '../messages/define-message';
import { SIGN_IN_FIRST } from './held-records';
import { createQueueDelivery, NO_REPORT_OPEN, REPORT_DID_NOT_ANSWER, type DeliveryPorts } from './queue-delivery';
import { queueRoutes } from './queue-routes';
import { createRecordQueue } from './record-queue';
import { queueDiscard, queueList, queueSend, recordCaptured, recordDeliver } from '../messages/runtime-messages';
import { createRuntimeListener, type RuntimeListener } from '../messages/runtime-router';
import { BridgeError, sendRuntimeMessage } from '../messages/send-message';
import type { RecordDelivery } from './queued-record';

const env: SenderEnv = {
  extensionId: 'ext',
  popupUrl: 'chrome-extension://ext/popup.html',
  appOrigin: 'http://localhost:8080',
  rmsOrigins: ['https://rms.example.gov'],
};
const rmsFrame: RuntimeSender = { id: 'ext', url: 'https://rms.example.gov/query/result', frameId: 0 };
const popup: RuntimeSender = { id: 'ext', url: env.popupUrl };
const pageUrl = 'https://rms.example.gov/query/result';
const vin = (n: number): CrashRecord => ({ kind: 'vin', id: `vin:${n}`, vin: `1HGCM82633A00435${n}` });

type AppAnswer = { accepted: boolean; reportId: number | null; reason?: string } | 'silent';

/** Who the background believes is signed in to the web app (the session it was handed). */
const signedIn: { user: string | null } = { user: 'officer' };

/** The web app's tabs as the background sees them: each answers recordDeliver as told. */
function appTabs(answer: (delivery: RecordDelivery) => AppAnswer) {
  const received: { tabId: number; delivery: RecordDelivery }[] = [];
  const ports: DeliveryPorts = {
    signedInUser: async () => signedIn.user,
    queryTabs: () => fakeBrowser.tabs.query({}),
    tab: (tabId) => ({
      async sendMessage(message) {
        const { type, payload } = runtimeEnvelopeSchema.parse(message);
        if (type !== recordDeliver.type) throw new Error('unexpected message');
        const { delivery } = recordDeliver.request.parse(payload);
        const reply = answer(delivery);
        if (reply === 'silent') throw new Error('Could not establish connection. Receiving end does not exist.');
        received.push({ tabId, delivery });
        return { ok: true, payload: reply };
      },
    }),
  };
  return { ports, received };
}

function background(answer: (delivery: RecordDelivery) => AppAnswer) {
  const queue = createRecordQueue(fakeBrowser.storage.local);
  const app = appTabs(answer);
  const delivery = createQueueDelivery(queue, app.ports, env.appOrigin);
  const listener = createRuntimeListener('background', env, queueRoutes(queue, delivery, app.ports.signedInUser));
  return { queue, listener, received: app.received, delivery };
}

const from = (sender: RuntimeSender, listener: RuntimeListener) => ({
  sendMessage: (message: unknown) =>
    new Promise<unknown>((resolve) => {
      if (!listener(message, sender, resolve)) resolve(undefined);
    }),
});

const accept = (reportId: number) => (): AppAnswer => ({ accepted: true, reportId });

describe('background: captured records', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    signedIn.user = 'officer';
  });

  it('delivers a capture to the tab holding the open report and keeps nothing queued', async () => {
    const tab = await fakeBrowser.tabs.create({ url: 'http://localhost:8080/reports/42' });
    const bg = background(accept(42));
    await expect(
      sendRuntimeMessage(from(rmsFrame, bg.listener), recordCaptured, { record: vin(1), pageUrl }),
    ).resolves.toEqual({
      status: 'delivered',
    });
    expect(bg.received).toMatchObject([{ tabId: tab.id, delivery: { record: vin(1), pageUrl } }]);
    expect(await bg.queue.list()).toEqual([]);
  });

  it('queues a capture while no report is open, and delivers it, in order, once one opens', async () => {
    await fakeBrowser.tabs.create({ url: 'http://localhost:8080/reports/working' });
    await fakeBrowser.tabs.create({ url: 'http://localhost:9999/reports/7' });
    const bg = background(accept(7));
    for (const n of [1, 2]) {
      await expect(
        sendRuntimeMessage(from(rmsFrame, bg.listener), recordCaptured, { record: vin(n), pageUrl }),
      ).resolves.toEqual({
        status: 'queued',
      });
    }
    expect(await bg.queue.list()).toMatchObject([
      { record: vin(1), lastError: NO_REPORT_OPEN },
      { record: vin(2), lastError: NO_REPORT_OPEN },
    ]);

    await fakeBrowser.tabs.create({ url: 'http://localhost:8080/reports/7' });
    await expect(sendRuntimeMessage(from(popup, bg.listener), queueSend, {})).resolves.toEqual({
      delivered: 2,
      waiting: 0,
    });
    expect(bg.received.map((r) => r.delivery.record.id)).toEqual(['vin:1', 'vin:2']);
  });

  it('keeps a record the report refused or a tab that did not answer, with the reason', async () => {
    await fakeBrowser.tabs.create({ url: 'http://localhost:8080/reports/3' });
    let answer: AppAnswer = { accepted: false, reportId: 3, reason: 'The report is locked by another user.' };
    const bg = background(() => answer);
    await expect(
      sendRuntimeMessage(from(rmsFrame, bg.listener), recordCaptured, { record: vin(1), pageUrl }),
    ).resolves.toEqual({
      status: 'queued',
    });
    expect(await bg.queue.list()).toMatchObject([{ attempts: 1, lastError: 'The report is locked by another user.' }]);

    answer = 'silent';
    await bg.delivery.deliverAll();
    expect(await bg.queue.list()).toMatchObject([{ attempts: 2, lastError: REPORT_DID_NOT_ANSWER }]);
  });

  it('delivers what a stopped worker left queued, from storage, on the next try', async () => {
    const before = background(() => 'silent');
    await sendRuntimeMessage(from(rmsFrame, before.listener), recordCaptured, { record: vin(1), pageUrl });

    await fakeBrowser.tabs.create({ url: 'http://localhost:8080/reports/5' });
    const restarted = background(accept(5));
    await expect(restarted.delivery.deliverAll()).resolves.toEqual({ delivered: 1, waiting: 0 });
    expect(restarted.received).toMatchObject([{ delivery: { record: vin(1) } }]);
  });

  it('refuses a capture when the queue is full, with what to do', async () => {
    const bg = background(accept(1));
    const queue = createRecordQueue(fakeBrowser.storage.local);
    for (let n = 0; n < 50; n++)
      await queue.add({ kind: 'usdot', id: `usdot:${n}`, usdotNumber: `${1000 + n}` }, pageUrl, 'officer');
    await expect(
      sendRuntimeMessage(from(rmsFrame, bg.listener), recordCaptured, { record: vin(1), pageUrl }),
    ).resolves.toEqual({
      status: 'refused',
      reason:
        "50 captured records are waiting for a report. Open a report to receive them, or discard some in the extension's popup.",
    });
  });

  it('refuses captures from the popup, the web app and RMS origins not enabled, queueing nothing', async () => {
    const bg = background(accept(1));
    const senders: RuntimeSender[] = [
      popup,
      { id: 'ext', url: 'http://localhost:8080/reports/1', frameId: 0 },
      { id: 'ext', url: 'https://other-rms.example.gov/', frameId: 0 },
      { id: 'other-extension', url: pageUrl, frameId: 0 },
    ];
    for (const sender of senders) {
      await expect(
        sendRuntimeMessage(from(sender, bg.listener), recordCaptured, { record: vin(1), pageUrl }),
      ).rejects.toThrow(new BridgeError('record/captured: sender refused.'));
    }
    expect(await bg.queue.list()).toEqual([]);
  });

  it('lets the popup, and only the popup, list and discard queued records', async () => {
    const bg = background(() => 'silent');
    await sendRuntimeMessage(from(rmsFrame, bg.listener), recordCaptured, { record: vin(1), pageUrl });
    const { entries } = await sendRuntimeMessage(from(popup, bg.listener), queueList, {});
    expect(entries).toMatchObject([{ record: vin(1), pageUrl }]);
    const id = entries[0]?.id ?? '';

    await expect(sendRuntimeMessage(from(rmsFrame, bg.listener), queueDiscard, { id })).rejects.toThrow(
      'queue/discard: sender refused.',
    );
    await expect(sendRuntimeMessage(from(popup, bg.listener), queueDiscard, { id })).resolves.toEqual({
      discarded: true,
    });
    await expect(sendRuntimeMessage(from(popup, bg.listener), queueList, {})).resolves.toEqual({
      entries: [],
      heldForOthers: 0,
    });
  });

  it('gives a record only to the officer who was signed in when it was captured', async () => {
    await fakeBrowser.tabs.create({ url: 'http://localhost:8080/reports/8' });
    const bg = background(accept(8));
    signedIn.user = 'oofficer';
    const silent = background(() => 'silent');
    await sendRuntimeMessage(from(rmsFrame, silent.listener), recordCaptured, { record: vin(1), pageUrl });

    // The next officer at the car signs in and opens a report: the record is not theirs, nor counted
    // for them, and waits as it was (no failed attempt, no reason naming its officer).
    signedIn.user = 'sofficer';
    const [before] = await bg.queue.list();
    await expect(bg.delivery.deliverAll()).resolves.toEqual({ delivered: 0, waiting: 0 });
    expect(bg.received).toEqual([]);
    expect(await bg.queue.list()).toEqual([before]);
    await expect(sendRuntimeMessage(from(popup, bg.listener), queueList, {})).resolves.toEqual({
      entries: [],
      heldForOthers: 1,
    });
    await expect(sendRuntimeMessage(from(popup, bg.listener), queueDiscard, { id: before!.id })).resolves.toEqual({
      discarded: false,
    });

    signedIn.user = 'oofficer';
    await expect(bg.delivery.deliverAll()).resolves.toEqual({ delivered: 1, waiting: 0 });
    expect(bg.received).toMatchObject([{ delivery: { record: vin(1) } }]);
    // What travels to the page is the delivery alone, not the queue's bookkeeping.
    expect(Object.keys(bg.received[0]!.delivery).sort()).toEqual(['capturedAt', 'id', 'pageUrl', 'record']);
  });

  it('refuses a capture while nobody is signed in, and lists or sends nothing to nobody', async () => {
    await fakeBrowser.tabs.create({ url: 'http://localhost:8080/reports/8' });
    const bg = background(accept(8));
    await sendRuntimeMessage(from(rmsFrame, background(() => 'silent').listener), recordCaptured, {
      record: vin(1),
      pageUrl,
    });
    const held = await bg.queue.list();
    signedIn.user = null;
    await expect(
      sendRuntimeMessage(from(rmsFrame, bg.listener), recordCaptured, { record: vin(2), pageUrl }),
    ).resolves.toEqual({ status: 'refused', reason: SIGN_IN_FIRST });
    await expect(sendRuntimeMessage(from(popup, bg.listener), queueList, {})).resolves.toEqual({
      entries: [],
      heldForOthers: 1,
    });
    await expect(bg.delivery.deliverAll()).resolves.toEqual({ delivered: 0, waiting: 0 });
    expect(bg.received).toEqual([]);
    // Nor is the officer's entry marked with a failed attempt while nobody may receive it.
    expect(await bg.queue.list()).toEqual(held);
    expect(held).toMatchObject([{ record: vin(1), capturedBy: 'officer' }]);
  });

  it('drops entries that belong to no one: queued by an older version, or captured while nobody was signed in', async () => {
    const old = { record: vin(3), pageUrl, capturedAt: '2026-11-01T10:00:00.000Z', attempts: 1, lastError: null };
    await fakeBrowser.storage.local.set({
      recordQueue: [
        { id: 'older', ...old },
        { id: 'nobody', ...old, capturedBy: null },
        { id: 'mine', ...old, capturedBy: 'officer' },
      ],
    });
    const bg = background(accept(8));
    expect((await bg.queue.list()).map((e) => e.id)).toEqual(['mine']);
  });
});
