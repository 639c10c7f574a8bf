import '../../lib/zod-without-eval';
import { browser } from 'wxt/browser';
import { resolveAppUrl } from '../../lib/bridge/session/app-url';
import { createRuntimeListener, listenRuntimeMessages } from '../../lib/bridge/messages/runtime-router';
import { clipboardAttemptRoute } from '../../lib/clipboard/clipboard-routes';

/**
 * The hidden document the background opens to write to the clipboard (a service worker has no
 * DOM). It takes one attempt per message from the background only; the background retries.
 */
function main() {
  const extensionRoot = browser.runtime.getURL('/');
  const listener = createRuntimeListener(
    'offscreen',
    {
      extensionId: browser.runtime.id,
      popupUrl: browser.runtime.getURL('/popup.html'),
      appOrigin: resolveAppUrl(import.meta.env.CRASH_APP_URL).origin,
      backgroundUrls: [new URL('background.js', extensionRoot).href],
    },
    [clipboardAttemptRoute(document)],
  );
  listenRuntimeMessages(browser.runtime.onMessage, listener);
}

main();
