import { createContext, useContext, useEffect } from 'react';
import { scheduleStartupTasks } from '../../lib/ui/startup-tasks';
import type { DeviceSync } from './device-sync';

/**
 * The device's outbox (device-sync.ts) as the app's root hands it down: made on first use, since
 * its code (with the editor's open report) comes after the first screen; `current` once it is made.
 */
export interface DeviceSyncLoader {
  (): Promise<DeviceSync>;
  current(): DeviceSync | undefined;
}

export const DeviceSyncContext = createContext<DeviceSyncLoader | null>(null);

/** The outbox's maker, for work that needs the outbox now (a report started or a file kept offline). */
export const useDeviceSyncLoader = (): DeviceSyncLoader => useContext(DeviceSyncContext)!;

/**
 * Asks for the outbox's code as the component draws (when `wanted`): a screen showing the outbox's
 * panel (device-reports-panel.tsx) fetches both at once, not the outbox's after the panel's.
 */
export function useDeviceSyncCode(wanted = true) {
  const load = useDeviceSyncLoader();
  useEffect(() => {
    if (wanted) load().catch(() => undefined);
  }, [load, wanted]);
}

/**
 * Runs the device's outbox while the signed-in frame is shown. Its code (with the editor's
 * session) loads as a startup task, after the first screen has painted.
 */
export function useRunningDeviceSync() {
  const load = useDeviceSyncLoader();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let ended = false;
    const cancel = scheduleStartupTasks([
      () =>
        void load().then((sync) => {
          if (!ended) stop = sync.start();
        }),
    ]);
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, [load]);
}
