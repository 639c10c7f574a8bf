import { useEffect } from 'react';
import { SYNC_INTERVAL_MS } from '../../lib/ui/ui-constants';
import { shouldRefresh } from '../session/permission-refresh';
import { useSessionStore } from '../session/session-store';
import type { OpenLocalDb } from '../local-db/open-local-db';

/** This device's form versions sync in `localDb`: loaded when first needed, it brings the form definition with it. */
export const loadAssignedFormSync = (localDb: OpenLocalDb) =>
  import('./form-copies/kept-forms-sync').then((m) => m.createAssignedFormSync(localDb));

type FormSync = (agencyOri: string) => Promise<unknown>;

const quietly = (sync: FormSync) => {
  const session = useSessionStore.getState();
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
  const agencyOri = useSessionStore((s) => s.user?.agency.ori);
  useEffect(() => {
    if (!agencyOri) return;
    quietly(syncAssignedForms);
    const timer = window.setInterval(() => quietly(syncAssignedForms), SYNC_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [agencyOri, syncAssignedForms]);
}
