import { WEB_APPLICATION_ID } from '../../../lib/auth/sign-in/login-link';
import {
  applicationSettingKeys,
  sameSettingValue,
  type ApplicationSettings,
} from '../../../lib/settings/application-settings';
import { DEFAULT_STATE } from '../../../lib/validation/input-rules/ori';
import { forbidden } from '../../api/api-error';
import type { AppDeps } from '../app-deps';
import type { SettingsInForce } from './settings-in-force';
import type { AdminCtx } from '../users/user-admin-service';

const editable = (s: SettingsInForce): ApplicationSettings => ({
  applicationName: s.applicationName,
  defaultLockDurationHours: s.defaultLockDurationHours,
  sessionTimeoutMinutes: s.sessionTimeoutMinutes,
  ssoLogoutUrl: s.ssoLogoutUrl,
  crashCosts: s.crashCosts,
});

/** The application settings as the calls show them, and the state administrator's change of them. */
export function settingsService({ repos, config, clock, settings }: AppDeps) {
  return {
    /** What every page may know before sign-in: the editable settings but the crash costs, and the map's tiles. */
    async get() {
      const { crashCosts: _signedInOnly, ...shown } = editable(await settings.current());
      return {
        ...shown,
        applicationId: WEB_APPLICATION_ID,
        defaultState: DEFAULT_STATE,
        mapTileUrl: config.map.tileUrl,
        mapTileAttribution: config.map.tileAttribution,
      };
    },

    /** The settings as the state administrator edits them. */
    async editable(ctx: AdminCtx) {
      if (!ctx.ability.can('edit', 'ApplicationSettings'))
        throw forbidden('Only the state administrator may change the application settings.');
      return editable(await settings.current());
    },

    referenceVersions: () => repos.referenceVersions(),

    /** Only the settings that change are written, with one admin event naming them before and after. */
    async save(ctx: AdminCtx, p: ApplicationSettings) {
      if (!ctx.ability.can('edit', 'ApplicationSettings'))
        throw forbidden('Only the state administrator may change the application settings.');
      const at = clock();
      await repos.inTransaction(async (tx) => {
        await repos.applicationSettings.lock(tx);
        // The values in force before, read in the transaction (another process may have just saved).
        const stored = await repos.applicationSettings.all(tx);
        const before = editable({ ...settings.defaults, ...stored } as SettingsInForce);
        const changed = applicationSettingKeys.filter((k) => !sameSettingValue(before[k], p[k]));
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
    },
  };
}
