import '../lib/zod-without-eval';
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { toSignedInUser } from '../lib/bridge/session/app-session';
import { resolveAppUrl } from '../lib/bridge/session/app-url';
import type { SenderEnv } from '../lib/bridge/messages/contexts';
import { crashAppEntryUrl } from '../lib/bridge/session/crash-app-entry';
import { ensureSyncAlarm, SYNC_ALARM } from '../lib/bridge/periodic-sync';
import { createQueueDelivery } from '../lib/bridge/record-queue/queue-delivery';
import { fetchReferenceVersions, syncReferenceFreshness } from '../lib/bridge/reference-freshness';
import { queueRoutes } from '../lib/bridge/record-queue/queue-routes';
import { answerWhenReady } from '../lib/bridge/messages/ready-listener';
import { createRecordQueue } from '../lib/bridge/record-queue/record-queue';
import { appTabs, openReportId } from '../lib/bridge/record-queue/report-tab';
import { grantedRmsOrigins, syncRmsScript } from '../lib/bridge/rms-origins/rms-origins-store';
import {
  appOpen,
  clipboardAttempt,
  referenceChanged,
  sessionGet,
  sessionSet,
} from '../lib/bridge/messages/runtime-messages';
import { createRuntimeListener, listenRuntimeMessages, route } from '../lib/bridge/messages/runtime-router';
import { sendRuntimeMessage } from '../lib/bridge/messages/send-message';
import { createSessionStore } from '../lib/bridge/session/extension-session-store';
import { storageKeys } from '../lib/bridge/extension-storage-keys';
import { createOffscreenOpener, OFFSCREEN_CLIPBOARD_PATH } from '../lib/clipboard/clipboard-relay';
import { clipboardWriteRoute } from '../lib/clipboard/clipboard-routes';

/**
 * The background owns the web-app session and the queue of captured records: content scripts
 * and the popup ask it. Every listener is registered synchronously so the event that wakes the
 * worker is not missed; the worker's lifetime is the listeners', so no teardown is needed.
 */
export default defineBackground(() => {
  const appUrl = resolveAppUrl(import.meta.env.CRASH_APP_URL);
  const sessions = createSessionStore(browser.storage.session);
  const queue = createRecordQueue(browser.storage.local);
  const signedInUser = async () => (await sessions.read())?.userName ?? null;
  // Top frame only: the app-bridge runs in the app's page, never in its frames.
  const appTab = (tabId: number) => ({
    sendMessage: (message: unknown) => browser.tabs.sendMessage(tabId, message, { frameId: 0 }),
  });
  const delivery = createQueueDelivery(
    queue,
    {
      // The app's host permission lets the background read these tabs' addresses.
      queryTabs: () => browser.tabs.query({ url: appUrl.matchPattern }),
      tab: appTab,
      signedInUser,
    },
    appUrl.origin,
  );
  const deliver = () => void delivery.deliverAll().catch(() => undefined);

  // Records are accepted only from the RMS origins enabled and granted; read before judging.
  const env: SenderEnv = {
    extensionId: browser.runtime.id,
    popupUrl: browser.runtime.getURL('/popup.html'),
    appOrigin: appUrl.origin,
    rmsOrigins: [],
  };
  async function refreshRmsOrigins() {
    env.rmsOrigins = await grantedRmsOrigins(browser.storage.local, browser.permissions);
    await syncRmsScript(browser.scripting, env.rmsOrigins);
  }
  // A failed read leaves no RMS origin enabled: records are refused rather than taken from anywhere.
  const originsRead = refreshRmsOrigins().catch(() => undefined);
  const refresh = () => void refreshRmsOrigins().catch(() => undefined);

  // Chromium's worker has no DOM: each attempt goes to the offscreen document. Firefox's background page writes itself.
  const offscreen = browser.offscreen;
  const openOffscreen = offscreen && createOffscreenOpener(offscreen, browser.runtime.getURL(OFFSCREEN_CLIPBOARD_PATH));
  const copyOnce = async (text: string) => {
    if (!openOffscreen) return navigator.clipboard.writeText(text);
    await openOffscreen();
    await sendRuntimeMessage(browser.runtime, clipboardAttempt, { text });
  };

  const routes = [
    clipboardWriteRoute(copyOnce),
    route(sessionSet, async ({ session }) => {
      const signedIn = (await sessions.write(session)) !== null;
      // The user signing in receives what they captured and left held when they signed out.
      if (signedIn) deliver();
      return { signedIn };
    }),
    route(sessionGet, async () => ({ user: toSignedInUser(await sessions.read()) })),
    route(appOpen, async () => {
      const entry = await crashAppEntryUrl(appUrl, await sessions.read());
      await browser.tabs.create({ url: entry.url });
      return entry.signedIn ? { signedIn: true } : { signedIn: false, reason: entry.reason };
    }),
    ...queueRoutes(queue, delivery, signedInUser),
  ];
  const listener = createRuntimeListener('background', env, routes);
  listenRuntimeMessages(
    browser.runtime.onMessage,
    answerWhenReady(
      routes.map((r) => r.definition.type),
      originsRead,
      listener,
    ),
  );

  // Code list and form freshness: the app's tabs bring their copies up to date when the server's moved.
  const syncReference = () =>
    void syncReferenceFreshness(browser.storage.local, () => fetchReferenceVersions(appUrl.origin), {
      queryTabs: () => browser.tabs.query({ url: appUrl.matchPattern }).then((tabs) => appTabs(tabs, appUrl.origin)),
      tell: (tabId, change) => sendRuntimeMessage(appTab(tabId), referenceChanged, change),
    }).catch(() => undefined);

  browser.alarms.onAlarm.addListener(({ name }) => {
    if (name !== SYNC_ALARM) return;
    deliver();
    syncReference();
  });
  ensureSyncAlarm(browser.alarms).catch(() => undefined);

  // A report opening (or the app navigating to one) receives what waits at once, not at the next minute.
  browser.tabs.onUpdated.addListener((_tabId, change, tab) => {
    const arrived = change.status === 'complete' || change.url !== undefined;
    if (arrived && openReportId(tab, appUrl.origin) !== null) deliver();
  });

  // Options changed the origins, or the officer granted or withdrew a host permission.
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && storageKeys.rmsOrigins.key in changes) refresh();
  });
  browser.permissions.onAdded.addListener(refresh);
  browser.permissions.onRemoved.addListener(refresh);
});
