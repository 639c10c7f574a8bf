import { getApplicationSettings } from '../../lib/api/calls-settings';
import { implement } from '../api/implement';
import type { AppDeps } from '../services/services';

export const APPLICATION_ID = 'crash-web';

export function settingsCalls({ config }: AppDeps) {
  return [
    implement(getApplicationSettings, async () => ({
      applicationName: config.applicationName,
      applicationId: APPLICATION_ID,
      defaultState: 'IN',
    })),
  ];
}
