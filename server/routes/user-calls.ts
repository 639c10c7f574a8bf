import { resetPassword, unlockUser } from '../../lib/api/calls-user';
import { subjectOf } from '../../lib/auth/ability';
import { checkNewPassword } from '../../lib/auth/password-policy';
import { isLocked, unlockedStatus } from '../../lib/auth/user-status';
import { ApiError, forbidden, notFound } from '../api/api-error';
import type { SessionContext } from '../api/authenticate';
import { implement } from '../api/implement';
import { hashPassword, isCommonPassword } from '../services/passwords';
import type { AppDeps, Repositories } from '../services/services';

export function userCalls({ db, clock }: AppDeps, repos: Repositories) {
  async function target(ctx: SessionContext, userId: number, action: 'resetPassword' | 'unlock') {
    const user = await repos.users.findById(userId);
    if (!user) throw notFound(`There is no user with id ${userId}.`);
    if (!ctx.ability.can(action, subjectOf('User', { id: user.id, agencyOri: user.agencyOri }))) throw forbidden();
    return user;
  }

  return [
    implement(resetPassword, async (p, ctx) => {
      const user = await target(ctx, p.userId, 'resetPassword');
      const refusal = checkNewPassword(p.temporaryPassword, { userName: user.userName, isCommon: isCommonPassword });
      if (refusal) throw new ApiError('validation', refusal, [{ path: 'payload.temporaryPassword', message: refusal }]);
      const hash = await hashPassword(p.temporaryPassword);
      await db.transaction().execute(async (tx) => {
        await repos.users.setPassword(user.id, hash, true, clock(), tx);
        // Whoever held the old password loses the sessions it opened.
        await repos.sessions.endAllForUser(user.id, clock(), 'password reset', tx);
      });
      return { id: user.id, status: user.status };
    }),

    implement(unlockUser, async (p, ctx) => {
      const user = await target(ctx, p.userId, 'unlock');
      if (!isLocked(user.status)) throw new ApiError('conflict', `User ${user.userName} is not locked.`);
      const status = unlockedStatus(user.status);
      await db.transaction().execute(async (tx) => {
        await repos.users.setStatus(user.id, status, clock(), tx);
        await repos.users.resetFailures(user.id, clock(), tx);
      });
      return { id: user.id, status };
    }),
  ];
}
