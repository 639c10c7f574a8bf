import { useEffect } from 'react';
import { SYNC_INTERVAL_MS } from '../../lib/ui/ui-constants';
import { shouldRefresh } from '../session/permission-refresh';
import { useSession, useSessionStoreApi, type SessionStore } from '../session/session-store';
import type { ApiClient } from '../api/client';
import type { OpenLocalDb } from '../local-db/open-local-db';

/**
 * This device's form versions sync in `localDb`, through `api`: loaded when first needed, it
 * brings the form definition with it.
 */
export const loadAssignedFormSync = (localDb: OpenLocalDb, api: ApiClient) =>
  import('./form-copies/kept-forms-sync').then((m) => m.createAssignedFormSync(localDb, api));

type FormSync = (agencyOri: string) => Promise<unknown>;

const quietly = (store: SessionStore, sync: FormSync) => {
  const session = store.getState();
  // Not while the session sits idle into its time-out warning; a device that cannot keep or reach
  // the forms now keeps what it has, and the next minute tries again.
  if (!session.user || !shouldRefresh(session, Date.now())) return;
  sync(session.user.agency.ori).catch(() => undefined);
};

/**
 * Keeps the device's form versions current while a user is signed in: at start and every
 * SYNC_INTERVAL_MS, so the copies are right before the device goes offline. `syncAssignedForms`
 * is the page's one sync (app/app-data.ts).
 */
export function useFormSync(syncAssignedForms: FormSync) {
  const session = useSessionStoreApi();
  const agencyOri = useSession((s) => s.user?.agency.ori);
  useEffect(() => {
    if (!agencyOri) return;
    quietly(session, syncAssignedForms);
    const timer = window.setInterval(() => quietly(session, syncAssignedForms), SYNC_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [agencyOri, session, syncAssignedForms]);
}
