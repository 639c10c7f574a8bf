import type { listReports } from '../../../lib/api/calls/calls-report';
import type { advancedSearch, quickSearch } from '../../../lib/api/calls/calls-search';
import type { AppAbility } from '../../../lib/auth/permissions/ability';
import { searchDateRange, stateDateOf } from '../../../lib/search/search-criteria';
import { forbidden } from '../../api/api-error';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import type { ReadRouting } from '../../db/read-routing';
import type { ReplicaReads } from '../../repositories/repositories';
import { reportScope, reportScopeAlternatives } from '../../repositories/report-tables/report-scope';

const readable = (ability: AppAbility) => {
  const scope = reportScopeAlternatives(ability, 'read');
  if (!scope) throw forbidden('You may not read reports, so there is nothing to search.');
  return scope;
};

/**
 * The report tables (the officer's dashboard, working and submitted reports, the reviewer's
 * inboxes, the administrator's pending reports) and the searches, each scoped by the caller's
 * CASL rules and read where `reads` sends them (the read replica when there is one).
 */
export function reportTableService({ reads, clock }: { reads: ReadRouting<ReplicaReads>; clock: () => Date }) {
  return {
    async list(ctx: SessionContext, p: Payload<typeof listReports>) {
      const { view, inboxId, agencyOri, overdue, ...page } = p;
      const user = ctx.user;
      const now = clock();

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
          return reports.pendingReview(inboxes, shown, { userId: user.id, scope, page, now, overdue });
        });
        if (!pending)
          throw forbidden(`Inbox ${inboxId} is not your agency's review inbox or your own; pick one of your inboxes.`);
        return pending;
      }

      if (view === 'adminPending') {
        const scope = reportScope(ctx.ability, 'reassign');
        if (!scope) throw forbidden('Only administrators see the pending reports of the agency.');
        return reads.read(user.id, ({ reports }) =>
          reports.adminPending(agencyOri, { userId: user.id, scope, page, now, overdue }),
        );
      }

      const scope = reportScope(ctx.ability, 'read');
      if (!scope) throw forbidden('You may not read reports.');
      if (view !== 'dashboard')
        return reads.read(user.id, ({ reports }) =>
          reports.ownView(view, { userId: user.id, scope, page, now, overdue }),
        );
      // The refused reports are read with the page, on the same database, so both agree.
      return reads.read(user.id, async ({ reports }) => {
        const [rows, stateRejected] = await Promise.all([
          reports.ownView(view, { userId: user.id, scope, page, now, overdue }),
          reports.stateRejectedOf({ userId: user.id, scope, now }),
        ]);
        return { ...rows, stateRejected };
      });
    },

    quickSearch(ctx: SessionContext, p: Payload<typeof quickSearch>) {
      const scope = readable(ctx.ability);
      return reads.read(ctx.user.id, (r) => r.reportSearch.quick(p, scope));
    },

    async advancedSearch(ctx: SessionContext, p: Payload<typeof advancedSearch>) {
      const range = searchDateRange(p, stateDateOf(clock()));
      const scope = readable(ctx.ability);
      const found = await reads.read(ctx.user.id, (r) => r.reportSearch.advanced({ ...p, ...range }, scope));
      return { ...found, ...range };
    },
  };
}
export type ReportTableService = ReturnType<typeof reportTableService>;
