import { getApplicationSettings } from '../../lib/api/calls-settings';
import { WEB_APPLICATION_ID } from '../../lib/auth/login-link';
import { implement } from '../api/implement';
import type { AppDeps } from '../services/services';

export function settingsCalls({ config }: AppDeps) {
  return [
    implement(getApplicationSettings, async () => ({
      applicationName: config.applicationName,
      applicationId: WEB_APPLICATION_ID,
      defaultState: 'IN',
      mapTileUrl: config.map.tileUrl,
      mapTileAttribution: config.map.tileAttribution,
    })),
  ];
}
