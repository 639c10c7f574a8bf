import { createContext, useContext, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { createClipboard } from './child-window-clipboard';
import { prepareChildDocument } from './child-window-document';

/**
 * The child windows of the main window (records window, person search and the like),
 * one per key: opening a key that is open brings that window forward instead of a second one.
 * Each window's content is rendered by the main window (ChildWindowHost) into the child's
 * document, so it shares the editor store; when pop-ups are blocked it shows as a panel in the page.
 */

export interface ChildWindowOptions {
  /** Unique per report and purpose, e.g. crash-report-12-records (see childWindowKey). */
  key: string;
  /** The window's title, also its name in the Windows list. */
  title: string;
  content: ReactNode;
  /** Told when the window closes, whoever closed it. */
  onClose?: () => void;
  width?: number;
  height?: number;
}

export interface ChildWindowEntry {
  key: string;
  title: string;
  content: ReactNode;
  onClose: (() => void) | undefined;
  /** The child window, or null when it shows as a panel in the page (pop-ups blocked). */
  win: Window | null;
  /** Where the content goes in the child's document (null for a panel). */
  container: HTMLElement | null;
  /** Raised each time the window is switched to, so a panel can come to the front and take focus. */
  raised: number;
  /** What had the focus when a panel opened, to give it back when the panel closes. */
  returnFocus: HTMLElement | null;
  /** Stops watching the child window (its listeners and the check for its closing). */
  dispose: (() => void) | undefined;
}

export type ChildWindowsStore = StoreApi<ChildWindowsState>;

export interface ChildWindowsState {
  windows: ChildWindowEntry[];
  /** How many hosts (child-window-host.tsx) draw the windows: they close when the last one goes. */
  hosts: number;
}

/** "crash-report-12-records": the key (and window name) of a report's child window. */
export const childWindowKey = (reportId: number, what: string) => `crash-report-${reportId}-${what}`;

/** How often the main window checks for children closed without a pagehide event. */
const CLOSED_CHECK_MS = 500;

/**
 * The main window's child windows, made once by the app's root and handed down in
 * ChildWindowsContext: the list the host draws, their opening and closing, and the clipboard
 * their content copies through.
 */
export function createChildWindows() {
  const store = createStore<ChildWindowsState>()(() => ({ windows: [], hosts: 0 }));

  const entryOf = (key: string) => store.getState().windows.find((w) => w.key === key);

  /** Above every open window: the one switched to comes to the front. */
  const nextRaise = () => Math.max(0, ...store.getState().windows.map((w) => w.raised)) + 1;

  /** Drops a window from the list and stops watching it; closes the child unless it is already going. */
  function forget(key: string) {
    const entry = entryOf(key);
    if (!entry) return;
    store.setState((s) => ({ windows: s.windows.filter((w) => w.key !== key) }));
    entry.dispose?.();
    if (entry.win && !entry.win.closed) entry.win.close();
    if (!entry.win && entry.returnFocus?.isConnected) entry.returnFocus.focus();
    entry.onClose?.();
  }

  /** The content lives in this window; a child left open after it goes would be an empty shell. */
  function watchUnload() {
    // The same listener added again is not added twice.
    window.addEventListener('pagehide', closeAllChildWindows);
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
  function openChildWindow(options: ChildWindowOptions): 'window' | 'panel' | 'raised' {
    const { key, title, content, onClose } = options;
    if (entryOf(key)) {
      store.setState((s) => ({
        windows: s.windows.map((w) => (w.key === key ? { ...w, title, content, onClose } : w)),
      }));
      focusChildWindow(key);
      return 'raised';
    }
    watchUnload();
    const popup = openPopup(options);
    const entry: ChildWindowEntry = {
      key,
      title,
      content,
      onClose,
      win: popup?.win ?? null,
      container: popup?.container ?? null,
      raised: nextRaise(),
      returnFocus: popup ? null : document.activeElement instanceof HTMLElement ? document.activeElement : null,
      dispose: undefined,
    };
    if (popup) {
      const { win, dispose } = popup;
      // Closing the child, or reloading it (which would leave it blank), ends it.
      const gone = () => forget(key);
      const escape = (e: KeyboardEvent) => {
        if (e.key === 'Escape' && !e.defaultPrevented) forget(key);
      };
      win.addEventListener('pagehide', gone);
      win.addEventListener('keydown', escape);
      const poll = setInterval(() => {
        if (win.closed) forget(key);
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
  function focusChildWindow(key: string) {
    const entry = entryOf(key);
    if (!entry) return;
    if (entry.win) entry.win.focus();
    const raised = nextRaise();
    store.setState((s) => ({ windows: s.windows.map((w) => (w.key === key ? { ...w, raised } : w)) }));
  }

  function closeChildWindow(key: string) {
    forget(key);
  }

  function closeAllChildWindows() {
    for (const { key } of store.getState().windows) forget(key);
  }

  /** Closes the windows of other reports (their content would act on the report now open). */
  function closeOtherReportsWindows(reportId: number) {
    const prefix = childWindowKey(reportId, '');
    for (const { key } of store.getState().windows) if (!key.startsWith(prefix)) forget(key);
  }

  return {
    store,
    open: openChildWindow,
    focus: focusChildWindow,
    close: closeChildWindow,
    closeAll: closeAllChildWindows,
    closeOtherReports: closeOtherReportsWindows,
    clipboard: createClipboard(),
  };
}

export type ChildWindows = ReturnType<typeof createChildWindows>;

export const ChildWindowsContext = createContext<ChildWindows | null>(null);

/** The root's child windows: to open, switch to and close them from a handler. */
export function useChildWindows(): ChildWindows {
  const windows = useContext(ChildWindowsContext);
  if (!windows) throw new Error('Child windows need a ChildWindowsContext above them');
  return windows;
}

/** A part of the child windows' state, drawn again when it changes. */
export function useChildWindowList<T>(selector: (state: ChildWindowsState) => T): T {
  return useStore(useChildWindows().store, selector);
}
