import type { ReactNode } from 'react';
import { sharedLoad } from '../lib/ui/shared-load';
import { DeviceSyncContext } from './sync/use-device-sync';

/**
 * The app's root: called once by main.tsx, it makes the parts the features share and joins them,
 * so no module wires another as it is imported. What it makes goes down to the screens through
 * AppContexts (below) and to the modules main.tsx starts as arguments.
 */
export function startAppRoot() {
  /**
   * The device's outbox (app/sync) with the editor's report session, which it syncs the open
   * report through and hears the session's own syncs from. Made on first use: its code, with
   * the editor's session, comes after the first screen.
   */
  const deviceSync = sharedLoad(() => import('./device-sync-root').then((m) => m.deviceSyncWithEditor()));

  return { deviceSync };
}

export type AppRoot = ReturnType<typeof startAppRoot>;

/** What the root made, handed to the screens. */
export function AppContexts({ root, children }: { root: AppRoot; children: ReactNode }) {
  return <DeviceSyncContext.Provider value={root.deviceSync}>{children}</DeviceSyncContext.Provider>;
}
