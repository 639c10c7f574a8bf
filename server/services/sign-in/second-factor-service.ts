import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import {
  formatRecoveryCode,
  normaliseRecoveryCode,
  normaliseTotpCode,
  RECOVERY_CODE_COUNT,
  secondFactorMessages,
  secondFactorRequired,
  stageAfterSecondFactor,
  TOTP_ALGORITHM,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW,
} from '../../../lib/auth/sign-in/second-factor';
import { subjectOf, type AppAbility } from '../../../lib/auth/permissions/ability';
import { ApiError, forbidden, notFound } from '../../api/api-error';
import type { SessionTable } from '../../db/schema';
import type { Executor } from '../../repositories/executor';
import type { UserRecord } from '../../repositories/users/user-repository';
import type { AuthService } from './auth-service';
import { verifyPassword } from './passwords';
import type { AppDeps } from '../app-deps';
import { hashToken } from './tokens';
import { signInCompleted } from './sign-in-steps';
import { rulesOf, userView } from '../users/user-view';

interface Origin {
  ip: string;
  applicationId: string;
}

interface StepSession {
  id: number;
  stage: SessionTable['stage'];
  token: string;
  applicationId: string;
  expiresAt: Date;
}

/** Letters and digits of a recovery code, without the easily confused 0/o and 1/l. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  return Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
}

/** Recovery codes are random (about 50 bits each) and used once, so a SHA-256 of each is what is kept. */
const hashRecoveryCode = (plain: string) => hashToken(`recovery:${plain}`);

const fieldError = (path: string, message: string) => new ApiError('validation', message, [{ path, message }]);

/**
 * The second factor (TOTP, RFC 6238): enrolment, the sign-in second step, re-authentication for
 * sensitive calls, and an administrator's reset. Wrong codes count toward the sign-in lock-out.
 */
