import { heldRecordsFor } from './held-records';
import type { RecordQueue } from './record-queue';
import { reportTabs, type TabLike } from './report-tab';
import { recordDeliver } from '../messages/runtime-messages';
import { sendRuntimeMessage, type RuntimeMessenger } from '../messages/send-message';

/** What delivering needs from the browser: the tabs, and a way to message one of them. */
export interface DeliveryPorts {
  queryTabs(): Promise<TabLike[]>;
  tab(tabId: number): RuntimeMessenger;
  /** The user name signed in to the web app, as the background holds the session; null when nobody. */
  signedInUser(): Promise<string | null>;
}

/** What a run did for the signed-in user: records of others are neither sent nor counted. */
export interface DeliveryOutcome {
  delivered: number;
  waiting: number;
}

export const NO_REPORT_OPEN = 'No report is open in the crash app. Open one to receive this record.';
export const REPORT_DID_NOT_ANSWER = 'The crash app tab did not answer. Reload the report to receive this record.';

/**
 * Delivers the signed-in user's held records, oldest first, to the web-app tab holding an open
 * report; other users' wait untouched (no attempt counted against them), and nothing goes while
 * nobody is signed in. An entry leaves the queue only when the report accepted it; a refusal is
 * noted on the entry and the next entry is tried; a tab that does not answer ends the run (the
 * rest waits for the next one). Runs never overlap: a capture arriving during the minute's sync
 * must not send a record twice.
 */
export function createQueueDelivery(queue: RecordQueue, ports: DeliveryPorts, appOrigin: string) {
  let running: Promise<DeliveryOutcome> | null = null;
  let next: Promise<DeliveryOutcome> | null = null;

  async function runOnce(): Promise<DeliveryOutcome> {
    const user = await ports.signedInUser();
    const entries = heldRecordsFor(await queue.list(), user).mine;
    if (!entries.length) return { delivered: 0, waiting: 0 };
    const [tab] = reportTabs(await ports.queryTabs(), appOrigin);
    if (!tab) {
      for (const entry of entries) await queue.noteFailure(entry.id, NO_REPORT_OPEN);
      return { delivered: 0, waiting: entries.length };
    }
    let delivered = 0;
    for (const { attempts: _attempts, lastError: _lastError, capturedBy: _capturedBy, ...delivery } of entries) {
      let answer;
      try {
        answer = await sendRuntimeMessage(ports.tab(tab.id), recordDeliver, { delivery });
      } catch {
        await queue.noteFailure(delivery.id, REPORT_DID_NOT_ANSWER);
        break;
      }
      if (answer.accepted) {
        await queue.remove(delivery.id);
        delivered += 1;
      } else {
        await queue.noteFailure(delivery.id, answer.reason ?? 'The open report did not take this record.');
      }
    }
    return { delivered, waiting: heldRecordsFor(await queue.list(), user).mine.length };
  }

  /** Tries the whole queue now; calls during a run share one more run after it, so a new capture is not skipped. */
  function deliverAll(): Promise<DeliveryOutcome> {
    if (!running) {
      running = runOnce().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running.then(
      () => {
        next = null;
        return deliverAll();
      },
      () => {
        next = null;
        return deliverAll();
      },
    );
    return next;
  }

  return { deliverAll };
}

export type QueueDelivery = ReturnType<typeof createQueueDelivery>;
