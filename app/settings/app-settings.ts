import { create } from 'zustand';
import { getApplicationSettings } from '../../lib/api/calls-settings';
import { callApi } from '../api/client';

interface AppSettingsState {
  applicationName: string;
  loaded: boolean;
}

/** SPEC §1: the default settings name the application as a state crash application. */
export const useAppSettings = create<AppSettingsState>()(() => ({
  applicationName: 'State Crash Application',
  loaded: false,
}));

/** Exceptions in startup calls are swallowed (SPEC §8): the default name stays. */
export async function loadAppSettings() {
  try {
    const settings = await callApi(getApplicationSettings, {});
    useAppSettings.setState({ applicationName: settings.applicationName, loaded: true });
    document.title = settings.applicationName;
  } catch {
    useAppSettings.setState({ loaded: true });
  }
}
