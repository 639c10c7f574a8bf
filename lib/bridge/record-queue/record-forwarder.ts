import type { RecordDelivery } from './queued-record';
import {
  crashRecordMessage,
  listenForCrashRecordAcks,
  type PostingWindow,
  type RecordDeliveryAnswer,
} from '../messages/window-messages';

/** How long the app-bridge waits for the page to answer a delivery. */
export const PAGE_ANSWER_TIMEOUT_MS = 5_000;

/** The answer when the page stays silent: the background keeps the record for a later try. */
export const PAGE_SILENT: RecordDeliveryAnswer = {
  accepted: false,
  reportId: null,
  reason: 'the page did not answer',
};

/**
 * App-bridge: hands deliveries to the web app page and waits for its answer, matched by the
 * delivery's id; an unanswered delivery ends as not accepted after `timeoutMs`. `stop` ends the
 * listening and answers every delivery still waiting as not accepted.
 */
export function createRecordForwarder(win: PostingWindow, secret: string, timeoutMs = PAGE_ANSWER_TIMEOUT_MS) {
  const waiting = new Map<string, (answer: RecordDeliveryAnswer) => void>();
  const stopListening = listenForCrashRecordAcks(win, secret, ({ id, answer }) => waiting.get(id)?.(answer));

  function deliver(delivery: RecordDelivery): Promise<RecordDeliveryAnswer> {
    // A second delivery of the same id supersedes the first, which is answered as unanswered.
    waiting.get(delivery.id)?.(PAGE_SILENT);
    return new Promise((resolve) => {
      const finish = (answer: RecordDeliveryAnswer) => {
        clearTimeout(timer);
        if (waiting.get(delivery.id) === finish) waiting.delete(delivery.id);
        resolve(answer);
      };
      const timer = setTimeout(() => finish(PAGE_SILENT), timeoutMs);
      waiting.set(delivery.id, finish);
      win.postMessage(crashRecordMessage(secret, delivery), win.location.origin);
    });
  }

  function stop() {
    stopListening();
    for (const finish of [...waiting.values()]) finish(PAGE_SILENT);
  }

  return { deliver, stop };
}
