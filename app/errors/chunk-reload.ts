import { readStored, storageKeys, writeStored } from '../storage-keys';
import { RELEASE } from './release';

/** What browsers say when a module of a dynamic import cannot be fetched (Chromium, Firefox, Safari). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** How long a reload waits for the router's move to end before it reloads all the same. */
const SETTLE_MS = 3000;

interface RouterLike {
  state: { navigation: { state: string } };
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/** Settles when the router has no move under way (or after SETTLE_MS). */
export function routerSettled(router: RouterLike): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.navigation.state === 'idle') return resolve();
    const timer = setTimeout(done, SETTLE_MS);
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state === 'idle') done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

export function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * A screen's code that cannot be loaded after a new deploy (its old file is gone from the server)
 * reloads the page once, which fetches the new index.html and the new files. Vite announces every
 * failed dynamic import as vite:preloadError; it is prevented (the import then gives nothing, and
 * the error screen shows "loading" until the page goes) and the page reloads. The release reloaded
 * for is kept in sessionStorage: a second failure in the same release is let through to the screen's
 * error boundary, so the tab never loops. `reloadPage` is the page's reload on purpose (page-reload.ts).
 */
export function reloadOnceOnChunkFailure(
  reloadPage: () => Promise<void>,
  navigationSettled: () => Promise<void> = () => Promise.resolve(),
): () => void {
  const onPreloadError = (event: Event) => {
    if (readStored<string>(storageKeys.chunkReloadFor) === RELEASE) return;
    writeStored(storageKeys.chunkReloadFor, RELEASE);
    event.preventDefault();
    // A screen's code fails while the router moves to it: the reload must load that screen's
    // address, which the router commits once the move ends.
    void navigationSettled().then(reloadPage);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
