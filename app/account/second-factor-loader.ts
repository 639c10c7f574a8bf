import type { LoaderFunctionArgs } from 'react-router';
import { getSecondFactorStatus } from '../../lib/api/calls/calls-second-factor';
import type { CallResponse } from '../../lib/api/define-call';
import { loaderRead, type Loaded } from '../session/loader-read';
import { apiOf } from '../api/api-client-context';

export type SecondFactorAnswer = Loaded<CallResponse<typeof getSecondFactorStatus>>;

/** The user's own second factor, as the Second factor screen shows it. */
export const secondFactorLoader = ({ context }: LoaderFunctionArgs): Promise<SecondFactorAnswer> =>
  loaderRead(context, () => apiOf(context).call(getSecondFactorStatus, {}), 'The second factor could not be loaded.');
