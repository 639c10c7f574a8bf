import { getReport } from '../../lib/api/calls-report';
import type { FormDefinition } from '../../lib/forms/definition-schema';
import { answerOf, callApi } from '../api/client';
import { restoreSession } from '../session/session-actions';
import { useSessionStore } from '../session/session-store';
import { readStored, storageKeys } from '../storage-keys';
import { reportIdOfPath, takeEarlyReportRequest } from './session/early-report';

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
export function fetchReportAndForm(id: number): Fetched {
  const cache = import('./session/form-cache');
  return fetchDocument(id).then(async (document) => ({
    document,
    definition: await (await cache).definitionFor(document),
  }));
}

let prefetched: { id: number; fetched: Fetched } | null = null;

/**
 * Opening /reports/:id with a stored session starts the editor's code and the report's requests
 * at once, beside the session check, instead of one after the other (bench/editor.ts measures
 * the difference). A failure here is not shown: the editor asks again and reports it then.
 */
export function prefetchReport(pathname: string) {
  const id = reportIdOfPath(pathname);
  const token = readStored<{ token?: string }>(storageKeys.session)?.token;
  if (!id || !token) return;
  void import('./editor-page').catch(() => undefined);
  useSessionStore.setState({ token });
  // The router renders nothing until the editor's code has arrived; the session check need not wait.
  void restoreSession();
  // The editor needs the code lists before its first usable frame: this device's copy is read,
  // and brought up to date, while the report travels.
  void import('../code-lists/code-list-store').then((store) => store.loadCodeLists()).catch(() => undefined);
  const fetched = fetchReportAndForm(id);
  fetched.catch(() => undefined);
  prefetched = { id, fetched };
}

/** The prefetched report if it is this one (once), else a fresh fetch. */
export function takeReportAndForm(id: number): Fetched {
  const mine = prefetched?.id === id ? prefetched.fetched : null;
  prefetched = null;
  return mine ? mine.catch(() => fetchReportAndForm(id)) : fetchReportAndForm(id);
}
