import { CLIPBOARD_RETRY_MS, retryUntilDone, type RetryOptions } from './retry-until-done';

/**
 * How long the background keeps trying a copy the popup asked for. Unlike the app's copies this
 * one has an end: the popup that waits for the answer closes as soon as it loses the focus, so
 * past a while nobody is there to take the copy or hear that it failed.
 */
export const EXTENSION_COPY_GIVE_UP_MS = 10_000;

/** Where the offscreen document lives in the built extension (entrypoints/offscreen-clipboard). */
export const OFFSCREEN_CLIPBOARD_PATH = '/offscreen-clipboard.html';

/** The part of chrome.offscreen the relay needs (Chromium only). */
export interface OffscreenLike {
  hasDocument?(): Promise<boolean>;
  createDocument(parameters: { url: string; reasons: 'CLIPBOARD'[]; justification: string }): Promise<void>;
}

/**
 * Opens the hidden document once: one offscreen document may exist per extension, and two
 * copies asked for together must not both try to create it.
 */
export function createOffscreenOpener(offscreen: OffscreenLike, url: string) {
  let opening: Promise<void> | null = null;
  async function open() {
    if (await offscreen.hasDocument?.()) return;
    try {
      await offscreen.createDocument({
        url,
        reasons: ['CLIPBOARD'],
        justification: 'Copies report text to the clipboard for the crash report web app.',
      });
    } catch (error) {
      // Created meanwhile by an earlier wake of the worker: that document serves as well.
      if (!(error instanceof Error && /single offscreen/i.test(error.message))) throw error;
    }
  }
  return (): Promise<void> => {
    opening ??= open().finally(() => {
      opening = null;
    });
    return opening;
  };
}

export interface CopyOutcome {
  copied: boolean;
  attempts: number;
  reason?: string;
}

/** Tries the write every 100 ms until it lands or time is up; the reason tells the officer what to do. */
export async function copyWithRetries(
  attempt: () => Promise<unknown>,
  options: Partial<RetryOptions> = {},
): Promise<CopyOutcome> {
  const outcome = await retryUntilDone(attempt, {
    everyMs: CLIPBOARD_RETRY_MS,
    giveUpAfterMs: EXTENSION_COPY_GIVE_UP_MS,
    ...options,
  });
  if (outcome.done) return { copied: true, attempts: outcome.attempts };
  return {
    copied: false,
    attempts: outcome.attempts,
    reason: 'The browser did not let the extension copy. Click in the crash app window and copy again.',
  };
}

/**
 * One clipboard write from an extension document (offscreen, or Firefox's background page):
 * the async clipboard first, then the older copy command, which works in a document without
 * focus where the first is refused.
 */
export async function writeClipboardOnce(doc: Document, text: string): Promise<void> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Refused without focus: the copy command below may still take it.
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  doc.body.append(area);
  area.select();
  try {
    if (!doc.execCommand('copy')) throw new Error('The browser refused the copy.');
  } finally {
    area.remove();
  }
}
