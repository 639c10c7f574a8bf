import { AuthEventType } from '../../lib/auth/sign-in/auth-events';
import { callsOfSecondFactorStage, isSecondFactorStage } from '../../lib/auth/sign-in/second-factor';
import { endedSessionMessage } from '../../lib/auth/sign-in/session-end';
import { isDisabled, isLocked } from '../../lib/auth/user-status';
import { formatDuration } from '../../lib/format/durations';
import type { CallAccess } from '../../lib/api/define-call';
import type { Identity } from '../../lib/api/envelope';
import type { AppDeps } from '../services/app-deps';
import { hashToken } from '../services/sign-in/tokens';
import { ApiError, unauthorized } from './api-error';
import { sessionAbility } from './session-ability';
import type { SessionContext } from './session-context';

const secondFactorStepMessage = {
  second_factor: 'Enter the code from your authenticator app before continuing.',
  enrol_second_factor: 'Set up your second factor (an authenticator app) before continuing.',
};

/**
 * Sliding expiry writes the session row at most once per this long: a call that comes sooner
 * after the last renewal keeps the stored expiry instead of waiting for a write and its commit.
 * So a session ends between 30 minutes less this tolerance and 30 minutes after its last call,
 * never later; a call in the last 29 minutes 50 seconds of the time-out (the client's warning and
 * its "Stay signed in" included) always renews it to the full 30 minutes.
 */
export const SESSION_RENEWAL_TOLERANCE_MS = 10_000;

/**
 * Resolves identity.token to a live session, ending it (and logging an Autologout) when it sat
 * idle past the time-out; renews it (sliding expiry) unless it was renewed moments ago.
 */
export async function authenticate(
  deps: AppDeps,
  {
    identity,
    access,
    ip,
    renew = true,
    path,
  }: {
    identity: Identity;
    access: Exclude<CallAccess, 'public'>;
    ip: string;
    renew?: boolean;
    /** The call made (none: a binary route, which a session owing a second factor may not use). */
    path?: string;
  },
): Promise<SessionContext> {
  const { repos } = deps;
  const token = identity.token ?? '';
  if (!token) throw unauthorized('Sign in first: this call needs a session token (identity.token).');
  const found = await repos.users.findSessionUser(hashToken(token));
  if (!found) throw unauthorized('Your session is not valid. Sign in again.');
  const { session, user } = found;
  const now = deps.clock();
  // Held in memory and checked every few seconds: an administrator's new time-out applies at once.
  const { sessionTimeoutMs } = await deps.settings.current();
  if (session.endedAt) {
    throw unauthorized(endedSessionMessage(session.endReason, user, formatDuration(sessionTimeoutMs)));
  }

  if (session.expiresAt.getTime() <= now.getTime()) {
    await repos.inTransaction(async (tx) => {
      if (await repos.sessions.end({ id: session.id, at: now, reason: 'expired' }, tx)) {
        await repos.authEvents.add(
          {
            at: now,
            type: AuthEventType.Autologout,
            userId: user.id,
            userName: user.userName,
            agencyOri: user.agencyOri,
            outcome: 'success',
            detail: 'idle time-out',
            ip,
            applicationId: session.applicationId,
          },
          tx,
        );
      }
    });
    throw unauthorized(endedSessionMessage('expired', user, formatDuration(sessionTimeoutMs)));
  }
  if (isDisabled(user.status) || isLocked(user.status)) {
    await repos.sessions.end({ id: session.id, at: now, reason: 'account unavailable' });
    throw unauthorized(endedSessionMessage('account unavailable', user, ''));
  }
  if (user.agencyDisabled) {
    await repos.sessions.end({ id: session.id, at: now, reason: 'agency disabled' });
    throw unauthorized(endedSessionMessage('agency disabled', user, ''));
  }
  if (identity.userId != null && identity.userId !== user.id) {
    throw unauthorized(`This session belongs to another user than user ${identity.userId}. Sign in again.`);
  }
  if (isSecondFactorStage(session.stage) && !callsOfSecondFactorStage[session.stage].includes(path ?? '')) {
    throw new ApiError('forbidden', secondFactorStepMessage[session.stage]);
  }
  if (access === 'session' && session.stage === 'dppa') {
    throw new ApiError('forbidden', 'Acknowledge the DPPA terms (the authorise step) before continuing.');
  }
  if (access === 'session' && session.stage === 'change_password') {
    throw new ApiError('forbidden', 'You must change your temporary password before continuing.');
  }
  if (access === 'session' && session.stage === 'choose_password') {
    throw new ApiError('forbidden', 'Choose your password before continuing.');
  }

  const ability = sessionAbility(user);
  const expiresAt = new Date(now.getTime() + sessionTimeoutMs);
  // The answered expiry is the stored one: the one the server enforces.
  // A call the client makes on its own (renewsSession: false) is not activity.
  if (!renew || expiresAt.getTime() - session.expiresAt.getTime() < SESSION_RENEWAL_TOLERANCE_MS)
    return { token, session, user, ability };
  await repos.sessions.touch({ id: session.id, at: now, expiresAt });
  return { token, session: { ...session, expiresAt }, user, ability };
}
