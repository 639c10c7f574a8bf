import { useEffect } from 'react';
import { SYNC_INTERVAL_MS } from '../../lib/ui/ui-constants';
import { shouldRefresh } from '../session/permission-refresh';
import { useSession, useSessionStoreApi, type SessionStore } from '../session/session-store';

/** Loaded when first needed: the sync brings IndexedDB and the form definition with it. */
const sync = (agencyOri: string) => import('./form-copies/kept-forms-sync').then((m) => m.syncAssignedForms(agencyOri));

const quietly = (store: SessionStore) => {
  const session = store.getState();
  // Not while the session sits idle into its time-out warning; a device that cannot keep or reach
  // the forms now keeps what it has, and the next minute tries again.
  if (!session.user || !shouldRefresh(session, Date.now())) return;
  sync(session.user.agency.ori).catch(() => undefined);
};

/**
 * Keeps the device's form versions current while a user is signed in: at start and every
 * SYNC_INTERVAL_MS, so the copies are right before the device goes offline.
 */
export function useFormSync() {
  const session = useSessionStoreApi();
  const agencyOri = useSession((s) => s.user?.agency.ori);
  useEffect(() => {
    if (!agencyOri) return;
    quietly(session);
    const timer = window.setInterval(() => quietly(session), SYNC_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [agencyOri, session]);
}
