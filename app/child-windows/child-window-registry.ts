import { prepareChildDocument } from './child-window-document';
import type { ChildWindowEntry, ChildWindowOptions, ChildWindows, ChildWindowsStore } from './child-window-store';

/**
 * Opening and closing the main window's child windows (child-window-store.ts holds them), one per
 * key: opening a key that is open brings that window forward instead of a second one. Each is
 * handed the root's child windows (useChildWindows).
 */

/** "crash-report-12-records": the key (and window name) of a report's child window. */
export const childWindowKey = (reportId: number, what: string) => `crash-report-${reportId}-${what}`;

/** How often the main window checks for children closed without a pagehide event. */
const CLOSED_CHECK_MS = 500;

const entryOf = (store: ChildWindowsStore, key: string) => store.getState().windows.find((w) => w.key === key);

/** Above every open window: the one switched to comes to the front. */
const nextRaise = (store: ChildWindowsStore) => Math.max(0, ...store.getState().windows.map((w) => w.raised)) + 1;

/** Drops a window from the list and stops watching it; closes the child unless it is already going. */
function forget(store: ChildWindowsStore, key: string) {
  const entry = entryOf(store, key);
  if (!entry) return;
  store.setState((s) => ({ windows: s.windows.filter((w) => w.key !== key) }));
  entry.dispose?.();
  if (entry.win && !entry.win.closed) entry.win.close();
  if (!entry.win && entry.returnFocus?.isConnected) entry.returnFocus.focus();
  entry.onClose?.();
}

/** The content lives in this window; a child left open after it goes would be an empty shell. */
function watchUnload(store: ChildWindowsStore) {
  if (store.getState().unloadWatched) return;
  store.setState({ unloadWatched: true });
  window.addEventListener('pagehide', () => closeAllChildWindows({ store }));
}

/** Opens `window.open('', key)` and makes it ready, or null when the browser refused a pop-up. */
function openPopup(options: ChildWindowOptions): { win: Window; container: HTMLElement; dispose: () => void } | null {
  let win: Window | null = null;
  try {
    const features = `popup,width=${options.width ?? 720},height=${options.height ?? 800}`;
    win = window.open('', options.key, features);
    if (!win || win.closed) return null;
    const { container, dispose } = prepareChildDocument(win, options.title);
    return { win, container, dispose };
  } catch {
    // A sandbox or a window of that name on another origin: fall back to a panel.
    if (win && !win.closed) win.close();
    return null;
  }
}

/**
 * Opens the child window `options.key`, or brings it forward (with the new content and title)
 * when it is open already. Call it from the click that asks for it, so the browser allows the
 * pop-up. Says whether a window opened, a panel did (pop-ups blocked), or an open one was raised.
 */
export function openChildWindow(
  { store }: Pick<ChildWindows, 'store'>,
  options: ChildWindowOptions,
): 'window' | 'panel' | 'raised' {
  const { key, title, content, onClose } = options;
  if (entryOf(store, key)) {
    store.setState((s) => ({
      windows: s.windows.map((w) => (w.key === key ? { ...w, title, content, onClose } : w)),
    }));
    focusChildWindow({ store }, key);
    return 'raised';
  }
  watchUnload(store);
  const popup = openPopup(options);
  const entry: ChildWindowEntry = {
    key,
    title,
    content,
    onClose,
    win: popup?.win ?? null,
    container: popup?.container ?? null,
    raised: nextRaise(store),
    returnFocus: popup ? null : document.activeElement instanceof HTMLElement ? document.activeElement : null,
    dispose: undefined,
  };
  if (popup) {
    const { win, dispose } = popup;
    // Closing the child, or reloading it (which would leave it blank), ends it.
    const gone = () => forget(store, key);
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) forget(store, key);
    };
    win.addEventListener('pagehide', gone);
    win.addEventListener('keydown', escape);
    const poll = setInterval(() => {
      if (win.closed) forget(store, key);
    }, CLOSED_CHECK_MS);
    entry.dispose = () => {
      clearInterval(poll);
      dispose();
      if (!win.closed) {
        win.removeEventListener('pagehide', gone);
        win.removeEventListener('keydown', escape);
      }
    };
  }
  store.setState((s) => ({ windows: [...s.windows, entry] }));
  return popup ? 'window' : 'panel';
}

/** Brings a child window (or its panel) to the front with the focus. */
export function focusChildWindow({ store }: Pick<ChildWindows, 'store'>, key: string) {
  const entry = entryOf(store, key);
  if (!entry) return;
  if (entry.win) entry.win.focus();
  const raised = nextRaise(store);
  store.setState((s) => ({ windows: s.windows.map((w) => (w.key === key ? { ...w, raised } : w)) }));
}

export function closeChildWindow({ store }: Pick<ChildWindows, 'store'>, key: string) {
  forget(store, key);
}

export function closeAllChildWindows({ store }: Pick<ChildWindows, 'store'>) {
  for (const { key } of store.getState().windows) forget(store, key);
}

/** Closes the windows of other reports (their content would act on the report now open). */
export function closeOtherReportsWindows({ store }: Pick<ChildWindows, 'store'>, reportId: number) {
  const prefix = childWindowKey(reportId, '');
  for (const { key } of store.getState().windows) if (!key.startsWith(prefix)) forget(store, key);
}
