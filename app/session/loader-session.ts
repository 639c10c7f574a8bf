import { createStore } from 'zustand/vanilla';
import { useSessionStore } from './session-store';

/** Whether a loader answered without reading since the root last read the shown screen again. */
const skipped = createStore<{ read: boolean }>()(() => ({ read: false }));

/**
 * Whether a screen's loader may read from the server: only once the session is signed in, and,
 * for a screen that keeps what it shows offline, while the server is reachable (`online`, the
 * connection's own answer, which the screen's maker was handed by the root). The router runs
 * loaders as the page opens, before the session is restored (and before a sign-in the page asks
 * for); reading then would be refused for want of a token. A loader that may not read answers
 * without data, and the root reads the shown screen again once it may (app/root.tsx).
 */
export function loaderMayRead({ online }: { online?: () => boolean } = {}): boolean {
  const may = useSessionStore.getState().stage === 'signedIn' && (online?.() ?? true);
  if (!may) skipped.setState({ read: true });
  return may;
}

/**
 * True once after a loader answered without reading: only then does the root read the screen
 * again, so a screen whose code failed to load is not asked for once more behind the notice.
 */
export function takeSkippedRead(): boolean {
  const was = skipped.getState().read;
  skipped.setState({ read: false });
  return was;
}
