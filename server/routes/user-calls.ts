import { listAssignees, resetPassword, unlockUser } from '../../lib/api/calls-user';
import { subjectOf } from '../../lib/auth/ability';
import { assigneeRefusal, reassignTargetOf } from '../../lib/workflow/assignees';
import { loadCompromisedCheck } from '../../lib/auth/compromised-passwords';
import { checkNewPassword } from '../../lib/auth/password-policy';
import { isLocked, unlockedStatus } from '../../lib/auth/user-status';
import { ApiError, forbidden, notFound } from '../api/api-error';
import type { SessionContext } from '../api/authenticate';
import { implement } from '../api/implement';
import { hashPassword } from '../services/passwords';
import type { Wiring } from '../services/services';

export function userCalls({ repos, services, clock, config }: Wiring) {
  async function target(ctx: SessionContext, userId: number, action: 'resetPassword' | 'unlock') {
    const user = await repos.users.findById(userId);
    if (!user) throw notFound(`There is no user with id ${userId}.`);
    if (!ctx.ability.can(action, subjectOf('User', { id: user.id, agencyOri: user.agencyOri }))) throw forbidden();
    return user;
  }

  return [
    implement(resetPassword, async (p, ctx) => {
      const user = await target(ctx, p.userId, 'resetPassword');
      const refusal = checkNewPassword(p.temporaryPassword, {
        minLength: config.passwordMinLength,
        userName: user.userName,
        isCompromised: await loadCompromisedCheck(),
      });
      if (refusal) throw new ApiError('validation', refusal, [{ path: 'payload.temporaryPassword', message: refusal }]);
      const hash = await hashPassword(p.temporaryPassword);
      await repos.inTransaction(async (tx) => {
        await repos.users.setPassword({ id: user.id, passwordHash: hash, mustChange: true, at: clock() }, tx);
        // Whoever held the old password loses the sessions it opened; an administrator resetting
        // their own password keeps the session that did it.
        const exceptSessionId = user.id === ctx.user.id ? ctx.session.id : undefined;
        await repos.sessions.endAllForUser(
          { userId: user.id, exceptSessionId, at: clock(), reason: 'password reset' },
          tx,
        );
      });
      return { id: user.id, status: user.status };
    }),

    implement(unlockUser, async (p, ctx) => {
      const user = await target(ctx, p.userId, 'unlock');
      if (!isLocked(user.status)) throw new ApiError('conflict', `User ${user.userName} is not locked.`);
      const status = unlockedStatus(user.status);
      await repos.inTransaction(async (tx) => {
        await repos.users.setStatus({ id: user.id, status, at: clock() }, tx);
        await repos.users.resetFailures(user.id, clock(), tx);
      });
      return { id: user.id, status };
    }),

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
