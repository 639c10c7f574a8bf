import { dppaPurposes } from '../../lib/api/dppa';
import { AuthEventType } from '../../lib/auth/auth-events';
import { LINK_PROVIDER_ID, LINK_TYPE, loginLinkSearch } from '../../lib/auth/login-link';
import { checkNewPassword } from '../../lib/auth/password-policy';
import { LOGIN_LINK_TTL_MS } from '../../lib/auth/session-timing';
import {
  isDisabled,
  isLocked,
  lockedStatus,
  LOCKOUT_FAILED_ATTEMPTS,
  LOCKOUT_WINDOW_MS,
} from '../../lib/auth/user-status';
import { ApiError, unauthorized } from '../api/api-error';
import type { SessionTable } from '../db/schema';
import type { Executor, UserRecord } from '../repositories/user-repository';
import { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import type { AppDeps, Repositories } from './services';
import { hashToken, newToken } from './tokens';
import { userView } from './user-view';

const BAD_CREDENTIALS = 'The user name or password is incorrect.';
const LOCKED = 'Your account is locked after too many failed sign-in attempts. Ask an administrator to unlock it.';
const DISABLED = 'Your account is disabled. Contact your agency administrator.';

interface Origin {
  ip: string;
  applicationId: string;
}

export function authService(deps: AppDeps, repos: Repositories) {
  const { db, config, clock } = deps;

  const event = (
    tx: Executor,
    type: number,
    user: Pick<UserRecord, 'id' | 'userName' | 'agencyOri'> | { userName: string },
    outcome: 'success' | 'failure',
    detail: string,
    origin: Origin,
  ) =>
    repos.authEvents.add(
      {
        at: clock(),
        type,
        userId: 'id' in user ? user.id : null,
        userName: user.userName,
        agencyOri: 'agencyOri' in user ? user.agencyOri : null,
        outcome,
        detail,
        ip: origin.ip,
        applicationId: origin.applicationId,
      },
      tx,
    );

  async function openSession(tx: Executor, user: UserRecord, stage: SessionTable['stage'], origin: Origin) {
    const { token, hash } = newToken();
    const now = clock();
    const expiresAt = new Date(now.getTime() + config.sessionTimeoutMs);
    await repos.sessions.create(
      { tokenHash: hash, userId: user.id, applicationId: origin.applicationId, ip: origin.ip, stage },
      now,
      expiresAt,
      tx,
    );
    return { token, applicationId: origin.applicationId, expiresAt };
  }

  /** A failed password counts toward the lock-out; the fifth inside the window locks the account. */
  async function recordWrongPassword(user: UserRecord, origin: Origin): Promise<ApiError> {
    return db.transaction().execute(async (tx) => {
      await event(tx, AuthEventType.Login, user, 'failure', 'wrong password', origin);
      const now = clock().getTime();
      const windowStart = Math.max(now - LOCKOUT_WINDOW_MS, user.failuresResetAt?.getTime() ?? 0);
      const failures = await repos.authEvents.countFailedLogins(user.id, new Date(windowStart), tx);
      if (failures >= LOCKOUT_FAILED_ATTEMPTS) {
        await repos.users.setStatus(user.id, lockedStatus(user.status), clock(), tx);
        await event(tx, AuthEventType.Login, user, 'failure', 'account locked', origin);
        return new ApiError('locked', LOCKED);
      }
      return unauthorized(BAD_CREDENTIALS);
    });
  }

  return {
    async login(userName: string, password: string, origin: Origin) {
      const user = await repos.users.findByUserName(userName);
      if (!user) {
        await verifyPassword(password, await decoyPasswordHash());
        await event(
          db,
          AuthEventType.Login,
          { userName: userName.trim().slice(0, 100) },
          'failure',
          'unknown user',
          origin,
        );
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (isLocked(user.status)) {
        await event(db, AuthEventType.Login, user, 'failure', 'locked', origin);
        throw new ApiError('locked', LOCKED);
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw await recordWrongPassword(user, origin);
      if (isDisabled(user.status)) {
        await event(db, AuthEventType.Login, user, 'failure', 'disabled', origin);
        throw new ApiError('forbidden', DISABLED);
      }
      const stage = user.mustChangePassword ? 'change_password' : 'active';
      const session = await db.transaction().execute(async (tx) => {
        await repos.users.resetFailures(user.id, clock(), tx);
        await event(tx, AuthEventType.Login, user, 'success', 'password', origin);
        return openSession(tx, user, stage, origin);
      });
      return { token: session.token, user: userView(user, session, config) };
    },

    async createLoginLink(user: UserRecord, applicationId: string, publicUrl: string) {
      const { token, hash } = newToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
      await repos.sessions.addLoginLink({ tokenHash: hash, userId: user.id, applicationId }, now, expiresAt);
      const url = new URL('/', publicUrl);
      url.search = loginLinkSearch({ token, pid: LINK_PROVIDER_ID, type: LINK_TYPE, aid: applicationId });
      return { url: url.toString(), token, expiresAt: expiresAt.toISOString() };
    },

    async tokenAuthenticate(linkToken: string, origin: Origin) {
      return db
        .transaction()
        .execute(async (tx) => {
          const link = await repos.sessions.consumeLoginLink(hashToken(linkToken), clock(), tx);
          if (!link.ok) {
            const reason = {
              unknown: 'This login link is not valid.',
              used: 'This login link has already been used. Open the crash application again to get a new one.',
              expired: 'This login link has expired. Open the crash application again to get a new one.',
            }[link.reason];
            const known = 'userId' in link && link.userId ? await repos.users.findById(link.userId, tx) : undefined;
            await event(
              tx,
              AuthEventType.Login,
              known ?? { userName: '' },
              'failure',
              `token login: ${link.reason} link`,
              origin,
            );
            return { error: unauthorized(reason) };
          }
          const user = await repos.users.findById(link.userId, tx);
          if (!user || isDisabled(user.status) || isLocked(user.status)) {
            if (user) await event(tx, AuthEventType.Login, user, 'failure', 'token login: account unavailable', origin);
            return { error: unauthorized(user && isLocked(user.status) ? LOCKED : DISABLED) };
          }
          const session = await openSession(tx, user, 'dppa', {
            ...origin,
            applicationId: origin.applicationId || link.applicationId,
          });
          return {
            result: {
              loginStatus: 'DppaRequired' as const,
              id: user.id,
              token: session.token,
              applicationId: session.applicationId,
              loginAdditionalInfo: { userName: user.userName, dppaPurposes: [...dppaPurposes] },
            },
          };
        })
        .then((outcome) => {
          // The failure event must be committed, so the error is thrown only after the transaction.
          if ('error' in outcome) throw outcome.error;
          return outcome.result;
        });
    },

    async authorize(
      user: UserRecord,
      session: { id: number; stage: SessionTable['stage']; token: string; applicationId: string; expiresAt: Date },
      purpose: string,
      origin: Origin,
    ) {
      if (session.stage !== 'dppa') {
        throw new ApiError('conflict', 'This session has already been authorised.');
      }
      const stage = user.mustChangePassword ? 'change_password' : 'active';
      await db.transaction().execute(async (tx) => {
        await repos.sessions.setStage(session.id, stage, purpose, tx);
        await repos.users.resetFailures(user.id, clock(), tx);
        await event(tx, AuthEventType.Login, user, 'success', `token login; DPPA purpose: ${purpose}`, origin);
      });
      return { token: session.token, user: userView(user, session, config) };
    },

    async changePassword(
      user: UserRecord,
      session: { id: number; stage: SessionTable['stage']; token: string; applicationId: string; expiresAt: Date },
      currentPassword: string,
      newPassword: string,
    ) {
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new ApiError('validation', 'The current password is incorrect.', [
          { path: 'payload.currentPassword', message: 'The current password is incorrect.' },
        ]);
      }
      const refusal =
        newPassword === currentPassword
          ? 'The new password must differ from the current one.'
          : checkNewPassword(newPassword, { userName: user.userName, isCommon: isCommonPassword });
      if (refusal) throw new ApiError('validation', refusal, [{ path: 'payload.newPassword', message: refusal }]);
      const hash = await hashPassword(newPassword);
      await db.transaction().execute(async (tx) => {
        await repos.users.setPassword(user.id, hash, false, clock(), tx);
        if (session.stage === 'change_password') await repos.sessions.setStage(session.id, 'active', null, tx);
      });
      return { user: userView({ ...user, passwordHash: hash, mustChangePassword: false }, session, config) };
    },

    async logout(user: UserRecord, sessionId: number, autoLogout: boolean, origin: Origin) {
      return db.transaction().execute(async (tx) => {
        const ended = await repos.sessions.end(sessionId, clock(), autoLogout ? 'autologout' : 'logout', tx);
        if (ended) {
          const type = autoLogout ? AuthEventType.Autologout : AuthEventType.Logout;
          await event(tx, type, user, 'success', autoLogout ? 'session time-out in the app' : 'signed out', origin);
        }
        return { loggedOut: ended };
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
