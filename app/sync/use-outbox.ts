import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { DeviceSync } from './device-sync';
import type { OutboxState } from './outbox-sync';
import { useDeviceSyncLoader } from './use-device-sync';

/** The outbox once it is made (null until then), asked for as the component first draws. */
export function useDeviceSync(): DeviceSync | null {
  const load = useDeviceSyncLoader();
  const [sync, setSync] = useState(() => load.current() ?? null);
  useEffect(() => {
    if (sync) return;
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
const nothingWaiting = () => createStore<OutboxState>()(() => ({ items: [], states: {}, running: false }));

/** The outbox in React: its items, their states and whether a sync runs. */
export function useOutbox<T>(sync: DeviceSync | null, selector: (state: OutboxState) => T): T {
  // The component's own, read until the outbox is made, and never written.
  const [notYetMade] = useState(nothingWaiting);
  return useStore(sync?.outbox.store ?? notYetMade, selector);
}
