import { useEffect, useState } from 'react';
import { listReports } from '../../lib/api/calls/calls-report';
import type { CallResponse } from '../../lib/api/define-call';
import type { ReportSortKey, ReportView } from '../../lib/api/schemas/report-schemas';
import type { Sort } from '../../components/data-table';
import { ApiClientError, callApi } from '../api/client';
import { useOnline } from '../session/use-online';

export const REPORT_PAGE_SIZE = 25;

/**
 * One page of a report table from the server (Report/List), reloaded when asked and when the
 * connection returns (offline it is not asked for: the table keeps what it showed); late answers
 * are dropped.
 */
export function useReportRows(
  view: ReportView,
  sort: Sort<ReportSortKey>,
  page: { page: number; after: string | undefined },
  extra: { inboxId?: number } = {},
) {
  // Each answer keeps the page it is of: the table shows it with its own page number until the next arrives.
  const [data, setData] = useState<(CallResponse<typeof listReports> & { page: number }) | null>(null);
  const [error, setError] = useState('');
  const [reloads, setReloads] = useState(0);
  const inboxId = extra.inboxId;
  const online = useOnline();
  useEffect(() => {
    if (!online) return;
    let current = true;
    setError('');
    callApi(listReports, {
      view,
      sortBy: sort.key,
      sortDirection: sort.direction,
      page: page.page,
      ...(page.after ? { after: page.after } : {}),
      pageSize: REPORT_PAGE_SIZE,
      ...(inboxId ? { inboxId } : {}),
    })
      .then((result) => current && setData({ ...result, page: page.page }))
      .catch(
        (e: unknown) =>
          current && setError(e instanceof ApiClientError ? e.message : 'The reports could not be loaded.'),
      );
    return () => {
      current = false;
    };
  }, [view, sort, page.page, page.after, inboxId, reloads, online]);
  return { data, error, reload: () => setReloads((n) => n + 1) };
}
