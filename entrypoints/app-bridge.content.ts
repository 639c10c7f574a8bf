import '../lib/zod-without-eval';
import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { resolveAppUrl } from '../lib/bridge/session/app-url';
import { handOverBridgeSecret } from '../lib/bridge/messages/bridge-secret';
import { createRecordForwarder } from '../lib/bridge/record-queue/record-forwarder';
import { recordDeliver, referenceChanged, sessionSet } from '../lib/bridge/messages/runtime-messages';
import { createRuntimeListener, listenRuntimeMessages, route } from '../lib/bridge/messages/runtime-router';
import { sendRuntimeMessage } from '../lib/bridge/messages/send-message';
import { listenForAppWindowMessages, referenceChangedMessage } from '../lib/bridge/messages/window-messages';

/**
 * On the web app's pages: relays the session the app announces to the background, and the
 * records the background delivers to the page (answering with the page's acknowledgement). The
 * match pattern cannot hold a port, so this also runs on other localhost ports; the background
 * refuses those by origin and delivers only to tabs of the app's origin.
 */
export default defineContentScript({
  matches: [resolveAppUrl(import.meta.env.CRASH_APP_URL).matchPattern],
  // Before the app's own scripts run: the announcement made on load is not missed, and the
  // channel's secret is on the page before anything else could read it (see bridge-secret.ts).
  runAt: 'document_start',
  main(ctx) {
    const stopSession = listenForAppWindowMessages(window, (message) => {
      // A refusal or a missing background is not the page's business; the app announces again
      // on its next sign-in, reload or renewal.
      sendRuntimeMessage(browser.runtime, sessionSet, { session: message.session }).catch(() => undefined);
    });

    const secret = handOverBridgeSecret(document);
    const forwarder = secret ? createRecordForwarder(window, secret) : undefined;
    const extensionRoot = browser.runtime.getURL('/');
    const listener = createRuntimeListener(
      'app-bridge',
      {
        extensionId: browser.runtime.id,
        popupUrl: browser.runtime.getURL('/popup.html'),
        appOrigin: resolveAppUrl(import.meta.env.CRASH_APP_URL).origin,
        // What Firefox names the background (Chrome's worker sends none): its script, its page.
        backgroundUrls: [
          new URL('background.js', extensionRoot).href,
          new URL('_generated_background_page.html', extensionRoot).href,
        ],
      },
      [
        route(recordDeliver, async ({ delivery }) =>
          forwarder
            ? forwarder.deliver(delivery)
            : { accepted: false, reportId: null, reason: 'The crash app page could not be reached; reload it.' },
        ),
        route(referenceChanged, async (change) => {
          if (secret) window.postMessage(referenceChangedMessage(secret, change), window.location.origin);
          return { told: secret !== undefined };
        }),
      ],
    );
    const stopRuntime = listenRuntimeMessages(browser.runtime.onMessage, listener);

    ctx.onInvalidated(() => {
      stopSession();
      stopRuntime();
      forwarder?.stop();
    });
  },
});
