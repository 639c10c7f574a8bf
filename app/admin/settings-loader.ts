import type { LoaderFunctionArgs } from 'react-router';
import { getEditableSettings } from '../../lib/api/calls/admin/calls-settings-edit';
import type { ApplicationSettings } from '../../lib/settings/application-settings';
import { messageOf } from '../api/client';
import { loaderMayRead } from '../session/loader-session';
import { apiOf } from '../api/api-client-context';

/** The application settings as the route's loader read them, or why it could not. */
export interface SettingsAnswer {
  settings?: ApplicationSettings;
  error?: string;
}

export async function settingsLoader({ context }: LoaderFunctionArgs): Promise<SettingsAnswer> {
  if (!loaderMayRead(context)) return {};
  try {
    return { settings: await apiOf(context).call(getEditableSettings, {}) };
  } catch (e) {
    return { error: messageOf(e, 'The settings could not be loaded.') };
  }
}
