import type { ConnectionStore } from '../connectivity/connection-store';
import type { SessionStore } from './session-store';

/**
 * Whether the app may send its work to the server now: the connection test reaches it and the
 * session is one the server knows. A session opened offline (with the device's key alone) has no
 * server token: until the officer signs in again, its calls would be refused and its changes
 * stay on the device. `connection` and `session` are the page's, which the app's root made.
 */
export const serverReachable = (connection: ConnectionStore, session: SessionStore) =>
  connection.getState().online && !session.getState().offline;

/** Calls `listener` whenever serverReachable changes; answers the function that stops it. */
export function watchServerReach(
  connection: ConnectionStore,
  session: SessionStore,
  listener: (reachable: boolean) => void,
): () => void {
  let last = serverReachable(connection, session);
  const check = () => {
    const now = serverReachable(connection, session);
    if (now === last) return;
    last = now;
    listener(now);
  };
  const stopConnection = connection.subscribe(check);
  const stopSession = session.subscribe(check);
  return () => {
    stopConnection();
    stopSession();
  };
}
