import { create } from 'zustand';
import type { SecretDocument } from '../../../lib/bridge/bridge-secret';
import { crashRecordAckMessage, listenForCrashRecords, type PostingWindow } from '../../../lib/bridge/window-messages';
import { addPushedRecord, decidePushedRecord, type PushedRecord } from '../../../lib/records/pushed-records';
import { childWindowKey, useChildWindows } from '../../child-windows/child-window-registry';
import { extensionChannelSecret } from '../../session/extension-channel';
import { useEditor } from '../session/editor-store';

/** Records the extension pushed into reports open in this tab, and how many arrived unseen. */
export const usePushedRecords = create<{ records: readonly PushedRecord[]; unseen: number }>(() => ({
  records: [],
  unseen: 0,
}));

/** The records window was looked at: the arrivals are seen. */
export function markPushedRecordsSeen() {
  usePushedRecords.setState({ unseen: 0 });
}

export const isRecordsWindowOpen = (reportId: number) =>
  useChildWindows.getState().windows.some((w) => w.key === childWindowKey(reportId, 'records'));

/**
 * Listens for records from the extension's app-bridge while the editor is open: the report open
 * in this tab takes one when it may be edited (shown live in its records window, or counted for
 * the arrival notice), and every delivery is answered, with the reason when refused. Returns the
 * teardown; without a handshake nothing is listened to.
 */
export function listenForPushedRecords(win: PostingWindow & { document: SecretDocument } = window): () => void {
  const key = extensionChannelSecret(win.document);
  if (!key) return () => undefined;
  return listenForCrashRecords(win, key, (delivery) => {
    const { report, saveState, message } = useEditor.getState();
    const answer = decidePushedRecord({
      reportId: report?.id ?? null,
      readOnly: saveState === 'readOnly',
      readOnlyReason: message,
    });
    if (answer.accepted && report) {
      const { records, unseen } = usePushedRecords.getState();
      const next = addPushedRecord(records, {
        deliveryId: delivery.id,
        reportId: report.id,
        record: delivery.record,
        pageUrl: delivery.pageUrl,
        capturedAt: delivery.capturedAt,
      });
      if (next !== records)
        usePushedRecords.setState({ records: next, unseen: isRecordsWindowOpen(report.id) ? unseen : unseen + 1 });
    }
    win.postMessage(crashRecordAckMessage(key, delivery.id, answer), win.location.origin);
  });
}
