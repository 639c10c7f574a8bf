import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { toSignedInUser } from '../lib/bridge/app-session';
import { resolveAppUrl } from '../lib/bridge/app-url';
import { crashAppEntryUrl } from '../lib/bridge/crash-app-entry';
import { appOpen, sessionGet, sessionSet } from '../lib/bridge/runtime-messages';
import { createRuntimeListener, listenRuntimeMessages, route } from '../lib/bridge/runtime-router';
import { createSessionStore } from '../lib/bridge/session-store';

/** The background owns the web-app session: content scripts hand it over, the popup asks for it. */
export default defineBackground(() => {
  const appUrl = resolveAppUrl(import.meta.env.CRASH_APP_URL);
  const sessions = createSessionStore(browser.storage.session);

  const listener = createRuntimeListener(
    'background',
    { extensionId: browser.runtime.id, popupUrl: browser.runtime.getURL('/popup.html'), appOrigin: appUrl.origin },
    [
      route(sessionSet, async ({ session }) => ({ signedIn: (await sessions.write(session)) !== null })),
      route(sessionGet, async () => ({ user: toSignedInUser(await sessions.read()) })),
      route(appOpen, async () => {
        const url = await crashAppEntryUrl(appUrl, await sessions.read());
        await browser.tabs.create({ url });
        return { url };
      }),
    ],
  );
  // Registered synchronously so a message that wakes the worker is not missed; the worker's
  // lifetime is the listener's, so the teardown is not needed here.
  listenRuntimeMessages(browser.runtime.onMessage, listener);
});
