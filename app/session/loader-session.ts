import { createContext as createRouterContext, type RouterContextProvider } from 'react-router';
import type { SessionStore } from './session-store';

/** Whether the screens' loaders may read now, and whether one answered without reading (createLoaderSession). */
export interface LoaderSession {
  mayRead(options?: { online?: () => boolean }): boolean;
  takeSkippedRead(): boolean;
}

/**
 * What the loaders of the session's router ask (the app's root hands it to createAppRouter, which
 * gives it to every loader in the router's context).
 */
export const loaderSessionContext = createRouterContext<LoaderSession>();

/**
 * Whether a screen's loader may read from the server: only once the session is signed in, and,
 * for a screen that keeps what it shows offline, while the server is reachable (`online`, the
 * connection's own answer, which the screen's maker was handed by the root). The router runs
 * loaders as the page opens, before the session is restored (and before a sign-in the page asks
 * for); reading then would be refused for want of a token. A loader that may not read answers
 * without data, and the root reads the shown screen again once it may (app/root.tsx). Made once
 * with the session's actions (session-actions.ts).
 */
export function createLoaderSession(session: SessionStore): LoaderSession {
  /** Whether a loader answered without reading since the root last read the shown screen again. */
  const skipped = { read: false };
  return {
    mayRead({ online }: { online?: () => boolean } = {}) {
      const may = session.getState().stage === 'signedIn' && (online?.() ?? true);
      if (!may) skipped.read = true;
      return may;
    },
    /**
     * True once after a loader answered without reading: only then does the root read the screen
     * again, so a screen whose code failed to load is not asked for once more behind the notice.
     */
    takeSkippedRead() {
      const was = skipped.read;
      skipped.read = false;
      return was;
    },
  };
}

/** A loader's question, with the router's `context` it was given: may it read now? */
export const loaderMayRead = (
  context: Readonly<RouterContextProvider>,
  options: { online?: () => boolean } = {},
): boolean => context.get(loaderSessionContext).mayRead(options);
