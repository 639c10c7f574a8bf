import type { LoaderFunctionArgs } from 'react-router';
import { listReports } from '../../lib/api/calls/calls-report';
import type { CallResponse } from '../../lib/api/define-call';
import type { ReportView } from '../../lib/api/schemas/report-schemas';
import { FIRST_POSITION, positionOf, type TableOrder, type TablePosition } from '../../lib/search/table-position';
import { messageOf } from '../api/client';
import { loaderMayRead } from '../session/loader-session';
import { apiOf } from '../api/api-client-context';

export const REPORT_PAGE_SIZE = 25;

/** A report table's page as its loader read it: the rows, or why there are none; nothing offline. */
export interface ReportRowsAnswer {
  position: TablePosition;
  inboxId?: number;
  /** Only the reports past their deadline (the address's overdue=1). */
  overdue?: boolean;
  rows?: CallResponse<typeof listReports>;
  error?: string;
}

/** The inbox an address names (the review inbox picked), or none. */
export const inboxOf = (params: URLSearchParams): number | undefined => {
  const id = Number(params.get('inbox'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The loader of a report table (Report/List of `view`) at the position of its address. Offline (by
 * `online`, the connection's answer the router was handed) it reads nothing: the table keeps what
 * the device shows, and the root reads it again when the connection returns (app/root.tsx).
 */
export function reportRowsLoader(view: ReportView, online: () => boolean, order: TableOrder = FIRST_POSITION) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<ReportRowsAnswer> => {
    const params = new URL(request.url).searchParams;
    const position = positionOf(params, order);
    const inboxId = inboxOf(params);
    const overdue = params.get('overdue') === '1';
    const answer = { position, ...(inboxId ? { inboxId } : {}), ...(overdue ? { overdue } : {}) };
    if (!loaderMayRead(context, { online })) return answer;
    try {
      const rows = await apiOf(context).call(listReports, {
        view,
        sortBy: position.sortBy,
        sortDirection: position.sortDirection,
        page: position.page,
        ...(position.after ? { after: position.after } : {}),
        pageSize: REPORT_PAGE_SIZE,
        ...(inboxId ? { inboxId } : {}),
        ...(overdue ? { overdue } : {}),
      });
      return { ...answer, rows };
    } catch (e) {
      return { ...answer, error: messageOf(e, 'The reports could not be loaded.') };
    }
  };
}
