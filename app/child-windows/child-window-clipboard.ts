import { CLIPBOARD_RETRY_MS, retryUntilDone } from '../../lib/clipboard/retry-until-done';
import type { ClipboardState, ClipboardStore } from './child-window-store';

/**
 * Copying from a child window goes through the main window: this module runs in the
 * main window even when a child's content calls it (the content is rendered from here), so the
 * write is the main window's clipboard. The browser refuses it while the main window lacks the
 * focus ("Document is not focused"), so it is retried every 100 ms until it lands, however long
 * the officer takes to come back to the main window; meanwhile both windows say what to do, so
 * a copy never fails silently. Only a newer copy ends a waiting one.
 */

export type CopyResult = { copied: true } | { copied: false; superseded: boolean; message: string };

export const WAITING_MESSAGE = 'Switch to the main report window to finish copying.';
/** How long "Copied." stays in the main window's ribbon. */
const COPIED_SHOWN_MS = 6000;

/** Refused because the main window lacks the focus: the officer only has to switch back. */
function isFocusRefusal(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotAllowedError' && /focus/i.test(error.message);
}

/** What to do while a write is refused for another reason (a permission, a policy). */
export function refusedMessage(error: unknown): string {
  const why = error instanceof Error && error.message ? ` (${error.message})` : '';
  return `Not copied yet: the browser refuses to copy${why}. It is tried again until it copies; or select the text and copy it by hand.`;
}

function say(clipboard: ClipboardStore, tone: ClipboardState['tone'], message: string) {
  clearTimeout(clipboard.getState().clearing);
  clipboard.setState({ tone, message });
  const clearing =
    tone === 'ok' ? setTimeout(() => clipboard.setState({ tone: null, message: '' }), COPIED_SHOWN_MS) : undefined;
  clipboard.setState({ clearing });
}

/**
 * Copies `text` through the main window. `onWaiting` is told what to do when the write is
 * refused and being retried (so the child can say to switch windows), again only when that
 * changes. A newer copy replaces a waiting one. `main` is the root's (useChildWindows().clipboard).
 */
export async function copyToClipboard(
  main: ClipboardStore,
  text: string,
  options: { onWaiting?: (message: string) => void } = {},
): Promise<CopyResult> {
  main.getState().trying?.abort();
  const controller = new AbortController();
  main.setState({ trying: controller });
  // This module's navigator is the main window's, whichever window's content calls it.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) {
    const message = 'Not copied: this browser does not let the app copy here. Select the text and copy it by hand.';
    say(main, 'error', message);
    return { copied: false, superseded: false, message };
  }
  let said = '';
  const outcome = await retryUntilDone(() => clipboard.writeText(text), {
    everyMs: CLIPBOARD_RETRY_MS,
    signal: controller.signal,
    onFailure: (error) => {
      const message = isFocusRefusal(error) ? WAITING_MESSAGE : refusedMessage(error);
      if (message === said) return;
      said = message;
      say(main, 'waiting', message);
      options.onWaiting?.(message);
    },
  });
  if (main.getState().trying === controller) main.setState({ trying: null });
  if (outcome.done) {
    say(main, 'ok', 'Copied.');
    return { copied: true };
  }
  return { copied: false, superseded: true, message: '' };
}
