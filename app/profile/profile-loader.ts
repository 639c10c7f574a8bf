import type { LoaderFunctionArgs } from 'react-router';
import { getProfile } from '../../lib/api/calls/calls-profile';
import type { Profile } from '../../lib/api/schemas/profile-schemas';
import { loaderRead, type Loaded } from '../session/loader-read';
import { apiOf } from '../api/api-client-context';

export type ProfileAnswer = Loaded<Profile>;

/** The officer's own profile, as the My profile screen shows it. */
export const profileLoader = ({ context }: LoaderFunctionArgs): Promise<ProfileAnswer> =>
  loaderRead(context, () => apiOf(context).call(getProfile, {}), 'Your profile could not be loaded.');
