import type { LoaderFunctionArgs } from 'react-router';
import {
  crashFilterFromSearch,
  crashFilterSchema,
  type CrashFilter,
  type TrendPeriod,
} from '../../lib/analysis/crash-filter';
import { crashDataViews } from '../../lib/api/calls/calls-crash-data';
import type { CallResponse } from '../../lib/api/define-call';
import { messagesAt } from '../api/refusal-messages';
import { apiOf } from '../api/api-client-context';
import { loaderMayRead } from '../session/loader-session';
import { emptyCrashFilterForm, trendOfSearch, viewOfSearch, type CrashDataView } from './crash-filter-form-state';

export type CrashViews = CallResponse<typeof crashDataViews>;

/** What the crash data screen shows for its address: the filter asked, and its counts or why there are none. */
export interface CrashDataAnswer {
  view: CrashDataView;
  trend: TrendPeriod;
  /** The filter, once the shared schema took it. */
  filter?: CrashFilter;
  views?: CrashViews;
  /** The schema's or the server's refusal at a field of the filter. */
  fieldErrors?: Record<string, string>;
  error?: string;
}

/** The filter's fields as the server's refusals name them (payload.filter.dateTo). */
const refusableFields = Object.keys(emptyCrashFilterForm).map((key) => `filter.${key}`);

/**
 * The counts of the address's filter (docs/rules/crash-data.md): the route's loader, so a
 * bookmarked or sent view is read as the page opens, and again on Back.
 */
export async function crashDataLoader({ request, context }: LoaderFunctionArgs): Promise<CrashDataAnswer> {
  const params = new URL(request.url).searchParams;
  const at = { view: viewOfSearch(params), trend: trendOfSearch(params) };
  const parsed = crashFilterSchema.safeParse(crashFilterFromSearch(params));
  if (!parsed.success)
    return { ...at, fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) };
  // The map and the locations read their own data; the counts are the charts' alone.
  if (!loaderMayRead(context) || at.view !== 'charts') return { ...at, filter: parsed.data };
  try {
    return {
      ...at,
      filter: parsed.data,
      views: await apiOf(context).call(crashDataViews, { filter: parsed.data, trend: at.trend }),
    };
  } catch (e) {
    const { form, ...fields } = messagesAt(e, refusableFields, 'The crash counts could not be read.');
    const fieldErrors = Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.slice(7), message]));
    return { ...at, filter: parsed.data, ...(form ? { error: form } : { fieldErrors }) };
  }
}
