import { createStore } from 'zustand/vanilla';
import {
  crashRecordAckMessage,
  listenForCrashRecords,
  type PostingWindow,
} from '../../../lib/bridge/messages/window-messages';
import {
  addPushedRecord,
  decidePushedRecord,
  NOT_KEPT_ON_DEVICE,
  type PushedRecord,
  type PushedRecordAnswer,
} from '../../../lib/records/in-report/pushed-records';
import { childWindowKey } from '../../child-windows/child-window-registry';
import type { ChildWindowsStore } from '../../child-windows/child-window-store';
import type { OpenLocalDb } from '../../local-db/open-local-db';
import type { KeptPushedRecord } from '../../local-db/local-records';
import type { EditorState } from '../open-report/editor-store';

/** A record shown in the records window; `applied` once the officer applied it (it is then no longer kept). */
export type ShownPushedRecord = PushedRecord & { applied?: boolean };

/** Records the extension pushed into reports open in this tab, and how many arrived unseen. */
export interface PushedRecordsState {
  records: readonly ShownPushedRecord[];
  unseen: number;
}

/**
 * Where taken records are kept until applied or dismissed: this device's database. The
 * extension lets go of a record once the report took it, so this copy is the only one.
 */
export interface PushedRecordKeeper {
  put(row: KeptPushedRecord): Promise<unknown>;
  delete(deliveryId: string): Promise<void>;
  listFor(userId: number, reportId: number): Promise<KeptPushedRecord[]>;
}

export const deviceKeeper = (localDb: OpenLocalDb): PushedRecordKeeper => ({
  put: async (row) => (await localDb()).pushedRecords.put(row),
  delete: async (deliveryId) => (await localDb()).pushedRecords.delete(deliveryId),
  listFor: async (userId, reportId) => (await localDb()).pushedRecordsOf(userId, reportId),
});

/**
 * The records the extension pushed into the open reports of this tab, kept by `keeper` until
 * applied or dismissed, for the officer `signedInUserId` names (null: none signed in). Made with
 * the editor's open report (app/editor/editor-parts.ts); `childWindows` are the page's, which say
 * whether the records window shows them.
 */
export function createPushedRecords(
  signedInUserId: () => number | null,
  childWindows: ChildWindowsStore,
  keeper: PushedRecordKeeper,
) {
  const store = createStore<PushedRecordsState>()(() => ({ records: [], unseen: 0 }));
  const isRecordsWindowOpen = (reportId: number) =>
    childWindows.getState().windows.some((w) => w.key === childWindowKey(reportId, 'records'));

  /** Adds records to the list (each delivery once), counting them unseen unless the records window shows them. */
  function show(entries: readonly PushedRecord[], reportId: number) {
    const { records, unseen } = store.getState();
    const next = entries.reduce(addPushedRecord, records);
    const added = next.length - records.length;
    if (added > 0) store.setState({ records: next, unseen: isRecordsWindowOpen(reportId) ? unseen : unseen + added });
  }

  /**
   * Listens for records from the extension's app-bridge while the editor is open: the report open
   * in this tab takes one when it may be edited (shown live in its records window, or counted for
   * the arrival notice), and every delivery is answered, with the reason when refused. A record is
   * taken only once it is kept on this device: if it cannot be, the answer refuses and the
   * extension keeps it queued, so it is never lost between the two. `key` is the channel's secret
   * (app/startup-params.ts); `open` is the open report's store. Returns the teardown; without a
   * handshake nothing is listened to.
   */
  function listen(
    open: { getState(): Pick<EditorState, 'report' | 'saveState' | 'message'> },
    key: string | undefined,
    win: PostingWindow = window,
  ): () => void {
    if (!key) return () => undefined;
    const answer = (id: string, reply: PushedRecordAnswer) =>
      win.postMessage(crashRecordAckMessage(key, id, reply), win.location.origin);
    return listenForCrashRecords(win, key, (delivery) => {
      const { report, saveState, message } = open.getState();
      const userId = signedInUserId();
      const decided = decidePushedRecord({
        reportId: userId === null ? null : (report?.id ?? null),
        readOnly: saveState === 'readOnly',
        readOnlyReason: message,
      });
      if (!decided.accepted || !report || userId === null) return answer(delivery.id, decided);
      const entry: PushedRecord = {
        deliveryId: delivery.id,
        reportId: report.id,
        record: delivery.record,
        pageUrl: delivery.pageUrl,
        capturedAt: delivery.capturedAt,
      };
      if (store.getState().records.some((e) => e.deliveryId === entry.deliveryId)) return answer(delivery.id, decided);
      keeper.put({ ...entry, userId }).then(
        () => {
          show([entry], report.id);
          answer(delivery.id, decided);
        },
        () => answer(delivery.id, { accepted: false, reportId: report.id, reason: NOT_KEPT_ON_DEVICE }),
      );
    });
  }

  /**
   * Offers again what this device kept for the report (records taken before a reload, not yet
   * applied or dismissed), for the officer signed in. A database that cannot be read leaves the
   * list as it is.
   */
  async function restore(reportId: number) {
    const userId = signedInUserId();
    if (userId === null) return;
    const rows = await keeper.listFor(userId, reportId).catch(() => []);
    show(
      rows.map(({ userId: _userId, ...entry }) => entry),
      reportId,
    );
  }

  /** The officer applied a pushed record: it is no longer kept, and shows as applied until the window closes. */
  async function markApplied(deliveryId: string) {
    store.setState(({ records }) => ({
      records: records.map((e) => (e.deliveryId === deliveryId ? { ...e, applied: true } : e)),
    }));
    // A delete that fails offers the record again after a reload: nothing is lost.
    await keeper.delete(deliveryId).catch(() => undefined);
  }

  /** The officer dismissed a pushed record: it leaves the list and this device. */
  async function dismiss(deliveryId: string) {
    store.setState(({ records }) => ({ records: records.filter((e) => e.deliveryId !== deliveryId) }));
    await keeper.delete(deliveryId).catch(() => undefined);
  }

  return {
    store,
    listen,
    restore,
    markApplied,
    dismiss,
    /** The records window was looked at: the arrivals are seen. */
    markSeen: () => store.setState({ unseen: 0 }),
  };
}
export type PushedRecords = ReturnType<typeof createPushedRecords>;
