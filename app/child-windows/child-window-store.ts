import { type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { providedContext } from '../provided-context';

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

export interface ChildWindowsState {
  windows: ChildWindowEntry[];
  /** How many hosts (child-window-host.tsx) draw the windows: they close when the last one goes. */
  hosts: number;
  /** The main window's leaving closes them (watched from the first opening on). */
  unloadWatched: boolean;
}

export type ChildWindowsStore = StoreApi<ChildWindowsState>;

type Tone = 'waiting' | 'ok' | 'error';

/** What the main window says about the last copy (shown in its ribbon), and the copy still trying. */
export interface ClipboardState {
  tone: Tone | null;
  message: string;
  /** The copy still trying: a newer one ends it. */
  trying: AbortController | null;
  /** When "Copied." leaves the ribbon. */
  clearing: ReturnType<typeof setTimeout> | undefined;
}

export type ClipboardStore = StoreApi<ClipboardState>;

/**
 * The main window's child windows (child-window-registry.ts opens and closes them) and the
 * clipboard their content copies through (child-window-clipboard.ts): made once by the app's root
 * and handed down in ChildWindowsContext. Only their state is here, so the first screen's code
 * does not carry the windows' own.
 */
export interface ChildWindows {
  store: ChildWindowsStore;
  clipboard: ClipboardStore;
}

export const createChildWindows = (): ChildWindows => ({
  store: createStore<ChildWindowsState>()(() => ({ windows: [], hosts: 0, unloadWatched: false })),
  clipboard: createStore<ClipboardState>()(() => ({ tone: null, message: '', trying: null, clearing: undefined })),
});

/** The root's child windows: to open, switch to and close them from a handler. */
export const [ChildWindowsContext, useChildWindows] = providedContext<ChildWindows>(
  'Child windows need a ChildWindowsContext above them',
);

/** A part of the child windows' state, drawn again when it changes. */
export function useChildWindowList<T>(selector: (state: ChildWindowsState) => T): T {
  return useStore(useChildWindows().store, selector);
}
