import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * Requests the screen a page opens on does not show (the user's settings kept on the server, role
 * names, the application's settings, review comments, a rejection's note) can wait until that
 * screen is drawn: on an officer's 2-core laptop each request's start and answer take the main
 * thread from the screen being waited for, and a report opened in a new tab became interactive
 * about 35 ms sooner with these after it (bench/editor.ts). Only a page that opens on such a
 * screen holds them (holdUntilFirstScreen); every other page sends them at once, as before.
 */
export const FIRST_SCREEN_WAIT_MS = 2000;

/** Whether the screen the page opened on is drawn: at once on a page that holds nothing. */
const firstScreen = createStore<{ drawn: boolean }>()(() => ({ drawn: true }));

/** The page opens on a screen that says when it is drawn: until then (or FIRST_SCREEN_WAIT_MS) the requests wait. */
export function holdUntilFirstScreen(): void {
  if (!firstScreen.getState().drawn) return;
  firstScreen.setState({ drawn: false });
  setTimeout(firstScreenDrawn, FIRST_SCREEN_WAIT_MS);
}

/** The screen the page opened on is drawn: what waited for it goes now. */
export function firstScreenDrawn(): void {
  if (!firstScreen.getState().drawn) firstScreen.setState({ drawn: true });
}

/** Settles once the first screen is drawn: at once on a page that holds nothing. */
export function afterFirstScreen(): Promise<void> {
  if (firstScreen.getState().drawn) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = firstScreen.subscribe(({ drawn }) => {
      if (!drawn) return;
      stop();
      resolve();
    });
  });
}

/** Whether the first screen is drawn, for a component whose request waits for it. */
export const useFirstScreenDrawn = (): boolean => useStore(firstScreen, (s) => s.drawn);
