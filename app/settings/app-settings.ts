import { create } from 'zustand';
import { getApplicationSettings } from '../../lib/api/calls-settings';
import { callApi } from '../api/client';

interface AppSettingsState {
  applicationName: string;
  /** Where sign-out goes after ending the session (single sign-on); empty: the sign-in page. */
  ssoLogoutUrl: string;
  loaded: boolean;
}

/** Until the server answers, the application is named as a state crash application. */
export const useAppSettings = create<AppSettingsState>()(() => ({
  applicationName: 'State Crash Application',
  ssoLogoutUrl: '',
  loaded: false,
}));

/** Exceptions in startup calls are swallowed: the default name stays, and sign-in still works. */
export async function loadAppSettings() {
  try {
    const settings = await callApi(getApplicationSettings, {});
    useAppSettings.setState({
      applicationName: settings.applicationName,
      ssoLogoutUrl: settings.ssoLogoutUrl,
      loaded: true,
    });
    document.title = settings.applicationName;
  } catch {
    useAppSettings.setState({ loaded: true });
  }
}
