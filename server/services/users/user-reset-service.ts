import type { SignInLink } from '../../../lib/api/schemas/user-admin-schemas';
import { unlockedStatus } from '../../../lib/auth/user-status';
import type { Executor } from '../../repositories/executor';
import type { AdminUserRecord } from '../../repositories/users/user-admin-repository';
import type { AppDeps } from '../app-deps';
import type { FirstSignIn } from '../sign-in/first-sign-in';
import { acceptedPasswordHash, replacePassword } from '../sign-in/password-replacement';
import type { AdminCtx, UserAdminService } from './user-admin-service';

/**
 * The administrator's older calls on a user: a password reset and an unlock, each checked and
 * recorded by the user administration's `change`, in one transaction with its admin event.
 */
export function userResetService(deps: AppDeps & { userAdmin: UserAdminService; firstSignIn: FirstSignIn }) {
  const { repos, clock, userAdmin, firstSignIn } = deps;

  /** Whoever held the old password loses what it opened; an administrator resetting their own keeps this session. */
  const reset = (ctx: AdminCtx, user: AdminUserRecord, passwordHash: string, tx: Executor) =>
    replacePassword(
      deps,
      {
        userId: user.id,
        passwordHash,
        mustChange: true,
        keepSessionId: user.id === ctx.user.id ? ctx.session.id : undefined,
        reason: 'password reset',
      },
      tx,
    );

  /** A reset to a one-time sign-in link: no password works until the user chooses one through it. */
  async function resetToLink(ctx: AdminCtx, userId: number) {
    let user = { email: '', firstName: '', userName: '' };
    const answer = await userAdmin.change(ctx, userId, 'resetPassword', async (target, tx) => {
      user = target;
      await reset(ctx, target, await firstSignIn.unknownPasswordHash(), tx);
      const signInLink: SignInLink = await firstSignIn.issueLink(target.id, tx);
      return {
        after: { ...target, mustChangePassword: true },
        result: { id: target.id, status: target.status, signInLink },
      };
    });
    // Mailed once the reset has committed: a link for a reset that rolled back would not work.
    return { ...answer, signInLink: await firstSignIn.mailLink(user, answer.signInLink, ctx.user.id) };
  }

  function resetToTemporary(ctx: AdminCtx, userId: number, temporary: string) {
    return userAdmin.change(ctx, userId, 'resetPassword', async (target, tx) => {
      // Checked after the caller's right to reset this user: whoever may not learns nothing of the rules.
      const passwordHash = await acceptedPasswordHash(deps, {
        password: temporary,
        userName: target.userName,
        field: 'temporaryPassword',
      });
      await reset(ctx, target, passwordHash, tx);
      return {
        after: { ...target, mustChangePassword: true },
        result: { id: target.id, status: target.status },
      };
    });
  }

  return {
    /** A temporary password when one is given (and no link asked for); a one-time sign-in link otherwise. */
    resetPassword(ctx: AdminCtx, p: { userId: number; temporaryPassword?: string; signInLink?: boolean }) {
      const temporary = p.signInLink ? undefined : p.temporaryPassword || undefined;
      return temporary === undefined ? resetToLink(ctx, p.userId) : resetToTemporary(ctx, p.userId, temporary);
    },

    unlock(ctx: AdminCtx, userId: number) {
      return userAdmin.change(ctx, userId, 'unlock', async (user, tx) => {
        const status = unlockedStatus(user.status);
        await repos.users.setStatus({ id: user.id, status, at: clock() }, tx);
        await repos.users.resetFailures(user.id, clock(), tx);
        return { after: { ...user, status }, result: { id: user.id, status } };
      });
    },
  };
}
export type UserResetService = ReturnType<typeof userResetService>;
