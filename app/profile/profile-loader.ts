import type { LoaderFunctionArgs } from 'react-router';
import { notificationChoices } from '../../lib/api/calls/notices/calls-notification';
import { getProfile } from '../../lib/api/calls/calls-profile';
import type { Profile } from '../../lib/api/schemas/profile-schemas';
import { loaderRead, type Loaded } from '../session/loader-read';
import { apiOf } from '../api/api-client-context';
import type { NotificationChoicesAnswer } from './notification-choices';

/** The profile, and apart from it the notification choices, so either shows when the other is refused. */
export type ProfileAnswer = Loaded<Profile> & { choices: Loaded<NotificationChoicesAnswer> };

/** The officer's own profile, as the My profile screen shows it, with their notification choices. */
export const profileLoader = async ({ context }: LoaderFunctionArgs): Promise<ProfileAnswer> => {
  const [profile, choices] = await Promise.all([
    loaderRead(context, () => apiOf(context).call(getProfile, {}), 'Your profile could not be loaded.'),
    loaderRead(
      context,
      () => apiOf(context).call(notificationChoices, {}),
      'Your notification choices could not be loaded.',
    ),
  ]);
  return { ...profile, choices };
};
