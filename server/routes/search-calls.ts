import { advancedSearch, quickSearch } from '../../lib/api/calls/calls-search';
import { searchDateRange, stateDateOf } from '../../lib/search/search-criteria';
import { forbidden } from '../api/api-error';
import { implement } from '../api/implement';
import { reportScopeAlternatives } from '../repositories/report-scope';
import type { Wiring } from '../services/services';

/** Quick and advanced report search, only ever over the reports the caller may read. */
export function searchCalls({ reads, clock }: Wiring) {
  const readable = (ability: Parameters<typeof reportScopeAlternatives>[0]) => {
    const scope = reportScopeAlternatives(ability, 'read');
    if (!scope) throw forbidden('You may not read reports, so there is nothing to search.');
    return scope;
  };
  return [
    implement(quickSearch, async (p, ctx) => {
      const scope = readable(ctx.ability);
      return reads.read(ctx.user.id, (r) => r.reportSearch.quick(p, scope));
    }),

    implement(advancedSearch, async (p, ctx) => {
      const range = searchDateRange(p, stateDateOf(clock()));
      const scope = readable(ctx.ability);
      const found = await reads.read(ctx.user.id, (r) => r.reportSearch.advanced({ ...p, ...range }, scope));
      return { ...found, ...range };
    }),
  ];
}
