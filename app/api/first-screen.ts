import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { providedContext } from '../provided-context';

/**
 * Requests the screen a page opens on does not show (the user's settings kept on the server, role
 * names, the application's settings, review comments, a rejection's note) can wait until that
 * screen is drawn: on an officer's 2-core laptop each request's start and answer take the main
 * thread from the screen being waited for, and a report opened in a new tab became interactive
 * about 35 ms sooner with these after it (bench/editor.ts). Only a page that opens on such a
 * screen holds them (hold); every other page sends them at once, as before.
 */
export const FIRST_SCREEN_WAIT_MS = 2000;

/** The page's first screen, made once by the app's root: what waits for it to be drawn. */
export function createFirstScreen() {
  /** Whether the screen the page opened on is drawn: at once on a page that holds nothing. */
  const store = createStore<{ drawn: boolean }>()(() => ({ drawn: true }));

  /** The screen the page opened on is drawn: what waited for it goes now. */
  function drawn(): void {
    if (!store.getState().drawn) store.setState({ drawn: true });
  }

  return {
    store,
    drawn,

    /** The page opens on a screen that says when it is drawn: until then (or FIRST_SCREEN_WAIT_MS) the requests wait. */
    hold(): void {
      if (!store.getState().drawn) return;
      store.setState({ drawn: false });
      setTimeout(drawn, FIRST_SCREEN_WAIT_MS);
    },

    /** Settles once the first screen is drawn: at once on a page that holds nothing. */
    after(): Promise<void> {
      if (store.getState().drawn) return Promise.resolve();
      return new Promise((resolve) => {
        const stop = store.subscribe(({ drawn }) => {
          if (!drawn) return;
          stop();
          resolve();
        });
      });
    },
  };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;

/** The root's first screen: for the screen that says it is drawn. */
export const [FirstScreenContext, useFirstScreen] = providedContext<FirstScreen>(
  'The first screen needs a FirstScreenContext above it',
);

/** Whether the first screen is drawn, for a component whose request waits for it. */
export const useFirstScreenDrawn = (): boolean => useStore(useFirstScreen().store, (s) => s.drawn);
