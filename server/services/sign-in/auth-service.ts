import { dppaPurposes } from '../../../lib/api/dppa';
import { ACCOUNT_DISABLED as DISABLED, ACCOUNT_LOCKED as LOCKED } from '../../../lib/auth/sign-in/session-end';
import { agencyDisabledMessage } from '../../../lib/auth/sign-in/agency-status';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import { LINK_PROVIDER_ID, LINK_TYPE, loginLinkSearch } from '../../../lib/auth/sign-in/login-link';
import { secondFactorMessages } from '../../../lib/auth/sign-in/second-factor';
import { LOGIN_LINK_TTL_MS } from '../../../lib/auth/sign-in/session-timing';
import {
  isDisabled,
  isLocked,
  lockedStatus,
  LOCKOUT_FAILED_ATTEMPTS,
  LOCKOUT_WINDOW_MS,
} from '../../../lib/auth/user-status';
import { ApiError, unauthorized } from '../../api/api-error';
import type { SessionTable } from '../../db/schema';
import type { WrongPasswordDetail } from '../../repositories/admin-logs/auth-event-repository';
import type { Executor } from '../../repositories/executor';
import type { UserRecord } from '../../repositories/users/user-repository';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { AppDeps } from '../app-deps';
import { acceptedPasswordHash, replacePassword } from './password-replacement';
import { hashToken, newToken } from './tokens';
import { disableIfInactive, firstFactorProven, nextStepOf } from './sign-in-steps';
import { userView } from '../users/user-view';

const BAD_CREDENTIALS = 'The user name or password is incorrect.';

interface Origin {
  ip: string;
  applicationId: string;
}

/** A session as the account calls need it: its stage, token and expiry. */
interface OpenSession {
  id: number;
  stage: SessionTable['stage'];
  token: string;
  applicationId: string;
  expiresAt: Date;
}

/** One entry of the authentication log. */
interface AuthEvent {
  type: number;
  user: Pick<UserRecord, 'id' | 'userName' | 'agencyOri'> | { userName: string };
  outcome: 'success' | 'failure';
  detail: string;
  origin: Origin;
}

