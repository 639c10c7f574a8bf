import { advancedSearch, quickSearch } from '../../lib/api/calls-search';
import { searchDateRange, stateDateOf } from '../../lib/search/search-criteria';
import { forbidden } from '../api/api-error';
import { implement } from '../api/implement';
import { reportScope } from '../repositories/report-scope';
import type { Wiring } from '../services/services';

/** Quick and advanced report search, only ever over the reports the caller may read. */
export function searchCalls({ repos, clock }: Wiring) {
  const search = repos.reportSearch;
  const readable = (ability: Parameters<typeof reportScope>[0]) => {
    const scope = reportScope(ability, 'read');
    if (!scope) throw forbidden('You may not read reports, so there is nothing to search.');
    return scope;
  };
  return [
    implement(quickSearch, async (p, ctx) => search.quick(p, readable(ctx.ability))),

    implement(advancedSearch, async (p, ctx) => {
      const range = searchDateRange(p, stateDateOf(clock()));
      const found = await search.advanced({ ...p, ...range }, readable(ctx.ability));
      return { ...found, ...range };
    }),
  ];
}
