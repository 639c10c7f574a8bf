import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { InboxSummary, ReportSortKey, ReportSummary, ReportView } from '../../lib/api/schemas/report-schemas';
import type { TableOrder } from '../../lib/search/table-position';
import type { Screen } from '../../lib/workflow/transitions/actions-by-status';
import { Alert } from '../../components/alert';
import { DataTable, type Column } from '../../components/data-table';
import { Spinner } from '../../components/spinner';
import { useCodeListsApi } from '../code-lists/code-list-store';
import { prepareEditorWhenIdle } from '../editor/report-prefetch';
import { reportSubject, useAbility } from '../session/use-ability';
import { useOnline } from '../session/use-online';
import { useSession } from '../session/session-store';
import { Ribbon } from '../layout/ribbon';
import { RefreshButton } from './refresh-button';
import { reportColumnsFor, useShowsAgencyColumn, type ReportColumnName } from './report-columns';
import { ReportRowActions } from './report-row-actions';
import { useAddressPosition } from './address-position';
import { REPORT_PAGE_SIZE, type ReportRowsAnswer } from './report-rows-loader';
import { useDeviceSyncCode } from '../sync/use-device-sync';
import { OverdueToggle } from './overdue-toggle';

export interface ReportTableSpec {
  title: string;
  view: ReportView;
  /** Whose row actions (see docs/rules/workflow.md, "Actions by status"); none for the plain dashboard. */
  screen?: Screen;
  columns: ReportColumnName[];
  empty: string;
  /** The order before the user picks one; the route's loader reads with the same (report-pages.tsx). */
  order?: TableOrder;
  /** The officer's own reports: the copies kept on this device show offline, and those waiting to sync online. */
  deviceReports?: boolean;
  /** Reports owed by someone: the table offers "Only overdue" (lib/workflow/deadlines). */
  deadlines?: boolean;
}

/** The reports kept on this device; its code, with the outbox's, comes when it first draws. */
const DeviceReportsPanel = lazy(() => import('../sync/device-reports-panel'));

/** The Actions column of a screen, or null for a screen without actions. */
export function useActionColumn(
  screen: Screen | undefined,
  on: { onChanged: (message: string) => void; onError: (message: string) => void },
): Column<ReportSummary, ReportSortKey> | null {
  const ability = useAbility();
  const online = useOnline();
  const userId = useSession((s) => s.user?.id ?? 0);
  const handlers = useRef(on);
  handlers.current = on;
  return useMemo(() => {
    if (!screen) return null;
    return {
      header: 'Actions',
      render: (row: ReportSummary) => (
        <ReportRowActions
          screen={screen}
          row={row}
          context={{ userId, online, now: new Date(), can: (action) => ability.can(action, reportSubject(row)) }}
          onChanged={(m) => handlers.current.onChanged(m)}
          onError={(m) => handlers.current.onError(m)}
        />
      ),
    };
  }, [screen, ability, online, userId]);
}

export function ReportTablePage({
  spec,
  toolbar,
  ribbonActions,
}: {
  spec: ReportTableSpec;
  /** Above the table; gets the inboxes the server listed (pendingReview). */
  toolbar?: (inboxes: InboxSummary[]) => ReactNode;
  ribbonActions?: ReactNode;
}) {
  const { position, rows: data, error, overdue } = useLoaderData<ReportRowsAnswer>();
  const { sort, onSort, onPage } = useAddressPosition(spec.order);
  const { revalidate } = useRevalidator();
  const reload = () => void revalidate();
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const codeLists = useCodeListsApi();
  useEffect(() => prepareEditorWhenIdle(codeLists), [codeLists]);
  const online = useOnline();
  useDeviceSyncCode(!!spec.deviceReports);
  const actionColumn = useActionColumn(spec.screen, {
    onChanged: (text) => {
      setNotice({ tone: 'info', text });
      reload();
    },
    onError: (text) => {
      setNotice({ tone: 'error', text });
      reload();
    },
  });
  const showAgency = useShowsAgencyColumn();
  const tableColumns = useMemo(() => reportColumnsFor(spec.columns, showAgency), [spec, showAgency]);
  const columns = useMemo(
    () => [...tableColumns, ...(actionColumn ? [actionColumn] : [])],
    [tableColumns, actionColumn],
  );

  return (
    <>
      <Ribbon
        title={spec.title}
        actions={
          <>
            {ribbonActions}
            <RefreshButton onClick={reload} />
          </>
        }
      />
      {spec.deviceReports && (
        <div className="p-4 pb-0">
          <Suspense fallback={null}>
            <DeviceReportsPanel columns={tableColumns} />
          </Suspense>
        </div>
      )}
      {(online || !spec.deviceReports) && (
        <section className="flex flex-col gap-3 p-4" aria-label={spec.title}>
          {(toolbar || spec.deadlines) && (
            <div className="flex flex-wrap items-end gap-4">
              {toolbar?.(data?.inboxes ?? [])}
              {spec.deadlines && <OverdueToggle on={!!overdue} />}
            </div>
          )}
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          {!data && !error && <Spinner label="Loading the reports…" />}
          {data && (
            <DataTable
              caption={spec.title}
              columns={columns}
              rows={data.rows}
              rowKey={(r) => r.id}
              sort={sort}
              onSort={onSort}
              empty={spec.empty}
              page={position.page}
              pageSize={REPORT_PAGE_SIZE}
              total={data.total}
              totalEstimated={data.totalEstimated}
              hasNext={data.next !== undefined}
              onPage={(p) => onPage(p, data.next)}
            />
          )}
        </section>
      )}
    </>
  );
}
