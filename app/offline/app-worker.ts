import { registerSW } from 'virtual:pwa-register';
import { create } from 'zustand';

interface AppWorkerState {
  /** A new version of the app is on the device, waiting for the officer to take it. */
  updateReady: boolean;
  /** Takes the waiting version: the page reloads on it. */
  update: () => Promise<void>;
}

export const useAppWorker = create<AppWorkerState>()(() => ({ updateReady: false, update: async () => undefined }));

/**
 * Registers the service worker once the page has loaded. A new version waits until the officer
 * chooses to take it (AppUpdateBanner), never in the middle of a report; the app keeps working
 * on the version it opened with meanwhile.
 */
export function registerAppWorker() {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () => useAppWorker.setState({ updateReady: true }),
  });
  useAppWorker.setState({
    update: async () => {
      // The new version takes the page once it is active. The library reloads only pages that had
      // a worker when they opened; a first visit that meets an update is reloaded here.
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      await update(true);
    },
  });
}
