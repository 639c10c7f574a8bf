import { create } from 'zustand';
import { getApplicationSettings } from '../../lib/api/calls/admin/calls-settings';
import type { ApiClient } from '../api/client';
import { afterFirstScreen } from '../api/first-screen';
import { readStored, storageKeys, writeStored } from '../storage-keys';

interface AppSettingsState {
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

/** Until the server answers, the application keeps the name last known here, else a state crash application's. */
export const useAppSettings = create<AppSettingsState>()(() => ({
  applicationName: lastKnownName(),
  ssoLogoutUrl: '',
  loaded: false,
}));

/** Exceptions in startup calls are swallowed: the default name stays, and sign-in still works. */
export async function loadAppSettings(api: ApiClient) {
  await afterFirstScreen();
  try {
    const settings = await api.call(getApplicationSettings, {});
    useAppSettings.setState({
      applicationName: settings.applicationName,
      ssoLogoutUrl: settings.ssoLogoutUrl,
      loaded: true,
    });
    document.title = settings.applicationName;
    writeStored(storageKeys.applicationName, settings.applicationName);
  } catch {
    useAppSettings.setState({ loaded: true });
  }
}
