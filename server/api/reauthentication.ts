import { secondFactorMessages } from '../../lib/auth/sign-in/second-factor';
import type { SessionRecord } from '../repositories/sign-in/session-repository';
import type { AppDeps } from '../services/app-deps';
import { ApiError } from './api-error';

/**
 * A call marked `reauthenticate` (a sensitive administration action) runs only when the session's
 * user proved who they are recently: at sign-in, at the second factor, or by Account/Reauthenticate.
 * Otherwise it is answered 403 reauthentication_required before anything is done.
 */
export function requireRecentProof({ config, clock }: AppDeps, session: SessionRecord) {
  const provenAt = session.authenticatedAt?.getTime();
  if (provenAt !== undefined && clock().getTime() - provenAt <= config.secondFactor.reauthenticateAfterMs) return;
  throw new ApiError('reauthentication_required', secondFactorMessages.reauthenticationRequired);
}