export function secondFactorService(deps: AppDeps & { auth: AuthService }) {
  const { repos, config, clock, auth, settings } = deps;
  /** The session timing the user is told, with the time-out in force. */
  const timing = async () => ({ ...config, sessionTimeoutMs: (await settings.current()).sessionTimeoutMs });

  const totpOf = (secret: string, userName: string) =>
    new TOTP({
      issuer: config.applicationName,
      label: userName,
      secret: Secret.fromBase32(secret),
      algorithm: TOTP_ALGORITHM,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
    });

  /** An administrator removes a user's second factor (a lost phone); recorded as an admin event. */
  async function reset({ actor, target, ip }: { actor: UserRecord; target: UserRecord; ip: string }) {
    const facts = await repos.secondFactor.factsOf(target.id);
    const before = {
      secondFactorEnabled: Boolean(facts?.enabledAt),
      secondFactorEnabledAt: facts?.enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: facts?.recoveryCodeHashes.length ?? 0,
    };
    await repos.inTransaction(async (tx) => {
      await repos.secondFactor.clear(target.id, clock(), tx);
      await repos.adminEvents.record(
        {
          actor: { id: actor.id, userName: actor.userName },
          agencyOri: target.agencyOri,
          subject: 'User',
          subjectKey: target.id,
          action: 'resetSecondFactor',
          before,
          after: { secondFactorEnabled: false, secondFactorEnabledAt: null, recoveryCodesLeft: 0 },
          ip,
          at: clock(),
        },
        tx,
      );
    });
    return { id: target.id, secondFactorEnabled: false };
  }

  /** The time step a code belongs to when it is good now (±1 step), or null. */
  function stepOfCode(secret: string, userName: string, code: string): number | null {
    const totp = totpOf(secret, userName);
    const timestamp = clock().getTime();
    const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  const event = (user: UserRecord, outcome: 'success' | 'failure', detail: string, origin: Origin, tx?: Executor) =>
    repos.authEvents.add(
      {
        at: clock(),
        type: AuthEventType.Login,
        userId: user.id,
        userName: user.userName,
        agencyOri: user.agencyOri,
        outcome,
        detail,
        ip: origin.ip,
        applicationId: origin.applicationId,
      },
      tx,
    );

  /** A wrong code: counted as a failed sign-in; the fifth in the window locks the account. */
  const wrongCode = (user: UserRecord, origin: Origin, refusal: ApiError) =>
    auth.recordFailedSignIn(user, origin, { detail: 'wrong second factor code', refusal });

  /** Checks a TOTP code and uses its step, so the same code is refused the next time. */
  async function spendCode(user: UserRecord, secret: string, typed: string, tx?: Executor): Promise<boolean> {
    const code = normaliseTotpCode(typed);
    const step = code ? stepOfCode(secret, user.userName, code) : null;
    return step !== null && repos.secondFactor.useStep(user.id, step, tx);
  }

  /** The stage after the second factor: a password owed (chosen when the session came through a link), else work. */
  const nextStage = async (user: UserRecord, session: StepSession) =>
    stageAfterSecondFactor({
      mustChangePassword: user.mustChangePassword,
      throughLink: await repos.secondFactor.sessionCameThroughLink(session.id),
    });

  function mayEnrol(session: StepSession) {
    if (session.stage !== 'active' && session.stage !== 'enrol_second_factor') {
      throw new ApiError('conflict', 'Finish signing in before setting up a second factor.');
    }
  }

  return {
    async status(user: UserRecord) {
      const facts = await repos.secondFactor.factsOf(user.id);
      const required = secondFactorRequired(
        { id: user.id, rules: rulesOf(user), agencyAdditionalInfo: user.agencyAdditionalInfo },
        { administrators: config.secondFactor.requiredForAdministrators },
      );
      return {
        enabled: Boolean(facts?.enabledAt),
        enabledAt: facts?.enabledAt?.toISOString() ?? null,
        required,
        recoveryCodesLeft: facts?.enabledAt ? facts.recoveryCodeHashes.length : 0,
      };
    },

    async beginEnrolment(user: UserRecord, session: StepSession) {
      mayEnrol(session);
      const secret = new Secret({ size: TOTP_SECRET_BYTES }).base32;
      if (!(await repos.secondFactor.setPending(user.id, secret))) {
        throw new ApiError('conflict', 'You already have a second factor. An administrator can reset it.');
      }
      const otpauthUri = totpOf(secret, user.userName).toString();
      return {
        otpauthUri,
        secret,
        qrSvg: renderSVG(otpauthUri, { border: 2, pixelSize: 6 }),
        issuer: config.applicationName,
        accountName: user.userName,
      };
    },

    async confirmEnrolment({
      user,
      session,
      code,
      origin,
    }: {
      user: UserRecord;
      session: StepSession;
      code: string;
      origin: Origin;
    }) {
      mayEnrol(session);
      const facts = await repos.secondFactor.factsOf(user.id);
      if (!facts?.totpSecret || facts.enabledAt) {
        throw new ApiError('conflict', 'Start setting up the authenticator app first: there is nothing to confirm.');
      }
      const typed = normaliseTotpCode(code);
      if (!typed) throw fieldError('payload.code', secondFactorMessages.codeFormat);
      const step = stepOfCode(facts.totpSecret, user.userName, typed);
      if (step === null) throw fieldError('payload.code', secondFactorMessages.wrongCode);
      const plain = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const stage = session.stage === 'enrol_second_factor' ? await nextStage(user, session) : undefined;
      await repos.inTransaction(async (tx) => {
        const enabled = await repos.secondFactor.enable(
          { userId: user.id, at: clock(), step, recoveryCodeHashes: plain.map(hashRecoveryCode) },
          tx,
        );
        if (!enabled) throw new ApiError('conflict', 'The second factor was set up meanwhile, in another window.');
        await repos.sessions.proven({ id: session.id, at: clock(), ...(stage ? { stage } : {}) }, tx);
        if (stage) await signInCompleted(deps, user.id, tx);
        await event(user, 'success', 'second factor enrolled', origin, tx);
      });
      return {
        recoveryCodes: plain.map(formatRecoveryCode),
        token: session.token,
        user: userView(user, { ...session, stage: stage ?? session.stage }, await timing()),
      };
    },

    async verify({
      user,
      session,
      method,
      code,
      origin,
    }: {
      user: UserRecord;
      session: StepSession;
      method: 'code' | 'recovery';
      code: string;
      origin: Origin;
    }) {
      if (session.stage !== 'second_factor') throw new ApiError('conflict', 'This session has no second step to take.');
      const facts = await repos.secondFactor.factsOf(user.id);
      if (!facts?.totpSecret || !facts.enabledAt) {
        throw new ApiError('conflict', 'Your second factor was reset. Sign in again to set it up.');
      }
      const secret = facts.totpSecret;
      const stage = await nextStage(user, session);
      const outcome = await repos.inTransaction(async (tx) => {
        const proven =
          method === 'code'
            ? await spendCode(user, secret, code, tx)
            : await repos.secondFactor.consumeRecoveryCode(
                user.id,
                hashRecoveryCode(normaliseRecoveryCode(code) ?? ''),
                tx,
              );
        if (!proven) return false;
        await repos.sessions.proven({ id: session.id, at: clock(), stage }, tx);
        await signInCompleted(deps, user.id, tx);
        const detail = method === 'code' ? 'second factor: code' : 'second factor: recovery code';
        await event(user, 'success', detail, origin, tx);
        return true;
      });
      if (!outcome) {
        const message = method === 'code' ? secondFactorMessages.wrongCode : secondFactorMessages.wrongRecoveryCode;
        throw await wrongCode(user, origin, fieldError('payload.code', message));
      }
      const left = (await repos.secondFactor.factsOf(user.id))?.recoveryCodeHashes.length ?? 0;
      return {
        token: session.token,
        user: userView(user, { ...session, stage }, await timing()),
        recoveryCodesLeft: left,
      };
    },

    async reauthenticate({
      user,
      session,
      password,
      code,
      origin,
    }: {
      user: UserRecord;
      session: StepSession;
      password: string;
      code: string | undefined;
      origin: Origin;
    }) {
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw await auth.recordFailedSignIn(user, origin, {
          detail: 'wrong re-authentication',
          refusal: fieldError('payload.password', 'The password is incorrect.'),
        });
      }
      const facts = await repos.secondFactor.factsOf(user.id);
      if (facts?.enabledAt && facts.totpSecret) {
        if (!code) throw fieldError('payload.code', secondFactorMessages.codeNeeded);
        if (!(await spendCode(user, facts.totpSecret, code))) {
          throw await auth.recordFailedSignIn(user, origin, {
            detail: 'wrong re-authentication',
            refusal: fieldError('payload.code', secondFactorMessages.wrongCode),
          });
        }
      }
      const at = clock();
      await repos.inTransaction(async (tx) => {
        await repos.sessions.proven({ id: session.id, at }, tx);
        await event(user, 'success', 're-authentication', origin, tx);
      });
      return { authenticatedAt: at.toISOString() };
    },

    /** User/ResetSecondFactor: the caller may reset this user's second factor, which `reset` then removes. */
    async resetFor(ctx: { user: UserRecord; ability: AppAbility; ip: string }, userId: number) {
      const target = await repos.users.findById(userId);
      if (!target) throw notFound(`There is no user with id ${userId}.`);
      const subject = subjectOf('User', { id: target.id, agencyOri: target.agencyOri });
      if (!ctx.ability.can('resetSecondFactor', subject)) throw forbidden();
      return reset({ actor: ctx.user, target, ip: ctx.ip });
    },

    reset,
  };
}
export type SecondFactorService = ReturnType<typeof secondFactorService>;
