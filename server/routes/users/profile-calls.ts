import * as profile from '../../../lib/api/calls/calls-profile';
import type { UserSettings } from '../../../lib/settings/user-settings';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** The caller's own profile and settings. */
export function profileCalls({ services }: Wiring) {
  const { profiles } = services;
  return [
    implement(profile.getProfile, (_p, ctx) => profiles.get(ctx)),
    implement(profile.saveProfile, (p, ctx) => profiles.save(ctx, p)),
    implement(profile.getUserSettings, (_p, ctx) => profiles.settings(ctx.user.id)),
    implement(profile.saveUserSettings, (p, ctx) => profiles.saveSettings(ctx.user.id, p as UserSettings)),
  ];
}