export function authService(deps: AppDeps) {
  const { repos, config, clock, settings } = deps;
  const event = ({ type, user, outcome, detail, origin }: AuthEvent, tx: Executor = repos.autocommit) =>
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

  /** The session timing the user is told, with the time-out in force. */
  const timing = async () => ({ ...config, sessionTimeoutMs: (await settings.current()).sessionTimeoutMs });

  /**
   * Opens a session in the caller's transaction. The time-out in force is read before the
   * transaction (`sessionTimeoutMs`): a read of the settings inside it would wait for a second
   * connection, which the embedded database does not have.
   */
  async function openSession(
    tx: Executor,
    {
      user,
      stage,
      origin,
      sessionTimeoutMs,
    }: { user: UserRecord; stage: SessionTable['stage']; origin: Origin; sessionTimeoutMs: number },
  ) {
    const { token, hash } = newToken();
    const now = clock();
    const expiresAt = new Date(now.getTime() + sessionTimeoutMs);
    await repos.sessions.create(
      {
        tokenHash: hash,
        userId: user.id,
        applicationId: origin.applicationId,
        ip: origin.ip,
        stage,
        at: now,
        expiresAt,
      },
      tx,
    );
    return { token, applicationId: origin.applicationId, expiresAt };
  }

  /**
   * A wrong password counts toward the lock-out, at sign-in and as the current password of a
   * change alike; the fifth inside the window locks the account (its sessions are refused from then).
   */
  async function recordWrongPassword(
    user: UserRecord,
    origin: Origin,
    { detail, refusal }: { detail: WrongPasswordDetail; refusal: ApiError } = {
      detail: 'wrong password',
      refusal: unauthorized(BAD_CREDENTIALS),
    },
  ): Promise<ApiError> {
    return repos.inTransaction(async (tx) => {
      await event({ type: AuthEventType.Login, user, outcome: 'failure', detail, origin }, tx);
      const now = clock().getTime();
      const windowStart = Math.max(now - LOCKOUT_WINDOW_MS, user.failuresResetAt?.getTime() ?? 0);
      const failures = await repos.authEvents.countFailedLogins(user.id, new Date(windowStart), tx);
      if (failures >= LOCKOUT_FAILED_ATTEMPTS) {
        await repos.users.setStatus({ id: user.id, status: lockedStatus(user.status), at: clock() }, tx);
        await event({ type: AuthEventType.Login, user, outcome: 'failure', detail: 'account locked', origin }, tx);
        // A signed-in caller (a password change) can go no further: 401 takes it to the sign-in page.
        return detail === 'wrong password' ? new ApiError('locked', LOCKED) : unauthorized(LOCKED);
      }
      return refusal;
    });
  }

  return {
    recordFailedSignIn: recordWrongPassword,

    async login(userName: string, password: string, origin: Origin) {
      const found = await repos.users.findByUserName(userName);
      if (!found) {
        await verifyPassword(password, await decoyPasswordHash());
        await event({
          type: AuthEventType.Login,
          user: { userName: userName.trim().slice(0, 100) },
          outcome: 'failure',
          detail: 'unknown user',
          origin,
        });
        throw unauthorized(BAD_CREDENTIALS);
      }
      const { user, inactive } = await disableIfInactive(deps, found, origin);
      if (isLocked(user.status)) {
        await event({ type: AuthEventType.Login, user, outcome: 'failure', detail: 'locked', origin });
        throw new ApiError('locked', LOCKED);
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw await recordWrongPassword(user, origin);
      if (isDisabled(user.status)) {
        await event({ type: AuthEventType.Login, user, outcome: 'failure', detail: 'disabled', origin });
        throw new ApiError(
          'forbidden',
          inactive ? secondFactorMessages.inactive(config.secondFactor.inactiveAccountDays) : DISABLED,
        );
      }
      if (user.agencyDisabled) {
        await event({ type: AuthEventType.Login, user, outcome: 'failure', detail: 'agency disabled', origin });
        throw new ApiError('forbidden', agencyDisabledMessage(user.agencyName));
      }
      const inForce = await timing();
      const { session, stage } = await repos.inTransaction(async (tx) => {
        await event({ type: AuthEventType.Login, user, outcome: 'success', detail: 'password', origin }, tx);
        const stage = await firstFactorProven(deps, user, tx);
        const session = await openSession(tx, { user, stage, origin, sessionTimeoutMs: inForce.sessionTimeoutMs });
        return { session, stage };
      });
      return { token: session.token, user: userView(user, session, inForce), nextStep: nextStepOf(stage) };
    },

    async createLoginLink(user: UserRecord, applicationId: string, publicUrl: string) {
      const { token, hash } = newToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
      await repos.sessions.addLoginLink({ tokenHash: hash, userId: user.id, applicationId, at: now, expiresAt });
      const url = new URL('/', publicUrl);
      url.search = loginLinkSearch({ token, pid: LINK_PROVIDER_ID, type: LINK_TYPE, aid: applicationId });
      return { url: url.toString(), token, expiresAt: expiresAt.toISOString() };
    },

    async tokenAuthenticate(linkToken: string, origin: Origin) {
      const { sessionTimeoutMs } = await timing();
      return repos
        .inTransaction(async (tx) => {
          const link = await repos.sessions.consumeLoginLink(hashToken(linkToken), clock(), tx);
          if (!link.ok) {
            const reason = {
              unknown: 'This login link is not valid.',
              used: 'This login link has already been used. Open the crash application again to get a new one.',
              expired: 'This login link has expired. Open the crash application again to get a new one.',
            }[link.reason];
            const known = 'userId' in link && link.userId ? await repos.users.findById(link.userId, tx) : undefined;
            await event(
              {
                type: AuthEventType.Login,
                user: known ?? { userName: '' },
                outcome: 'failure',
                detail: `token login: ${link.reason} link`,
                origin,
              },
              tx,
            );
            return { error: unauthorized(reason) };
          }
          const linked = await repos.users.findById(link.userId, tx);
          const { user, inactive } = linked
            ? await disableIfInactive(deps, linked, origin, tx)
            : { user: undefined, inactive: false };
          if (!user || isDisabled(user.status) || isLocked(user.status)) {
            if (user) {
              const detail = 'token login: account unavailable';
              await event({ type: AuthEventType.Login, user, outcome: 'failure', detail, origin }, tx);
            }
            const disabled = inactive
              ? secondFactorMessages.inactive(config.secondFactor.inactiveAccountDays)
              : DISABLED;
            return { error: unauthorized(user && isLocked(user.status) ? LOCKED : disabled) };
          }
          if (user.agencyDisabled) {
            const detail = 'token login: agency disabled';
            await event({ type: AuthEventType.Login, user, outcome: 'failure', detail, origin }, tx);
            return { error: unauthorized(agencyDisabledMessage(user.agencyName)) };
          }
          const session = await openSession(tx, {
            user,
            stage: 'dppa',
            origin: { ...origin, applicationId: origin.applicationId || link.applicationId },
            sessionTimeoutMs,
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

    async authorize({
      user,
      session,
      purpose,
      origin,
    }: {
      user: UserRecord;
      session: OpenSession;
      purpose: string;
      origin: Origin;
    }) {
      if (session.stage !== 'dppa') {
        throw new ApiError('conflict', 'This session has already been authorised.');
      }
      // Only a link opens a session in the DPPA stage: a user who must change their password and
      // came through one chooses a password without a current one (they may never have had one).
      const stage = await repos.inTransaction(async (tx) => {
        const stage = await firstFactorProven(deps, user, tx, { throughLink: true });
        await repos.sessions.setStage({ id: session.id, stage, dppaPurpose: purpose }, tx);
        const detail = `token login; DPPA purpose: ${purpose}`;
        await event({ type: AuthEventType.Login, user, outcome: 'success', detail, origin }, tx);
        return stage;
      });
      return {
        token: session.token,
        user: userView(user, { ...session, stage }, await timing()),
        nextStep: nextStepOf(stage),
      };
    },

    async changePassword({
      user,
      session,
      currentPassword,
      newPassword,
      origin,
    }: {
      user: UserRecord;
      session: OpenSession;
      currentPassword: string;
      newPassword: string;
      origin: Origin;
    }) {
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        const message = 'The current password is incorrect.';
        throw await recordWrongPassword(user, origin, {
          detail: 'wrong current password',
          refusal: new ApiError('validation', message, [{ path: 'payload.currentPassword', message }]),
        });
      }
      const hash = await acceptedPasswordHash(deps, {
        password: newPassword,
        userName: user.userName,
        currentPassword,
        field: 'newPassword',
      });
      await repos.inTransaction(async (tx) => {
        const change = { userId: user.id, passwordHash: hash, mustChange: false, keepSessionId: session.id };
        await replacePassword(deps, { ...change, reason: 'password changed' }, tx);
        await repos.users.resetFailures(user.id, clock(), tx);
        if (session.stage === 'change_password')
          await repos.sessions.setStage({ id: session.id, stage: 'active', dppaPurpose: null }, tx);
      });
      return { user: userView({ ...user, passwordHash: hash, mustChangePassword: false }, session, await timing()) };
    },

    async logout({
      user,
      sessionId,
      autoLogout,
      origin,
    }: {
      user: UserRecord;
      sessionId: number;
      autoLogout: boolean;
      origin: Origin;
    }) {
      return repos.inTransaction(async (tx) => {
        const reason = autoLogout ? 'autologout' : 'logout';
        const ended = await repos.sessions.end({ id: sessionId, at: clock(), reason }, tx);
        if (ended) {
          const type = autoLogout ? AuthEventType.Autologout : AuthEventType.Logout;
          const detail = autoLogout ? 'session time-out in the app' : 'signed out';
          await event({ type, user, outcome: 'success', detail, origin }, tx);
        }
        return { loggedOut: ended };
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
