import { getApplicationSettings, getReferenceVersions } from '../../lib/api/calls-settings';
import { WEB_APPLICATION_ID } from '../../lib/auth/login-link';
import { DEFAULT_STATE } from '../../lib/validation/ori';
import { implement } from '../api/implement';
import type { Wiring } from '../services/services';

export function settingsCalls({ config, repos }: Wiring) {
  return [
    implement(getApplicationSettings, async () => ({
      applicationName: config.applicationName,
      applicationId: WEB_APPLICATION_ID,
      defaultState: DEFAULT_STATE,
      mapTileUrl: config.map.tileUrl,
      mapTileAttribution: config.map.tileAttribution,
    })),
    implement(getReferenceVersions, () => repos.referenceVersions()),
  ];
}
