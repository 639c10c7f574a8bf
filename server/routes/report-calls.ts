import { listReports } from '../../lib/api/calls/calls-report';
import { forbidden } from '../api/api-error';
import { implement } from '../api/implement';
import { reportScope } from '../repositories/report-scope';
import type { Wiring } from '../services/services';

/**
 * Report/List: the report tables (the officer's dashboard, working and submitted reports, the
 * reviewer's inboxes, the administrator's pending reports), each scoped by the caller's CASL rules.
 */
export function reportCalls({ reads }: Wiring) {
  return [
    implement(listReports, async (p, ctx) => {
      const { view, inboxId, agencyOri, ...page } = p;
      const user = ctx.user;

      if (view === 'pendingReview') {
        const scope = reportScope(ctx.ability, 'assign');
        if (!scope)
          throw forbidden('Only reviewers have review inboxes; ask your administrator for the reviewer role.');
        // The inboxes and their reports are read on one database, so they agree. The refusal is
        // thrown outside the read: an error inside it counts as the replica failing.
        const pending = await reads.read(user.id, async ({ reports }) => {
          const inboxes = await reports.inboxesOf(user);
          if (inboxId !== undefined && !inboxes.some((i) => i.id === inboxId)) return undefined;
          const shown = inboxId !== undefined ? [inboxId] : inboxes.map((i) => i.id);
          return reports.pendingReview(inboxes, shown, { userId: user.id, scope, page });
        });
        if (!pending)
          throw forbidden(`Inbox ${inboxId} is not your agency's review inbox or your own; pick one of your inboxes.`);
        return pending;
      }

      if (view === 'adminPending') {
        const scope = reportScope(ctx.ability, 'reassign');
        if (!scope) throw forbidden('Only administrators see the pending reports of the agency.');
        return reads.read(user.id, ({ reports }) => reports.adminPending(agencyOri, { userId: user.id, scope, page }));
      }

      const scope = reportScope(ctx.ability, 'read');
      if (!scope) throw forbidden('You may not read reports.');
      return reads.read(user.id, ({ reports }) => reports.ownView(view, { userId: user.id, scope, page }));
    }),
  ];
}
