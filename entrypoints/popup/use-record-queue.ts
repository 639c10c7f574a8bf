import { useCallback, useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { QueuedRecord } from '../../lib/bridge/record-queue/queued-record';
import { clipboardWrite, queueDiscard, queueList, queueSend } from '../../lib/bridge/messages/runtime-messages';
import { sendRuntimeMessage } from '../../lib/bridge/messages/send-message';

export type QueueState =
  | { status: 'loading' }
  | { status: 'ready'; entries: QueuedRecord[]; heldForOthers: number }
  | { status: 'unavailable' };

/**
 * The signed-in user's captured records waiting for a report, and how many wait for others, as
 * the background holds them; the popup never reads the queue itself.
 */
export function useRecordQueue() {
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  const [message, setMessage] = useState<string | null>(null);

  const reload = useCallback(() => {
    sendRuntimeMessage(browser.runtime, queueList, {}).then(
      ({ entries, heldForOthers }) => setState({ status: 'ready', entries, heldForOthers }),
      () => setState({ status: 'unavailable' }),
    );
  }, []);
  useEffect(reload, [reload]);

  const sendAgain = () => {
    setMessage(null);
    sendRuntimeMessage(browser.runtime, queueSend, {})
      .then(({ delivered, waiting }) =>
        setMessage(
          waiting === 0
            ? `${delivered} sent to the open report.`
            : `${delivered} sent; ${waiting} still waiting. Open a report in the crash app, then send again.`,
        ),
      )
      .catch(() => setMessage('The records could not be sent. Close and reopen this window.'))
      .finally(reload);
  };

  const discard = (id: string) => {
    setMessage(null);
    sendRuntimeMessage(browser.runtime, queueDiscard, { id })
      .then(({ discarded }) => setMessage(discarded ? 'Record discarded.' : 'That record had already left the queue.'))
      .catch(() => setMessage('The record could not be discarded. Close and reopen this window.'))
      .finally(reload);
  };

  /** Copies a record's identifying line (to paste into the RMS) through the background's relay. */
  const copy = (text: string) => {
    setMessage(null);
    sendRuntimeMessage(browser.runtime, clipboardWrite, { text })
      .then(({ copied, reason }) => setMessage(copied ? `Copied: ${text}` : `Not copied: ${reason ?? 'try again.'}`))
      .catch(() => setMessage('The text could not be copied. Close and reopen this window.'));
  };

  return { state, message, sendAgain, discard, copy };
}
