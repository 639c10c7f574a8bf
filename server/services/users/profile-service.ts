import type { Profile } from '../../../lib/api/schemas/profile-schemas';
import { subjectOf } from '../../../lib/auth/permissions/ability';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { readUserSettings, type UserSettings } from '../../../lib/settings/user-settings';
import {
  defaultLocationIssues,
  defaultLocationSchema,
  isEmptyLocation,
  type DefaultLocation,
  type ProfileFields,
} from '../../../lib/validation/input-rules/profile-rules';
import { ApiError, notFound } from '../../api/api-error';
import type { SessionContext } from '../../api/session-context';
import type { ProfileRecord } from '../../repositories/users/profile-repository';
import type { CodeBook } from '../code-lists/code-book';
import type { AppDeps } from '../app-deps';

type Actor = Pick<SessionContext, 'user' | 'ability'> & { ip: string };

/** The officer's own account: profile (with the default location of new reports) and settings. */
export function profileService({ repos, clock, codes }: AppDeps & { codes: CodeBook }) {
  const mayChangeBadge = (actor: Actor) =>
    actor.ability.can('edit', subjectOf('User', { id: actor.user.id, agencyOri: actor.user.agencyOri }), 'badgeId');

  /** A stored default location as the rules read it; anything unreadable is no default location. */
  const storedLocation = (stored: unknown): DefaultLocation | null => {
    const parsed = defaultLocationSchema.safeParse(stored);
    return parsed.success && !isEmptyLocation(parsed.data) ? parsed.data : null;
  };

  const view = (p: ProfileRecord, actor: Actor): Profile => ({
    userName: p.userName,
    agencyName: p.agencyName,
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    email: p.email,
    badgeId: p.badgeId,
    badgeEditable: mayChangeBadge(actor),
    defaultLocation: storedLocation(p.defaultLocation),
  });

  /** The admin event's before and after: the profile's fields, nothing of the password or second factor. */
  const eventFields = (
    p: Pick<ProfileRecord, 'firstName' | 'lastName' | 'phone' | 'email' | 'badgeId'>,
    location: DefaultLocation | null,
  ) => ({
    firstName: p.firstName,
    lastName: p.lastName,
    phone: p.phone,
    email: p.email,
    badgeId: p.badgeId,
    defaultLocation: location,
  });

  return {
    async get(actor: Actor): Promise<Profile> {
      const found = await repos.profiles.find(actor.user.id);
      if (!found) throw notFound('Your user account no longer exists.');
      return view(found, actor);
    },

    /** Where the author's new reports start, or null when they set no default location. */
    async defaultLocation(userId: number): Promise<DefaultLocation | null> {
      return storedLocation((await repos.profiles.find(userId))?.defaultLocation ?? null);
    },

    async save(actor: Actor, fields: ProfileFields): Promise<Profile> {
      const location =
        fields.defaultLocation && !isEmptyLocation(fields.defaultLocation) ? fields.defaultLocation : null;
      if (location) {
        const issues = defaultLocationIssues(location, await codes(), vehicleCrashReport.mapBounds);
        if (issues.length)
          throw new ApiError(
            'validation',
            issues[0]!.message,
            issues.map((i) => ({ path: `payload.defaultLocation.${i.path}`, message: i.message })),
          );
      }
      const at = clock();
      return repos.inTransaction(async (tx) => {
        const before = await repos.profiles.findForUpdate(actor.user.id, tx);
        if (!before) throw notFound('Your user account no longer exists.');
        if (fields.badgeId !== before.badgeId && !mayChangeBadge(actor))
          throw new ApiError('validation', 'Your role does not let you change your officer id.', [
            { path: 'payload.badgeId', message: 'Your role does not let you change your officer id.' },
          ]);
        const change = { ...fields, defaultLocation: location };
        await repos.profiles.save(actor.user.id, change, at, tx);
        await repos.adminEvents.record(
          {
            actor: { id: actor.user.id, userName: actor.user.userName },
            agencyOri: before.agencyOri,
            subject: 'User',
            subjectKey: actor.user.id,
            action: 'profile',
            before: eventFields(before, storedLocation(before.defaultLocation)),
            after: eventFields(change, location),
            ip: actor.ip,
            at,
          },
          tx,
        );
        const after = await repos.profiles.find(actor.user.id, tx);
        return view(after!, actor);
      });
    },

    async settings(userId: number): Promise<UserSettings> {
      return readUserSettings(await repos.profiles.settings(userId));
    },

    async saveSettings(userId: number, settings: UserSettings): Promise<UserSettings> {
      await repos.profiles.saveSettings(userId, settings as Record<string, unknown>);
      return settings;
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
