import { listAssignees, resetPassword, unlockUser } from '../../../lib/api/calls/admin/calls-user';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

export function userCalls({ services }: Wiring) {
  return [
    implement(resetPassword, (p, ctx) => services.userResets.resetPassword(ctx, p)),
    implement(unlockUser, (p, ctx) => services.userResets.unlock(ctx, p.userId)),
    implement(listAssignees, (p, ctx) => services.inboxes.reassignChoices(ctx.ability, p.reportId)),
  ];
}
