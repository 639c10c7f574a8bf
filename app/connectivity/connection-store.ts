import { createStore, useStore, type StoreApi } from 'zustand';
import { healthAnswerSchema } from '../../lib/api/schemas/health-schema';
import { CONNECTION_TEST_MS, CONNECTION_TEST_TIMEOUT_MS } from '../../lib/ui/ui-constants';
import { sharedWhileRunning } from '../../lib/ui/shared-load';
import { providedContext } from '../provided-context';

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

export type ConnectionStore = StoreApi<ConnectionState>;

/** The page's connection to its server, made once by the app's root: its state and its tests. */
export interface Connection {
  store: ConnectionStore;
  /** Whether the app can reach its server now (outside React). */
  isOnlineNow(): boolean;
  /**
   * Asks the server's health answer: the browser's online flag alone is not trusted (it is true
   * behind a captive portal or a dead access point), but its offline flag is. Tests asked for while
   * one runs share it.
   */
  test(): Promise<boolean>;
  /** A call could not reach the server: the connection is tested now rather than at the next interval. */
  callFailedToConnect(): void;
  /**
   * Tests the connection every CONNECTION_TEST_MS, when the browser says it is back online and when
   * the tab comes back into view; the browser saying it went offline is believed at once. (The first
   * test is one of the app's startup tasks, after its first screen.) Answers the function that stops it.
   */
  watch(): () => void;
}

export function createConnection(): Connection {
  const store = createStore<ConnectionState>()(() => ({
    online: browserSaysOnline(),
    reason: browserSaysOnline() ? '' : NO_NETWORK,
    testedAt: 0,
  }));

  const test: () => Promise<boolean> = sharedWhileRunning(async () => {
    const online = browserSaysOnline() && (await reachesServer());
    store.setState({
      online,
      reason: online ? '' : browserSaysOnline() ? NO_SERVER : NO_NETWORK,
      testedAt: Date.now(),
    });
    return online;
  });

  function watch(): () => void {
    const wentOffline = () => store.setState({ online: false, reason: NO_NETWORK, testedAt: Date.now() });
    const again = () => void test();
    const visible = () => {
      if (document.visibilityState === 'visible') again();
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', visible);
    const timer = window.setInterval(again, CONNECTION_TEST_MS);
    return () => {
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', visible);
      window.clearInterval(timer);
    };
  }

  return {
    store,
    isOnlineNow: () => store.getState().online,
    test,
    callFailedToConnect: () => void test(),
    watch,
  };
}

/** The root's connection: its tests, and its store for a handler that reads it. */
export const [ConnectionContext, useConnectionApi] = providedContext<Connection>(
  'The connection needs a ConnectionContext above it',
);

/** A part of the connection's state, drawn again when it changes. */
export function useConnection<T>(selector: (state: ConnectionState) => T): T {
  return useStore(useConnectionApi().store, selector);
}
