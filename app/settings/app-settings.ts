import { createStore, useStore, type StoreApi } from 'zustand';
import { getApplicationSettings } from '../../lib/api/calls/admin/calls-settings';
import type { ApiClient } from '../api/client';
import type { FirstScreen } from '../api/first-screen';
import { readStored, storageKeys, writeStored } from '../storage-keys';
import { providedContext } from '../provided-context';

export interface AppSettingsState {
  applicationName: string;
  /** Where sign-out goes after ending the session (single sign-on); empty: the sign-in page. */
  ssoLogoutUrl: string;
  loaded: boolean;
}

const DEFAULT_NAME = 'State Crash Application';

/** The name this browser was last told, so the header is drawn once with it rather than again when the server answers. */
function lastKnownName(): string {
  const stored = readStored<unknown>(storageKeys.applicationName);
  return typeof stored === 'string' && stored ? stored : DEFAULT_NAME;
}

export type AppSettingsStore = StoreApi<AppSettingsState>;

/**
 * The application's settings the pages show, made once by the app's root. Until the server
 * answers, the application keeps the name last known here, else a state crash application's.
 */
export const createAppSettings = (): AppSettingsStore =>
  createStore<AppSettingsState>()(() => ({
    applicationName: lastKnownName(),
    ssoLogoutUrl: '',
    loaded: false,
  }));

/** The root's application settings, for a handler that reads or sets them. */
export const [AppSettingsContext, useAppSettingsStore] = providedContext<AppSettingsStore>(
  'The application settings need an AppSettingsContext above them',
);

/** A part of the application settings, drawn again when it changes. */
export function useAppSettings<T>(selector: (state: AppSettingsState) => T): T {
  return useStore(useAppSettingsStore(), selector);
}

/** Exceptions in startup calls are swallowed: the default name stays, and sign-in still works. */
export async function loadAppSettings(store: AppSettingsStore, firstScreen: FirstScreen, api: ApiClient) {
  await firstScreen.after();
  try {
    const settings = await api.call(getApplicationSettings, {});
    store.setState({
      applicationName: settings.applicationName,
      ssoLogoutUrl: settings.ssoLogoutUrl,
      loaded: true,
    });
    document.title = settings.applicationName;
    writeStored(storageKeys.applicationName, settings.applicationName);
  } catch {
    store.setState({ loaded: true });
  }
}
