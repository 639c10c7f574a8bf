import { AuthEventType } from '../../../lib/auth/sign-in/auth-events';
import {
  inactiveCutoff,
  isInactive,
  isSecondFactorStage,
  secondFactorRequired,
  stageAfterFirstFactor,
} from '../../../lib/auth/sign-in/second-factor';
import { isDisabled, lockedStatus, UserStatus } from '../../../lib/auth/user-status';
import type { SessionTable } from '../../db/schema';
import type { Executor } from '../../repositories/executor';
import type { UserRecord } from '../../repositories/users/user-repository';
import type { AppDeps } from '../app-deps';
import { rulesOf } from '../users/user-view';

/**
 * The steps between a proven password (or login link) and a session that may work: the second
 * factor, the account's last sign-in, and the disabling of accounts left unused too long.
 * Used by the password sign-in, the token login and the second-factor step alike.
 */

/**
 * A sign-in is complete (the password or link, and the second factor when one is owed): the
 * account's last sign-in is now, and its failed attempts count again from here. Only then: a
 * proven password while a code is still owed clears nothing, so someone who knows the password
 * cannot sign in again between guesses to start the lock-out's count over.
 */
export async function signInCompleted(
  { repos, clock }: Pick<AppDeps, 'repos' | 'clock'>,
  userId: number,
  tx: Executor,
) {
  await repos.secondFactor.markSignedIn(userId, clock(), tx);
  await repos.users.resetFailures(userId, clock(), tx);
}

/**
 * The stage a session enters once the first factor is proven. When it is the last step (no second
 * factor owed), the sign-in is complete.
 */
export async function firstFactorProven(
  deps: AppDeps,
  user: UserRecord,
  tx: Executor,
  { throughLink }: { throughLink: boolean } = { throughLink: false },
): Promise<SessionTable['stage']> {
  const { repos, config } = deps;
  const facts = await repos.secondFactor.factsOf(user.id, tx);
  const stage = stageAfterFirstFactor({
    hasSecondFactor: Boolean(facts?.enabledAt),
    mustEnrol: secondFactorRequired(
      { id: user.id, rules: rulesOf(user), agencyAdditionalInfo: user.agencyAdditionalInfo },
      { administrators: config.secondFactor.requiredForAdministrators },
    ),
    mustChangePassword: user.mustChangePassword,
    throughLink,
  });
  if (!isSecondFactorStage(stage)) await signInCompleted(deps, user.id, tx);
  return stage;
}

/** The second-factor step a sign-in answers to the app, if the session owes one. */
export const nextStepOf = (stage: SessionTable['stage']) => (isSecondFactorStage(stage) ? stage : undefined);

/**
 * At a sign-in attempt: an account unused past the limit becomes Disabled (or Disabled and locked),
 * with its authentication event. Answers the user as it now is, and whether it is inactive.
 */
export async function disableIfInactive(
  { repos, config, clock }: AppDeps,
  user: UserRecord,
  origin: { ip: string; applicationId: string },
  tx: Executor = repos.autocommit,
): Promise<{ user: UserRecord; inactive: boolean }> {
  const facts = await repos.secondFactor.factsOf(user.id, tx);
  const days = config.secondFactor.inactiveAccountDays;
  if (!facts || !isInactive(facts, clock(), days)) return { user, inactive: false };
  if (isDisabled(user.status)) return { user, inactive: true };
  const status = user.status === UserStatus.Locked ? lockedStatus(UserStatus.Disabled) : UserStatus.Disabled;
  const disable = async (t: Executor) => {
    await repos.users.setStatus({ id: user.id, status, at: clock() }, t);
    await repos.authEvents.add(
      {
        at: clock(),
        type: AuthEventType.Login,
        userId: user.id,
        userName: user.userName,
        agencyOri: user.agencyOri,
        outcome: 'failure',
        detail: `account disabled: not used for ${days} days`,
        ip: origin.ip,
        applicationId: origin.applicationId,
      },
      t,
    );
  };
  await (tx === repos.autocommit ? repos.inTransaction(disable) : disable(tx));
  return { user: { ...user, status }, inactive: true };
}

/**
 * Disables every account unused past the limit in one statement, with an authentication event for
 * each; run when the server starts and once a day. Answers how many it disabled.
 */
export async function sweepInactiveAccounts({ repos, config, clock }: AppDeps): Promise<number> {
  const days = config.secondFactor.inactiveAccountDays;
  return repos.inTransaction(async (tx) => {
    const disabled = await repos.secondFactor.disableInactive(inactiveCutoff(clock(), days), clock(), tx);
    for (const u of disabled) {
      await repos.authEvents.add(
        {
          at: clock(),
          type: AuthEventType.Login,
          userId: u.id,
          userName: u.userName,
          agencyOri: u.agencyOri,
          outcome: 'failure',
          detail: `account disabled: not used for ${days} days (daily check)`,
          ip: '',
          applicationId: '',
        },
        tx,
      );
    }
    return disabled.length;
  });
}
