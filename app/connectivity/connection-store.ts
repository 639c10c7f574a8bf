import { create } from 'zustand';
import { healthAnswerSchema } from '../../lib/api/schemas/health-schema';
import { CONNECTION_TEST_MS, CONNECTION_TEST_TIMEOUT_MS } from '../../lib/ui/ui-constants';
import { sharedWhileRunning } from '../../lib/ui/shared-load';

export interface ConnectionState {
  /** The server answered the last connection test (or nothing has said otherwise yet). */
  online: boolean;
  /** Why the app counts itself offline, for the controls that need the server. */
  reason: string;
  /** When the last test ended (ms since the epoch; 0 before the first). */
  testedAt: number;
}

export const NO_NETWORK = 'You are offline: this device has no network connection.';
export const NO_SERVER = 'You are offline: the server cannot be reached on this connection.';

/** The browser's own flag: false is believed, true is tested. */
const browserSaysOnline = () => typeof navigator === 'undefined' || navigator.onLine;

export const useConnection = create<ConnectionState>()(() => ({
  online: browserSaysOnline(),
  reason: browserSaysOnline() ? '' : NO_NETWORK,
  testedAt: 0,
}));

/** Whether the app can reach its server now (outside React). */
export const isOnlineNow = () => useConnection.getState().online;

async function reachesServer(): Promise<boolean> {
  try {
    const response = await fetch('/API/health', {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS),
    });
    return healthAnswerSchema.safeParse(await response.json()).success;
  } catch {
    return false;
  }
}

/**
 * Asks the server's health answer: the browser's online flag alone is not trusted (it is true
 * behind a captive portal or a dead access point), but its offline flag is. Tests asked for while
 * one runs share it.
 */
export const testConnection: () => Promise<boolean> = sharedWhileRunning(async () => {
  const online = browserSaysOnline() && (await reachesServer());
  useConnection.setState({
    online,
    reason: online ? '' : browserSaysOnline() ? NO_SERVER : NO_NETWORK,
    testedAt: Date.now(),
  });
  return online;
});

/** A call could not reach the server: the connection is tested now rather than at the next interval. */
export function callFailedToConnect() {
  void testConnection();
}

/**
 * Tests the connection every CONNECTION_TEST_MS, when the browser says it is back online and when
 * the tab comes back into view; the browser saying it went offline is believed at once. (The first
 * test is one of the app's startup tasks, after its first screen.) Answers the function that stops it.
 */
export function watchConnection(): () => void {
  const wentOffline = () => useConnection.setState({ online: false, reason: NO_NETWORK, testedAt: Date.now() });
  const test = () => void testConnection();
  const visible = () => {
    if (document.visibilityState === 'visible') test();
  };
  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', test);
  document.addEventListener('visibilitychange', visible);
  const timer = window.setInterval(test, CONNECTION_TEST_MS);
  return () => {
    window.removeEventListener('offline', wentOffline);
    window.removeEventListener('online', test);
    document.removeEventListener('visibilitychange', visible);
    window.clearInterval(timer);
  };
}
