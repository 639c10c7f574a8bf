import { createStore, useStore, type StoreApi } from 'zustand';
import { readStored, storageKeys, writeStored } from '../storage-keys';
import { providedContext } from '../provided-context';

/** Layout options, all saved in the browser, so each officer's machine keeps its own. */
export interface LayoutOptions {
  fixedHeader: boolean;
  fixedNavigation: boolean;
  fixedRibbon: boolean;
  fixedFooter: boolean;
  insideContainer: boolean;
  rightToLeft: boolean;
  menuOnTop: boolean;
  colourBlind: boolean;
  menuCollapsed: boolean;
  menuMinified: boolean;
  theme: 'day' | 'night';
}

export const defaultLayout: LayoutOptions = {
  fixedHeader: true,
  fixedNavigation: true,
  fixedRibbon: false,
  fixedFooter: false,
  insideContainer: false,
  rightToLeft: false,
  menuOnTop: false,
  colourBlind: false,
  menuCollapsed: false,
  menuMinified: false,
  theme: 'day',
};

/** The menu is minified below 979 px, where it would crowd the report. */
export const MENU_MINIFY_BELOW_PX = 979;

export interface LayoutState extends LayoutOptions {
  /** True while the window is narrower than MENU_MINIFY_BELOW_PX; not saved. */
  narrow: boolean;
  /** True when the user agent is a mobile one: then the desktop app view is shown. */
  mobileAgent: boolean;
  set: (patch: Partial<LayoutOptions>) => void;
  reset: () => void;
}

function loadOptions(): LayoutOptions {
  const stored = readStored<Partial<LayoutOptions>>(storageKeys.layout) ?? {};
  const options = { ...defaultLayout };
  for (const key of Object.keys(defaultLayout) as (keyof LayoutOptions)[]) {
    const value = stored[key];
    if (typeof value === typeof defaultLayout[key]) (options as Record<string, unknown>)[key] = value;
  }
  if (options.theme !== 'day' && options.theme !== 'night') options.theme = 'day';
  return options;
}

function pickOptions(state: LayoutState): LayoutOptions {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(defaultLayout)) out[key] = state[key as keyof LayoutOptions];
  return out as unknown as LayoutOptions;
}

export const isMobileUserAgent = (ua: string) => /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(ua);

export type LayoutStore = StoreApi<LayoutState>;

/** The layout options, read from the browser's storage as it is made: the app's root makes one. */
export function createLayoutStore(): LayoutStore {
  return createStore<LayoutState>()((set, get) => ({
    ...loadOptions(),
    narrow: typeof window !== 'undefined' && window.innerWidth < MENU_MINIFY_BELOW_PX,
    mobileAgent: typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent),
    set: (patch) => {
      set(patch);
      writeStored(storageKeys.layout, pickOptions(get()));
    },
    reset: () => {
      set(defaultLayout);
      writeStored(storageKeys.layout, defaultLayout);
    },
  }));
}

/** The root's layout store, for a handler that reads or sets it. */
export const [LayoutStoreContext, useLayoutStoreApi] = providedContext<LayoutStore>(
  'The layout options need a LayoutStoreContext above them',
);

/** A part of the layout options, drawn again when it changes. */
export function useLayout<T>(selector: (state: LayoutState) => T): T {
  return useStore(useLayoutStoreApi(), selector);
}

/** The menu shows minified when the user chose it or the window is narrow. */
export const effectiveMinified = (s: LayoutState) => s.menuMinified || s.narrow;
