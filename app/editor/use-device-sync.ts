import { useEffect } from 'react';
import { scheduleStartupTasks } from '../../lib/ui/startup-tasks';

/**
 * Runs the device's outbox (device-sync.ts) while the signed-in frame is shown. Its code (with the
 * editor's session) loads as a startup task, after the first screen has painted.
 */
export function useDeviceSync() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let ended = false;
    const cancel = scheduleStartupTasks([
      () =>
        void import('./device-sync').then((m) => {
          if (!ended) stop = m.startDeviceSync();
        }),
    ]);
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, []);
}
