import { advancedSearch, quickSearch } from '../../../lib/api/calls/calls-search';
import { implement } from '../../api/implement';
import type { Wiring } from '../../services/services';

/** Quick and advanced report search, only ever over the reports the caller may read. */
export function searchCalls({ services }: Wiring) {
  return [
    implement(quickSearch, (p, ctx) => services.reportTables.quickSearch(ctx, p)),
    implement(advancedSearch, (p, ctx) => services.reportTables.advancedSearch(ctx, p)),
  ];
}
