import {
  getApplicationSettings,
  getReferenceVersions,
  saveApplicationSettings,
} from '../../lib/api/calls/calls-settings';
import { WEB_APPLICATION_ID } from '../../lib/auth/sign-in/login-link';
import { applicationSettingKeys, type ApplicationSettings } from '../../lib/settings/application-settings';
import { forbidden } from '../api/api-error';
import { DEFAULT_STATE } from '../../lib/validation/input-rules/ori';
import { implement } from '../api/implement';
import type { SettingsInForce } from '../services/application-settings';
import type { Wiring } from '../services/services';

const editable = (s: SettingsInForce): ApplicationSettings => ({
  applicationName: s.applicationName,
  defaultLockDurationHours: s.defaultLockDurationHours,
  sessionTimeoutMinutes: s.sessionTimeoutMinutes,
  ssoLogoutUrl: s.ssoLogoutUrl,
});

export function settingsCalls({ config, repos, clock, settings }: Wiring) {
  return [
    implement(getApplicationSettings, async () => ({
      ...editable(await settings.current()),
      applicationId: WEB_APPLICATION_ID,
      defaultState: DEFAULT_STATE,
      mapTileUrl: config.map.tileUrl,
      mapTileAttribution: config.map.tileAttribution,
    })),
    implement(getReferenceVersions, () => repos.referenceVersions()),

    implement(saveApplicationSettings, async (p, ctx) => {
      if (!ctx.ability.can('edit', 'ApplicationSettings'))
        throw forbidden('Only the state administrator may change the application settings.');
      const at = clock();
      await repos.inTransaction(async (tx) => {
        await repos.applicationSettings.lock(tx);
        // The values in force before, read in the transaction (another process may have just saved).
        const stored = await repos.applicationSettings.all(tx);
        const before = editable({ ...settings.defaults, ...stored } as SettingsInForce);
        const changed = applicationSettingKeys.filter((k) => before[k] !== p[k]);
        if (!changed.length) return;
        await repos.applicationSettings.put(Object.fromEntries(changed.map((k) => [k, p[k]])), ctx.user.id, at, tx);
        await repos.adminEvents.record(
          {
            actor: { id: ctx.user.id, userName: ctx.user.userName },
            agencyOri: null,
            subject: 'ApplicationSettings',
            subjectKey: 'application',
            action: 'edit',
            before: Object.fromEntries(changed.map((k) => [k, before[k]])),
            after: Object.fromEntries(changed.map((k) => [k, p[k]])),
            ip: ctx.ip,
            at,
          },
          tx,
        );
      });
      settings.changed();
      return editable(await settings.current());
    }),
  ];
}
