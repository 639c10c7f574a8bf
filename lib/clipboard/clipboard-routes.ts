import { clipboardAttempt, clipboardWrite } from '../bridge/messages/runtime-messages';
import { route, type RuntimeRoute } from '../bridge/messages/runtime-router';
import { copyWithRetries, writeClipboardOnce } from './clipboard-relay';

/** The background's answer to a copy: one write attempt every 100 ms until the browser takes it. */
export function clipboardWriteRoute(copyOnce: (text: string) => Promise<unknown>): RuntimeRoute {
  return route(clipboardWrite, ({ text }) => copyWithRetries(() => copyOnce(text)));
}

/** The offscreen document's answer: one attempt with its own DOM; a refusal goes back as an error. */
export function clipboardAttemptRoute(doc: Document): RuntimeRoute {
  return route(clipboardAttempt, async ({ text }) => {
    await writeClipboardOnce(doc, text);
    return { copied: true as const };
  });
}
