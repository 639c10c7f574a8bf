import { areDefaultCosts } from '../../../lib/analysis/crash-costs';
import { kindOfKey, placeOfKey } from '../../../lib/analysis/crash-locations';
import type { crashDataLocations } from '../../../lib/api/calls/calls-crash-data';
import type { Payload } from '../../api/implement';
import type { SessionContext } from '../../api/session-context';
import type { ReadRouting } from '../../db/read-routing';
import type { ReplicaReads } from '../../repositories/repositories';
import type { ApplicationSettingsService } from '../settings/settings-in-force';
import { analyzable, scopedRange } from './crash-data-service';

/**
 * The high-crash locations of the crash data screen (docs/rules/crash-data.md, "High-crash
 * locations"): within the caller's scope and the filter, ranked by count or by the cost the
 * state administrator set per KABCO level (the documented defaults until then).
 */
export function crashLocationsService({
  reads,
  clock,
  settings,
}: {
  reads: ReadRouting<ReplicaReads>;
  clock: () => Date;
  settings: ApplicationSettingsService;
}) {
  return {
    async locations(ctx: SessionContext, p: Payload<typeof crashDataLocations>) {
      const scope = analyzable(ctx.ability);
      const range = scopedRange(p.filter, scope, clock());
      const { crashCosts: costs } = await settings.current();
      const rows = await reads.read(ctx.user.id, (r) =>
        r.crashLocations.locations(p.filter, range, scope, { rankBy: p.rankBy, kind: p.kind, limit: p.limit, costs }),
      );
      return {
        ...range,
        costs,
        defaultCosts: areDefaultCosts(costs),
        locationCount: rows[0]?.located ?? 0,
        locations: rows.map((r) => {
          const place = placeOfKey(r.key);
          return {
            key: r.key,
            kind: kindOfKey(r.key) ?? 'segment',
            roads: place.roads,
            countyCode: place.countyCode,
            municipalityCode: place.municipalityCode,
            cellCorner: place.cellCorner,
            count: r.n,
            previousCount: r.prev,
            severity: { K: r.k, A: r.a, B: r.b, C: r.c, O: r.o, notCoded: r.n - r.k - r.a - r.b - r.c - r.o },
            cost: r.cost,
          };
        }),
      };
    },
  };
}
