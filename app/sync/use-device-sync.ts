import { createContext, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { scheduleStartupTasks } from '../../lib/ui/startup-tasks';
import type { DeviceSync } from './device-sync';
import type { OutboxState } from './outbox-sync';

/**
 * The device's outbox (device-sync.ts) as the app's root hands it down: made on first use, since
 * its code (with the editor's session) comes after the first screen; `current` once it is made.
 */
export interface DeviceSyncLoader {
  (): Promise<DeviceSync>;
  current(): DeviceSync | undefined;
}

export const DeviceSyncContext = createContext<DeviceSyncLoader | null>(null);

/** Where the root handed down no outbox (a component drawn on its own): work that needs it fails with why. */
const notHandedDown: DeviceSyncLoader = Object.assign(
  () => Promise.reject(new Error('The device’s outbox is not running.')),
  { current: () => undefined },
);

/** The outbox's maker, for work that needs the outbox now (a report started or a file kept offline). */
export const useDeviceSyncLoader = (): DeviceSyncLoader => useContext(DeviceSyncContext) ?? notHandedDown;

/** The outbox once it is made (null until then), asked for as the component first draws. */
export function useDeviceSync(): DeviceSync | null {
  const load = useContext(DeviceSyncContext);
  const [sync, setSync] = useState(() => load?.current() ?? null);
  useEffect(() => {
    if (sync || !load) return;
    let live = true;
    load().then(
      (made) => live && setSync(made),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, sync]);
  return sync;
}

/** What an outbox not yet made shows: nothing waiting. */
const notYetMade = createStore<OutboxState>()(() => ({ items: [], states: {}, running: false }));

/** The outbox in React: its items, their states and whether a sync runs. */
export const useOutbox = <T>(sync: DeviceSync | null, selector: (state: OutboxState) => T): T =>
  useStore(sync?.outbox.store ?? notYetMade, selector);

/**
 * Runs the device's outbox while the signed-in frame is shown. Its code (with the editor's
 * session) loads as a startup task, after the first screen has painted.
 */
export function useRunningDeviceSync() {
  const load = useContext(DeviceSyncContext);
  useEffect(() => {
    if (!load) return;
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
