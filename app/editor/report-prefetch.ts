import { getFormConfiguration } from '../../lib/api/calls-form-configuration';
import { getReport } from '../../lib/api/calls-report';
import { callApi } from '../api/client';
import { restoreSession } from '../session/session-actions';
import { useSessionStore } from '../session/session-store';
import { readStored, storageKeys } from '../storage-keys';

type Fetched = Promise<{
  document: Awaited<ReturnType<typeof fetchDocument>>;
  form: Awaited<ReturnType<typeof fetchForm>>;
}>;

const fetchDocument = (id: number) => callApi(getReport, { id });
const fetchForm = (id: number) => callApi(getFormConfiguration, { id });

/** A report and its form fetched together: the document names the form it needs. */
export function fetchReportAndForm(id: number): Fetched {
  return fetchDocument(id).then(async (document) => ({
    document,
    form: await fetchForm(document.formConfigurationId),
  }));
}

let prefetched: { id: number; fetched: Fetched } | null = null;

/**
 * Opening /reports/:id with a stored session starts the editor's code and the report's requests
 * at once, beside the session check, instead of one after the other (bench/editor.ts measures
 * the difference). A failure here is not shown: the editor asks again and reports it then.
 */
export function prefetchReport(pathname: string) {
  const id = Number(/^\/reports\/(\d+)$/.exec(pathname)?.[1]);
  const token = readStored<{ token?: string }>(storageKeys.session)?.token;
  if (!id || !token) return;
  void import('./editor-page').catch(() => undefined);
  useSessionStore.setState({ token });
  // The router renders nothing until the editor's code has arrived; the session check need not wait.
  void restoreSession();
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
