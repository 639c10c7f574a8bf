import type { LoaderFunctionArgs } from 'react-router';
import { advancedSearch, quickSearch } from '../../lib/api/calls/calls-search';
import type { ReportPageResult } from '../../lib/api/schemas/report-schemas';
import { formatDate } from '../../lib/format/dates';
import { searchOf, type SearchInAddress } from '../../lib/search/search-address';
import { positionOf, type TablePosition } from '../../lib/search/table-position';
import { advancedSearchCriteriaSchema, quickSearchSchema } from '../../lib/search/search-criteria';
import { messageOf } from '../api/client';
import { loaderMayRead } from '../session/loader-session';
import { criteriaOf, formOf, searchFormFields } from './search-form-state';
import { apiOf } from '../api/api-client-context';

export const SEARCH_PAGE_SIZE = 25;

/** What the search page shows for its address: the search asked, and its results or why there are none. */
export interface SearchAnswer {
  search: SearchInAddress | null;
  position: TablePosition;
  result?: ReportPageResult & { range?: string };
  /** The search's own checks refused a field (an address typed or edited by hand). */
  fieldErrors?: Record<string, string>;
  error?: string;
}

/**
 * The search of the address (docs/rules/search.md): the route's loader, so the results of an
 * address are read as the page opens, again on Back, and never answer a search no longer shown.
 */
export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<SearchAnswer> {
  const params = new URL(request.url).searchParams;
  const search = searchOf(params, searchFormFields);
  const position = positionOf(params);
  if (!search || !loaderMayRead(context)) return { search, position };
  const at = {
    sortBy: position.sortBy,
    sortDirection: position.sortDirection,
    page: position.page,
    pageSize: SEARCH_PAGE_SIZE,
    ...(position.after ? { after: position.after } : {}),
  };
  try {
    if (search.kind === 'quick') {
      const parsed = quickSearchSchema.safeParse({ text: search.text, ...at });
      if (!parsed.success) return { search, position, fieldErrors: { quick: parsed.error.issues[0]?.message ?? '' } };
      return { search, position, result: await apiOf(context).call(quickSearch, parsed.data) };
    }
    const parsed = advancedSearchCriteriaSchema.safeParse({ ...criteriaOf(formOf(search.fields)), ...at });
    if (!parsed.success)
      return {
        search,
        position,
        fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
      };
    const answer = await apiOf(context).call(advancedSearch, parsed.data);
    return {
      search,
      position,
      result: { ...answer, range: `crashes from ${formatDate(answer.dateFrom)} to ${formatDate(answer.dateTo)}` },
    };
  } catch (e) {
    return { search, position, error: messageOf(e, 'The search failed.') };
  }
}
