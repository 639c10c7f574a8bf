import { useEffect, useRef, useState } from 'react';
import { sessionDeadlines } from '../../lib/auth/sign-in/session-timing';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useMutation } from '../api/use-mutation';
import { useConnectionApi, type Connection } from '../connectivity/connection-store';
import { useSessionActions } from '../session/session-actions';
import { sessionSelectors, useSession, useSessionStoreApi, type SessionStore } from '../session/session-store';

/** Signs out this long before the server would, so the Logout call still counts as an Autologout (3). */
const AUTO_LOGOUT_MARGIN_MS = 1000;

/** Without the network the server cannot end the session: the device locks instead, keeping the work. */
const withoutServer = (connection: Connection, session: SessionStore) =>
  !connection.isOnlineNow() || session.getState().offline;

/**
 * Offline no call renews the session, so the officer's own typing and clicks count as activity;
 * online the server's renewals do (a call that slid the expiry).
 */
function useOfflineActivity(connection: Connection, session: SessionStore) {
  useEffect(() => {
    const active = () => {
      if (withoutServer(connection, session)) session.setState({ lastActivityAt: Date.now() });
    };
    window.addEventListener('keydown', active, true);
    window.addEventListener('pointerdown', active, true);
    return () => {
      window.removeEventListener('keydown', active, true);
      window.removeEventListener('pointerdown', active, true);
    };
  }, [connection, session]);
}

/** Warns before the idle time-out (60 s before by default) and signs out (offline: locks) when it comes. */
export function SessionTimeout() {
  const { keepAlive, lock, signOut } = useSessionActions();
  const session = useSessionStoreApi();
  const lastActivityAt = useSession((s) => s.lastActivityAt);
  const timeoutMs = useSession(sessionSelectors.timeoutMs);
  const warningMs = useSession(sessionSelectors.warningMs);
  const [now, setNow] = useState(() => Date.now());
  const renewing = useMutation(keepAlive, () => ({ form: 'The session could not be renewed.' }));
  const { warnAt, expiresAt } = sessionDeadlines(lastActivityAt, timeoutMs, warningMs);
  const connection = useConnectionApi();
  useOfflineActivity(connection, session);
  // Signing out or locking takes a moment (the editor saves first): the next tick must not start another.
  const ending = useRef(false);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (now < expiresAt - AUTO_LOGOUT_MARGIN_MS || ending.current) return;
    ending.current = true;
    void (withoutServer(connection, session) ? lock() : signOut('timeout')).finally(() => (ending.current = false));
  }, [now, expiresAt, lock, signOut, connection, session]);

  const warning = now >= warnAt && now < expiresAt;
  const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return (
    <Dialog open={warning} title="Your session is about to expire" onClose={() => void keepAlive()}>
      <p role="timer" aria-live="polite">
        {withoutServer(connection, session)
          ? `This device will lock in ${secondsLeft} seconds because of inactivity; your password unlocks it.`
          : `You will be signed out in ${secondsLeft} seconds because of inactivity.`}
      </p>
      {renewing.error && <p className="text-danger">{renewing.error}</p>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign out now
        </Button>
        <Button
          busy={renewing.busy}
          onClick={() => {
            if (withoutServer(connection, session)) {
              renewing.refuse({});
              session.setState({ lastActivityAt: Date.now() });
            } else void renewing.run();
          }}
        >
          Stay signed in
        </Button>
      </div>
    </Dialog>
  );
}
