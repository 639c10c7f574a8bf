import type { LoaderFunctionArgs } from 'react-router';
import { getProfile } from '../../lib/api/calls/calls-profile';
import type { Profile } from '../../lib/api/schemas/profile-schemas';
import { callApi } from '../api/client';
import { loaderRead, type Loaded } from '../session/loader-read';

export type ProfileAnswer = Loaded<Profile>;

/** The officer's own profile, as the My profile screen shows it. */
export const profileLoader = ({ context }: LoaderFunctionArgs): Promise<ProfileAnswer> =>
  loaderRead(context, () => callApi(getProfile, {}), 'Your profile could not be loaded.');
