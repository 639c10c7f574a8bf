import { isOnlineNow, useConnection } from '../connectivity/connection-store';
import { useSessionStore } from './session-store';

/**
 * Whether the app may send its work to the server now: the connection test reaches it and the
 * session is one the server knows. A session opened offline (with the device's key alone) has no
 * server token: until the officer signs in again, its calls would be refused and its changes
 * stay on the device.
 */
export const serverReachable = () => isOnlineNow() && !useSessionStore.getState().offline;

/** Calls `listener` whenever serverReachable changes; answers the function that stops it. */
export function watchServerReach(listener: (reachable: boolean) => void): () => void {
  let last = serverReachable();
  const check = () => {
    const now = serverReachable();
    if (now === last) return;
    last = now;
    listener(now);
  };
  const stopConnection = useConnection.subscribe(check);
  const stopSession = useSessionStore.subscribe(check);
  return () => {
    stopConnection();
    stopSession();
  };
}
