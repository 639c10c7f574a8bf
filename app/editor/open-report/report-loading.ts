import { getReport } from '../../../lib/api/calls/calls-report';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import { answerOf, callApi } from '../../api/client';
import { takeEarlyReportRequest } from './early-report';

type Fetched = Promise<{
  document: Awaited<ReturnType<typeof fetchDocument>>;
  definition: FormDefinition;
}>;

/** The report, from the request index.html's early script sent when there is one for it. */
const fetchDocument = (id: number) => {
  const sent = takeEarlyReportRequest(id);
  return sent ? answerOf(getReport, sent) : callApi(getReport, { id });
};

/**
 * A report and the definition of its form: the document names the form it needs, which usually
 * comes from this device (see form-cache.ts). The cache's code (with IndexedDB) loads beside the
 * report's request, not with the start page.
 */
function fetchReportAndForm(id: number): Fetched {
  const cache = import('./form-cache');
  return fetchDocument(id).then(async (document) => ({
    document,
    definition: await (await cache).definitionFor(document),
  }));
}

/**
 * Loads reports for the editor, one of them possibly started before the editor's code arrived
 * (report-prefetch.ts): that one is handed over once, and fetched again if it failed.
 */
export function createReportLoader(fetch: (id: number) => Fetched = fetchReportAndForm) {
  let prefetched: { id: number; fetched: Fetched } | null = null;
  return {
    prefetch(id: number) {
      const fetched = fetch(id);
      fetched.catch(() => undefined);
      prefetched = { id, fetched };
    },
    take(id: number): Fetched {
      const mine = prefetched?.id === id ? prefetched.fetched : null;
      prefetched = null;
      return mine ? mine.catch(() => fetch(id)) : fetch(id);
    },
  };
}

/** The page's one loader: the start page prefetches into it and the editor takes from it. */
export const reportLoader = createReportLoader();
