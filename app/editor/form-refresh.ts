import { useEffect } from 'react';
import { SYNC_INTERVAL_MS } from '../../lib/ui/ui-constants';
import { shouldRefresh } from '../session/permission-refresh';
import { useSessionStore } from '../session/session-store';
import { useApiClient } from '../api/api-client-context';
import type { ApiClient } from '../api/client';

/** Loaded when first needed: the sync brings IndexedDB and the form definition with it. */
const sync = (api: ApiClient, agencyOri: string) =>
  import('./form-copies/kept-forms-sync').then((m) => m.syncAssignedForms(api)(agencyOri));

const quietly = (api: ApiClient) => {
  const session = useSessionStore.getState();
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
  const agencyOri = useSessionStore((s) => s.user?.agency.ori);
  const api = useApiClient();
  useEffect(() => {
    if (!agencyOri) return;
    quietly(api);
    const timer = window.setInterval(() => quietly(api), SYNC_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [agencyOri, api]);
}
