import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { resolveAppUrl } from '../lib/bridge/app-url';
import { sessionSet } from '../lib/bridge/runtime-messages';
import { sendRuntimeMessage } from '../lib/bridge/send-message';
import { listenForAppWindowMessages } from '../lib/bridge/window-messages';

/**
 * On the web app's pages: relays the session the app announces to the background. The match
 * pattern cannot hold a port, so this also runs on other localhost ports; the background refuses
 * those by origin.
 */
export default defineContentScript({
  matches: [resolveAppUrl(import.meta.env.CRASH_APP_URL).matchPattern],
  // Listen before the app's own scripts run, or the announcement made on load is missed.
  runAt: 'document_start',
  main(ctx) {
    const stop = listenForAppWindowMessages(window, (message) => {
      // A refusal or a missing background is not the page's business; the app announces again
      // on its next sign-in, reload or renewal.
      sendRuntimeMessage(browser.runtime, sessionSet, { session: message.session }).catch(() => undefined);
    });
    ctx.onInvalidated(stop);
  },
});
