import { getReport } from '../../../lib/api/calls/calls-report';
import type { ReportDocument } from '../../../lib/api/schemas/report-document-schemas';
import type { FormDefinition } from '../../../lib/forms/definition/definition-schema';
import type { ApiClient } from '../../api/client';
import type { OpenLocalDb } from '../../local-db/open-local-db';
import { takeEarlyReportRequest } from './early-report';

type Fetched = Promise<{
  document: ReportDocument;
  definition: FormDefinition;
}>;

/**
 * A report and the definition of its form: the document names the form it needs, which usually
 * comes from this device (see form-cache.ts). The cache's code (with IndexedDB) loads beside the
 * report's request, not with the start page. Both come from the requests index.html's early
 * script sent, when there are some for this report.
 */
const fetchReportAndForm =
  (api: ApiClient, localDb: OpenLocalDb) =>
  (id: number): Fetched => {
    const cache = import('../form-copies/form-cache');
    const early = takeEarlyReportRequest(id);
    const document = early ? api.answerOf(getReport, early.sent) : api.call(getReport, { id });
    return document.then(async (document) => {
      const { definitionFor, fetchForm } = await cache;
      const forms = (await localDb()).forms;
      return {
        document,
        definition: await definitionFor(document, forms, (form) => fetchForm(api, form, early?.form)),
      };
    });
  };

/**
 * Loads reports for the editor, one of them possibly started before the editor's code arrived
 * (report-prefetch.ts): that one is handed over once, and fetched again if it failed.
 */
export type ReportLoader = ReturnType<typeof createReportLoader>;

export function createReportLoader(
  api: ApiClient,
  localDb: OpenLocalDb,
  fetch: (id: number) => Fetched = fetchReportAndForm(api, localDb),
) {
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
