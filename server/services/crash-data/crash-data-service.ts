import {
  crashDateRange,
  longerThanStatewide,
  STATEWIDE_RANGE_REFUSAL,
  type CrashFilter,
} from '../../../lib/analysis/crash-filter';
import type { crashDataPoints, crashDataViews } from '../../../lib/api/calls/calls-crash-data';
import type { AppAbility } from '../../../lib/auth/permissions/ability';
import { stateDateOf } from '../../../lib/search/search-criteria';
import { badRequest, forbidden } from '../../api/api-error';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import type { ReadRouting } from '../../db/read-routing';
import type { ReplicaReads } from '../../repositories/repositories';
import { isEveryReport, reportScope } from '../../repositories/report-tables/report-scope';

/** The crashes the caller may count: the permission rule's 'analyze' (their agency's; every agency's for the state). */
export function analyzable(ability: AppAbility) {
  const scope = reportScope(ability, 'analyze');
  if (!scope)
    throw forbidden('The crash data screen is for supervisors and administrators; ask your administrator for access.');
  return scope;
}

/** The dates a view covers; every agency's crashes at once only for the shorter range. */
export function scopedRange(filter: CrashFilter, scope: ReturnType<typeof analyzable>, now: Date) {
  const range = crashDateRange(filter, stateDateOf(now));
  if (isEveryReport(scope) && !filter.agencyOri && longerThanStatewide(range))
    throw badRequest(STATEWIDE_RANGE_REFUSAL, [{ path: 'payload.filter.dateTo', message: STATEWIDE_RANGE_REFUSAL }]);
  return range;
}

/**
 * The crash data screen (docs/rules/crash-data.md): its counts and its map, each over the crash
 * facts the caller's scope and the filter keep, read where `reads` sends them (the read replica
 * when there is one).
 */
export function crashDataService({
  reads,
  clock,
  pointLimit,
}: {
  reads: ReadRouting<ReplicaReads>;
  clock: () => Date;
  /** Past this many crashes the map is answered in squares (CRASH_MAP_POINT_LIMIT). */
  pointLimit: number;
}) {
  const rangeOf = (filter: CrashFilter, scope: ReturnType<typeof analyzable>) => scopedRange(filter, scope, clock());

  return {
    views(ctx: SessionContext, p: Payload<typeof crashDataViews>) {
      const scope = analyzable(ctx.ability);
      const range = rangeOf(p.filter, scope);
      return reads.read(ctx.user.id, (r) => r.crashData.views(p.filter, range, p.trend, scope));
    },

    async points(ctx: SessionContext, p: Payload<typeof crashDataPoints>) {
      const scope = analyzable(ctx.ability);
      const range = rangeOf(p.filter, scope);
      const found = await reads.read(ctx.user.id, (r) =>
        r.crashData.map(p.filter, range, scope, { view: p.view, pointLimit }),
      );
      return { ...range, ...found };
    },
  };
}
export type CrashDataService = ReturnType<typeof crashDataService>;
