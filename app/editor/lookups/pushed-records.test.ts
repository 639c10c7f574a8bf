import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE_SECRET_ATTRIBUTE, type SecretDocument } from '../../../lib/bridge/bridge-secret';
import { testDelivery, testSecret } from '../../../lib/bridge/record-delivery.fixture';
import {
  acceptCrashRecordAck,
  crashRecordMessage,
  type PostingWindow,
  type RecordDeliveryAnswer,
} from '../../../lib/bridge/window-messages';
import { NO_REPORT_IN_TAB } from '../../../lib/records/pushed-records';
import { useEditor, type EditorState } from '../session/editor-store';
import { listenForPushedRecords, usePushedRecords } from './pushed-records';

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

const openReport = (id: number, saveState: EditorState['saveState'] = 'saved', message = '') =>
  useEditor.setState({ report: { id } as EditorState['report'], saveState, message });

afterEach(() => {
  useEditor.setState({ report: null, saveState: 'saved', message: '' });
  usePushedRecords.setState({ records: [], unseen: 0 });
});

describe('listenForPushedRecords', () => {
  const { win, deliver, answers, attributes, listeners } = appWindow();
  const stop = listenForPushedRecords(win);

  it('takes the secret off the page once', () => {
    expect(attributes.has(BRIDGE_SECRET_ATTRIBUTE)).toBe(false);
  });

  it('adds a record for the open report, once per delivery, counted as unseen, and acknowledges it', () => {
    openReport(12);
    deliver(crashRecordMessage(testSecret, testDelivery('d1')));
    deliver(crashRecordMessage(testSecret, testDelivery('d1')));
    expect(answers.splice(0)).toEqual([
      { accepted: true, reportId: 12 },
      { accepted: true, reportId: 12 },
    ]);
    expect(usePushedRecords.getState().records.map((e) => [e.deliveryId, e.reportId])).toEqual([['d1', 12]]);
    expect(usePushedRecords.getState().unseen).toBe(1);
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
    expect(usePushedRecords.getState().records).toEqual([]);
  });

  it('ignores what does not come from its own content script, without answering', () => {
    openReport(12);
    deliver(crashRecordMessage(testSecret, testDelivery('d4')), {});
    deliver(crashRecordMessage('cd'.repeat(32), testDelivery('d5')));
    deliver({ channel: 'crash-app', type: 'crash.record', delivery: testDelivery('d6') });
    expect(answers).toEqual([]);
    expect(usePushedRecords.getState().records).toEqual([]);
  });

  it('stops on teardown', () => {
    stop();
    expect(listeners.size).toBe(0);
  });
});
