import { create } from 'zustand';
import { CLIPBOARD_GIVE_UP_MS, CLIPBOARD_RETRY_MS, retryUntilDone } from '../../lib/clipboard/retry-until-done';

/**
 * Copying from a child window goes through the main window: this module runs in the
 * main window even when a child's content calls it (the content is rendered from here), so the
 * write is the main window's clipboard. The browser refuses it while the main window lacks the
 * focus ("Document is not focused"), so it is retried every 100 ms until the officer comes back
 * to the main window, and given up after 10 s with a message, so a copy never fails silently.
 */

export type CopyResult = { copied: true } | { copied: false; superseded: boolean; message: string };

type Tone = 'waiting' | 'ok' | 'error';

/** What the main window says about the last copy (shown in its ribbon). */
export const useClipboardStatus = create<{ tone: Tone | null; message: string }>(() => ({ tone: null, message: '' }));

export const WAITING_MESSAGE = 'Switch to the main report window to finish copying.';
/** How long "Copied." stays in the main window's ribbon. */
const COPIED_SHOWN_MS = 6000;

let pending: AbortController | null = null;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function say(tone: Tone | null, message: string) {
  clearTimeout(clearTimer);
  useClipboardStatus.setState({ tone, message });
  if (tone === 'ok')
    clearTimer = setTimeout(() => useClipboardStatus.setState({ tone: null, message: '' }), COPIED_SHOWN_MS);
}

function failureMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  const seconds = CLIPBOARD_GIVE_UP_MS / 1000;
  if (name === 'NotAllowedError' && /focus/i.test((error as DOMException).message)) {
    return `Not copied: the main report window did not get the focus within ${seconds} seconds. Click Copy again, then switch to the main window.`;
  }
  return `Not copied: the browser refused to copy${error instanceof Error && error.message ? ` (${error.message})` : ''}. Select the text and copy it by hand.`;
}

/**
 * Copies `text` through the main window. `onWaiting` is told once when the write is refused
 * and being retried (so the child can say to switch windows). A newer copy replaces a waiting one.
 */
export async function copyToClipboard(text: string, options: { onWaiting?: () => void } = {}): Promise<CopyResult> {
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  // This module's navigator is the main window's, whichever window's content calls it.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) {
    const message = 'Not copied: this browser does not let the app copy here. Select the text and copy it by hand.';
    say('error', message);
    return { copied: false, superseded: false, message };
  }
  const outcome = await retryUntilDone(() => clipboard.writeText(text), {
    everyMs: CLIPBOARD_RETRY_MS,
    giveUpAfterMs: CLIPBOARD_GIVE_UP_MS,
    signal: controller.signal,
    onFailure: (_error, attempt) => {
      if (attempt !== 1) return;
      say('waiting', WAITING_MESSAGE);
      options.onWaiting?.();
    },
  });
  if (pending === controller) pending = null;
  if (outcome.done) {
    say('ok', 'Copied.');
    return { copied: true };
  }
  if (outcome.reason === 'aborted') return { copied: false, superseded: true, message: '' };
  const message = failureMessage(outcome.lastError);
  say('error', message);
  return { copied: false, superseded: false, message };
}
