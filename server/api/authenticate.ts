import { buildAbility, type AppAbility } from '../../lib/auth/ability';
import { AuthEventType } from '../../lib/auth/auth-events';
import { isDisabled, isLocked } from '../../lib/auth/user-status';
import { formatDuration } from '../../lib/format/durations';
import type { CallAccess } from '../../lib/api/define-call';
import type { Identity } from '../../lib/api/envelope';
import type { SessionRecord } from '../repositories/session-repository';
import type { UserRecord } from '../repositories/user-repository';
import type { AppDeps, Repositories } from '../services/services';
import { hashToken } from '../services/tokens';
import { rulesOf } from '../services/user-view';
import { ApiError, unauthorized } from './api-error';

export interface SessionContext {
  token: string;
  session: SessionRecord;
  user: UserRecord;
  ability: AppAbility;
}

/**
 * Resolves identity.token to a live session, ending it (and logging an Autologout) when it sat
 * idle past the time-out; renews it on every call (sliding expiry).
 */
export async function authenticate(
  deps: AppDeps,
  repos: Repositories,
  identity: Identity,
  access: Exclude<CallAccess, 'public'>,
  ip: string,
): Promise<SessionContext> {
  const token = identity.token ?? '';
  if (!token) throw unauthorized('Sign in first: this call needs a session token (identity.token).');
  const session = await repos.sessions.findByTokenHash(hashToken(token));
  if (!session) throw unauthorized('Your session is not valid. Sign in again.');
  if (session.endedAt) throw unauthorized('Your session has ended. Sign in again.');
  const now = deps.clock();
  const user = await repos.users.findById(session.userId);
  if (!user) throw unauthorized('Your session is not valid. Sign in again.');

  if (session.expiresAt.getTime() <= now.getTime()) {
    await deps.db.transaction().execute(async (tx) => {
      if (await repos.sessions.end(session.id, now, 'expired', tx)) {
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
    const idle = formatDuration(deps.config.sessionTimeoutMs);
    throw unauthorized(`Your session expired after ${idle} without activity. Sign in again.`);
  }
  if (isDisabled(user.status) || isLocked(user.status)) {
    await repos.sessions.end(session.id, now, 'account unavailable');
    throw unauthorized(`Your account is ${isDisabled(user.status) ? 'disabled' : 'locked'}. Sign in is not possible.`);
  }
  if (identity.userId != null && identity.userId !== user.id) {
    throw unauthorized(`This session belongs to another user than user ${identity.userId}. Sign in again.`);
  }
  if (access === 'session' && session.stage === 'dppa') {
    throw new ApiError('forbidden', 'Acknowledge the DPPA terms (the authorise step) before continuing.');
  }
  if (access === 'session' && session.stage === 'change_password') {
    throw new ApiError('forbidden', 'You must change your temporary password before continuing.');
  }

  const expiresAt = new Date(now.getTime() + deps.config.sessionTimeoutMs);
  await repos.sessions.touch(session.id, now, expiresAt);
  return { token, session: { ...session, expiresAt }, user, ability: buildAbility(rulesOf(user)) };
}
