import { listAssignees, resetPassword, unlockUser } from '../../lib/api/calls/calls-user';
import { subjectOf } from '../../lib/auth/permissions/ability';
import { assigneeRefusal, reassignTargetOf } from '../../lib/workflow/assignees';
import { loadCompromisedCheck } from '../../lib/auth/sign-in/compromised-passwords';
import { checkNewPassword } from '../../lib/auth/sign-in/password-policy';
import { unlockedStatus } from '../../lib/auth/user-status';
import { ApiError, forbidden, notFound } from '../api/api-error';
import { implement } from '../api/implement';
import { hashPassword } from '../services/passwords';
import type { Wiring } from '../services/services';

export function userCalls({ repos, services, clock, config }: Wiring) {
  const admin = services.userAdmin;

  return [
    implement(resetPassword, async (p, ctx) => {
      // A temporary password when one is given (and no link asked for); a one-time sign-in link otherwise.
      const temporary = p.signInLink ? undefined : p.temporaryPassword || undefined;
      if (temporary === undefined) {
        let reset = { email: '', firstName: '', userName: '' };
        const answer = await admin.change(ctx, p.userId, 'resetPassword', async (user, tx) => {
          reset = user;
          const signInLink = await admin.resetToLink(user, ctx, tx);
          return {
            after: { ...user, mustChangePassword: true },
            result: { id: user.id, status: user.status, signInLink },
          };
        });
        // Mailed once the reset has committed: a link for a reset that rolled back would not work.
        return { ...answer, signInLink: await services.firstSignIn.mailLink(reset, answer.signInLink, ctx.user.id) };
      }
      return admin.change(ctx, p.userId, 'resetPassword', async (target, tx) => {
        // Checked after the caller's right to reset this user: whoever may not learns nothing of the rules.
        const refusal = checkNewPassword(temporary, {
          minLength: config.passwordMinLength,
          userName: target.userName,
          isCompromised: await loadCompromisedCheck(),
        });
        if (refusal)
          throw new ApiError('validation', refusal, [{ path: 'payload.temporaryPassword', message: refusal }]);
        const hash = await hashPassword(temporary);
        await repos.users.setPassword({ id: target.id, passwordHash: hash, mustChange: true, at: clock() }, tx);
        // Whoever held the old password loses the sessions it opened; an administrator resetting
        // their own password keeps the session that did it.
        const exceptSessionId = target.id === ctx.user.id ? ctx.session.id : undefined;
        await repos.sessions.endAllForUser(
          { userId: target.id, exceptSessionId, at: clock(), reason: 'password reset' },
          tx,
        );
        return {
          after: { ...target, mustChangePassword: true },
          result: { id: target.id, status: target.status },
        };
      });
    }),

    implement(unlockUser, (p, ctx) =>
      admin.change(ctx, p.userId, 'unlock', async (user, tx) => {
        const status = unlockedStatus(user.status);
        await repos.users.setStatus({ id: user.id, status, at: clock() }, tx);
        await repos.users.resetFailures(user.id, clock(), tx);
        return { after: { ...user, status }, result: { id: user.id, status } };
      }),
    ),

    implement(listAssignees, async (p, ctx) => {
      const report = await repos.reportDocuments.facts(p.reportId);
      if (!report) throw notFound(`There is no report ${p.reportId}.`);
      const subject = subjectOf('Report', {
        id: report.id,
        authorUserId: report.authorUserId,
        agencyOri: report.agencyOri,
        status: report.status,
      });
      if (!ctx.ability.can('reassign', subject)) throw forbidden(`You may not reassign report ${report.id}.`);
      const target = reassignTargetOf(report.status);
      if (target !== 'author' && target !== 'reviewer') return { target, users: [] };
      const users = (await services.inboxes.agencyAssignees(report.agencyOri))
        .filter((a) => assigneeRefusal(target, report, a, a.id) === null)
        .map((a) => ({ id: a.id, name: a.name }));
      return { target, users };
    }),
  ];
}
