import { registerSW } from 'virtual:pwa-register';
import { createStore, useStore, type StoreApi } from 'zustand';
import { providedContext } from '../provided-context';

export interface AppWorkerState {
  /** A new version of the app is on the device, waiting for the officer to take it. */
  updateReady: boolean;
  /** Takes the waiting version: the page reloads on it. */
  update: () => Promise<void>;
}

export type AppWorkerStore = StoreApi<AppWorkerState>;

/** What the banner shows of the app's service worker: made once by the app's root, which registers it. */
export const createAppWorker = (): AppWorkerStore =>
  createStore<AppWorkerState>()(() => ({ updateReady: false, update: async () => undefined }));

export const [AppWorkerContext, useAppWorkerStore] = providedContext<AppWorkerStore>(
  'The app update banner needs an AppWorkerContext above it',
);

/** A part of the service worker's state, drawn again when it changes. */
export function useAppWorker<T>(selector: (state: AppWorkerState) => T): T {
  return useStore(useAppWorkerStore(), selector);
}

/**
 * Registers the service worker once the page has loaded. A new version waits until the officer
 * chooses to take it (AppUpdateBanner), never in the middle of a report; the app keeps working
 * on the version it opened with meanwhile. `worker` is the store the banner reads.
 */
export function registerAppWorker(worker: AppWorkerStore) {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () => worker.setState({ updateReady: true }),
  });
  worker.setState({
    update: async () => {
      // The new version takes the page once it is active. The library reloads only pages that had
      // a worker when they opened; a first visit that meets an update is reloaded here.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      await update(true);
    },
  });
}
