import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { User } from '../../../lib/api/schemas/user-schemas';
import {
  BRIDGE_SECRET_ATTRIBUTE,
  takeBridgeSecret,
  type SecretDocument,
} from '../../../lib/bridge/messages/bridge-secret';
import { testDelivery, testSecret } from '../../../lib/bridge/record-queue/record-delivery.fixture';
import {
  acceptCrashRecordAck,
  crashRecordMessage,
  type PostingWindow,
  type RecordDeliveryAnswer,
} from '../../../lib/bridge/messages/window-messages';
import { NO_REPORT_IN_TAB, NOT_KEPT_ON_DEVICE } from '../../../lib/records/in-report/pushed-records';
import type { KeptPushedRecord } from '../../local-db/local-records';
import { createSessionStore, type SessionStore } from '../../session/session-store';
import type { EditorState } from '../open-report/editor-store';
import { createChildWindows } from '../../child-windows/child-window-store';
import { createPushedRecords, type PushedRecordKeeper } from './pushed-records-shown';

/** This device's database as the module uses it, in memory; `refuse` makes every write fail. */
function memoryKeeper() {
  const rows = new Map<string, KeptPushedRecord>();
  const state = { refuse: false };
  const keeper: PushedRecordKeeper = {
    put: async (row) => {
      if (state.refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      rows.set(row.deliveryId, row);
    },
    delete: async (id) => void rows.delete(id),
    listFor: async (userId, reportId) =>
      [...rows.values()].filter((r) => r.userId === userId && r.reportId === reportId),
  };
  return { keeper, rows, state };
}

/** Lets the keeper's promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The app's session, made afresh for each test; the records are the signed-in officer's. */
let session: SessionStore;
const signInAs = (id: number) => session.setState({ user: { id } as User });
const signedInUserId = () => session.getState().user?.id ?? null;

const origin = 'http://localhost:8080';

/** The app's window: the content script's secret on the root element, posts delivered to listeners. */
function appWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const attributes = new Map([[BRIDGE_SECRET_ATTRIBUTE, testSecret]]);
  const answers: RecordDeliveryAnswer[] = [];
  const win: PostingWindow & { document: SecretDocument } = {
    location: { origin },
    document: {
      documentElement: {
        getAttribute: (name) => attributes.get(name) ?? null,
        setAttribute: (name, value) => void attributes.set(name, value),
        removeAttribute: (name) => void attributes.delete(name),
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    postMessage: (data) => {
      const ack = acceptCrashRecordAck({ source: win, origin, data }, { window: win, origin }, testSecret);
      if (ack) answers.push(ack.answer);
    },
  };
  const deliver = (data: unknown, source: unknown = win) => {
    for (const listener of [...listeners]) listener({ source, origin, data } as MessageEvent);
  };
  return { win, deliver, answers, attributes, listeners };
}

/** The open report, as the listener reads it. */
const editor = createStore<Pick<EditorState, 'report' | 'saveState' | 'message'>>()(() => ({
  report: null,
  saveState: 'saved',
  message: '',
}));
const openReport = (id: number, saveState: EditorState['saveState'] = 'saved', message = '') =>
  editor.setState({ report: { id } as EditorState['report'], saveState, message });

beforeEach(() => {
  session = createSessionStore();
  signInAs(7);
});
afterEach(() => {
  editor.setState({ report: null, saveState: 'saved', message: '' });
});

describe('listenForPushedRecords', () => {
  const { win, deliver, answers, attributes, listeners } = appWindow();
  const device = memoryKeeper();
  const pushed = createPushedRecords(signedInUserId, createChildWindows().store, device.keeper);
  const stop = pushed.listen(editor, takeBridgeSecret(win.document), win);
  afterEach(() => pushed.store.setState({ records: [], unseen: 0 }));

  it('listens with the secret the page was handed, and without one not at all', () => {
    expect(attributes.has(BRIDGE_SECRET_ATTRIBUTE)).toBe(false);
    const before = listeners.size;
    pushed.listen(editor, undefined, win)();
    expect(listeners.size).toBe(before);
  });

  it('adds a record for the open report, once per delivery, counted as unseen, and acknowledges it once kept', async () => {
    openReport(12);
    deliver(crashRecordMessage(testSecret, testDelivery('d1')));
    // Not acknowledged before it is kept on the device: the extension would let go of it.
    expect(answers).toEqual([]);
    await settled();
    expect(device.rows.get('d1')).toMatchObject({ deliveryId: 'd1', reportId: 12, userId: 7 });
    deliver(crashRecordMessage(testSecret, testDelivery('d1')));
    await settled();
    expect(answers.splice(0)).toEqual([
      { accepted: true, reportId: 12 },
      { accepted: true, reportId: 12 },
    ]);
    expect(pushed.store.getState().records.map((e) => [e.deliveryId, e.reportId])).toEqual([['d1', 12]]);
    expect(pushed.store.getState().unseen).toBe(1);
  });

  it('refuses with the reason when no report is open or it is read-only, and keeps nothing', () => {
    deliver(crashRecordMessage(testSecret, testDelivery('d2')));
    openReport(12, 'readOnly', 'The report is submitted for review.');
    deliver(crashRecordMessage(testSecret, testDelivery('d3')));
    expect(answers.splice(0)).toEqual([
      { accepted: false, reportId: null, reason: NO_REPORT_IN_TAB },
      {
        accepted: false,
        reportId: 12,
        reason: 'Report #12 is read-only (The report is submitted for review); the record was not added to it.',
      },
    ]);
    expect(pushed.store.getState().records).toEqual([]);
  });

  it('refuses a record this device cannot keep, so the extension keeps it queued', async () => {
    openReport(12);
    device.state.refuse = true;
    deliver(crashRecordMessage(testSecret, testDelivery('d7')));
    await settled();
    device.state.refuse = false;
    expect(answers.splice(0)).toEqual([{ accepted: false, reportId: 12, reason: NOT_KEPT_ON_DEVICE }]);
    expect(pushed.store.getState().records).toEqual([]);
  });

  it('ignores what does not come from its own content script, without answering', () => {
    openReport(12);
    deliver(crashRecordMessage(testSecret, testDelivery('d4')), {});
    deliver(crashRecordMessage('cd'.repeat(32), testDelivery('d5')));
    deliver({ channel: 'crash-app', type: 'crash.record', delivery: testDelivery('d6') });
    expect(answers).toEqual([]);
    expect(pushed.store.getState().records).toEqual([]);
  });

  it('stops on teardown', () => {
    stop();
    expect(listeners.size).toBe(0);
  });
});

describe('records kept on this device until applied or dismissed', () => {
  const keep = (deliveryId: string, reportId = 12, userId = 7): KeptPushedRecord => ({
    ...testDelivery(deliveryId),
    deliveryId,
    reportId,
    userId,
  });

  it('offers again after a reload what the report took, for the officer who was signed in', async () => {
    const device = memoryKeeper();
    const pushed = createPushedRecords(signedInUserId, createChildWindows().store, device.keeper);
    for (const row of [keep('a'), keep('b'), keep('c', 13), keep('d', 12, 8)]) await device.keeper.put(row);
    await pushed.restore(12);
    expect(pushed.store.getState().records.map((e) => e.deliveryId)).toEqual(['a', 'b']);
    expect(pushed.store.getState().unseen).toBe(2);
    // Restoring twice (the editor mounting again) shows each once.
    await pushed.restore(12);
    expect(pushed.store.getState().records).toHaveLength(2);
  });

  it('forgets an applied record on the device but shows it as applied; a dismissed one leaves both', async () => {
    const device = memoryKeeper();
    const pushed = createPushedRecords(signedInUserId, createChildWindows().store, device.keeper);
    for (const row of [keep('a'), keep('b')]) await device.keeper.put(row);
    await pushed.restore(12);
    await pushed.markApplied('a');
    await pushed.dismiss('b');
    expect(pushed.store.getState().records.map((e) => [e.deliveryId, e.applied])).toEqual([['a', true]]);
    expect([...device.rows.keys()]).toEqual([]);
    pushed.store.setState({ records: [], unseen: 0 });
    await pushed.restore(12);
    expect(pushed.store.getState().records).toEqual([]);
  });
});
