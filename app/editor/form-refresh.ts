import { useEffect } from 'react';
import { SYNC_INTERVAL_MS } from '../../lib/ui/ui-constants';
import { shouldRefresh } from '../session/permission-refresh';
import { useSession, useSessionStoreApi, type SessionStore } from '../session/session-store';
import { useApiClient } from '../api/api-client-context';
import type { ApiClient } from '../api/client';

/** Loaded when first needed: the sync brings IndexedDB and the form definition with it. */
const sync = (api: ApiClient, agencyOri: string) =>
  import('./form-copies/kept-forms-sync').then((m) => m.syncAssignedForms(api)(agencyOri));

const quietly = (store: SessionStore, api: ApiClient) => {
  const session = store.getState();
  // Not while the session sits idle into its time-out warning; a device that cannot keep or reach
  // the forms now keeps what it has, and the next minute tries again.
  if (!session.user || !shouldRefresh(session, Date.now())) return;
  sync(api, session.user.agency.ori).catch(() => undefined);
};

/**
 * Keeps the device's form versions current while a user is signed in: at start and every
 * SYNC_INTERVAL_MS, so the copies are right before the device goes offline.
 */
export function useFormSync() {
  const session = useSessionStoreApi();
  const agencyOri = useSession((s) => s.user?.agency.ori);
  const api = useApiClient();
  useEffect(() => {
    if (!agencyOri) return;
    quietly(session, api);
    const timer = window.setInterval(() => quietly(session, api), SYNC_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [agencyOri, session, api]);
}
