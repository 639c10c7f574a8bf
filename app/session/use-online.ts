import { useConnection } from '../connectivity/connection-store';

/**
 * Whether the app reaches its server (app/connectivity/connection-store.ts: the browser's flag and
 * the connection test); online-only actions disable without it, saying why.
 */
export function useOnline(): boolean {
  return useConnection((s) => s.online);
}

/** Why the app is offline ('' when it is not): the reason a disabled online-only control gives. */
export function useOfflineReason(): string {
  return useConnection((s) => (s.online ? '' : s.reason));
}
