import { lazy, Suspense, useEffect } from 'react';
import {
  redirect,
  type ActionFunctionArgs,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSubmit,
} from 'react-router';
import { createReport } from '../../lib/api/calls/calls-report';
import { mayCreateReport } from '../../lib/auth/permissions/ability';
import type { ReportSummary } from '../../lib/api/schemas/report-schemas';
import { formatDate, formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { DataTable, type Column, type Sort } from '../../components/data-table';
import { Spinner } from '../../components/spinner';
import { useAppData } from '../app-data';
import { useRead } from '../api/use-mutation';
import { useAddressPosition } from '../reports/address-position';
import { REPORT_PAGE_SIZE, reportRowsLoader, type ReportRowsAnswer } from '../reports/report-rows-loader';
import { useCodeListsApi } from '../code-lists/code-list-store';
import { prepareEditorWhenIdle } from '../editor/report-prefetch';
import { useAbility } from '../session/use-ability';
import { useSession } from '../session/session-store';
import { useOnline } from '../session/use-online';
import { Ribbon } from '../layout/ribbon';
import { RefreshButton } from '../reports/refresh-button';
import { useDeviceSyncCode } from '../sync/use-device-sync';
import { apiOf, useApiClient } from '../api/api-client-context';
import { CaseNumberCell, StatusCell } from '../reports/report-marks';
import { StateCell } from '../reports/state-cell';
import { StateRejectedNotice } from './state-rejected-notice';

/** The reports kept on this device and those waiting to sync; its code comes when first drawn. */
const DeviceReportsPanel = lazy(() => import('../sync/device-reports-panel'));
/** The views pinned from the crash data screen: their charts' code stays out of the dashboard's first bytes. */
const PinnedViews = lazy(() => import('./pinned-views'));

type SortKey = 'lastUpdated' | 'dateOfCrash' | 'caseNumber' | 'status';

const columns: Column<ReportSummary, SortKey>[] = [
  {
    header: 'Case number',
    sortKey: 'caseNumber',
    render: (r) => <CaseNumberCell row={r} />,
  },
  { header: 'Date of crash', sortKey: 'dateOfCrash', render: (r) => formatDate(r.dateOfCrash) },
  { header: 'Time', render: (r) => r.timeOfCrash ?? '' },
  { header: 'Location', render: (r) => [r.streetName, r.intersectStreetName].filter(Boolean).join(' & ') },
  {
    header: 'Status',
    sortKey: 'status',
    render: (r) => <StatusCell row={r} />,
  },
  { header: 'Locked by', render: (r) => r.lockingUser?.name ?? '' },
  { header: 'Last updated', sortKey: 'lastUpdated', render: (r) => formatDateTime(r.lastUpdated) },
];

/**
 * The server's table adds where each report's submission to the state stands, after its status:
 * a report kept on this device has never been accepted, so its panel goes without.
 */
const STATUS_AT = columns.findIndex((c) => c.header === 'Status') + 1;
const serverColumns: Column<ReportSummary, SortKey>[] = [
  ...columns.slice(0, STATUS_AT),
  { header: 'State', render: (r) => <StateCell row={r} /> },
  ...columns.slice(STATUS_AT),
];

/**
 * Why the version new reports are written on refuses the user `create` (new-report-refusal.ts),
 * or ''. Loaded apart: it brings the device's form versions and the form definition with it.
 */
function useNewReportRefusal(): string {
  const appData = useAppData();
  const agencyOri = useSession((s) => s.user?.agency.ori);
  // The roles as text: asked again only when they change, not whenever the user object is replaced.
  const roles = useSession((s) => s.user?.roles.join(','));
  const api = useApiClient();
  const refusal = useRead(
    agencyOri && roles !== undefined
      ? () =>
          import('../editor/new-report-refusal').then((m) =>
            m.newReportRefusal(agencyOri, roles ? roles.split(',').map(Number) : [], m.newReportDeps(api, appData)),
          )
      : null,
    `${agencyOri} ${roles}`,
    // A check that cannot run refuses nothing: the server decides when the report is created.
    '',
  );
  return refusal.data ?? '';
}

/** The dashboard's loader: the signed-in user's reports, at the page and order of its address. */
export const dashboardLoader = (online: () => boolean) => reportRowsLoader('dashboard', online);

/** What New crash report answers when no report could be started. */
export interface NewReportRefused {
  error: string;
}

/**
 * New crash report, the dashboard's action: the report is created and the editor opened on it.
 * Offline, the report is started on this device (by the outbox the app's root makes) and created
 * on the server when it syncs.
 */
export const dashboardAction =
  (startOffline: () => Promise<number>, isOnlineNow: () => boolean) =>
  async ({ context }: ActionFunctionArgs): Promise<NewReportRefused | Response> => {
    try {
      const id = isOnlineNow() ? (await apiOf(context).call(createReport, {})).id : await startOffline();
      return redirect(`/reports/${id}`);
    } catch (e) {
      return { error: e instanceof Error ? e.message : 'The report could not be created.' };
    }
  };

/** The signed-in user's reports, from the server. */
export function DashboardPage() {
  const { position, rows: data, error: loadError } = useLoaderData<ReportRowsAnswer>();
  const { sort, onSort, onPage } = useAddressPosition();
  const { revalidate } = useRevalidator();
  const reload = () => void revalidate();
  const submit = useSubmit();
  const navigation = useNavigation();
  // The router's submission is the busy button, until the editor opens or the refusal shows.
  const creating = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const createError = useActionData<NewReportRefused>()?.error;
  const createRefusal = useNewReportRefusal();
  const codeLists = useCodeListsApi();
  useEffect(() => prepareEditorWhenIdle(codeLists), [codeLists]);
  const ability = useAbility();
  const mayCreate = mayCreateReport(ability) && !createRefusal;
  // Only those who may use the crash data screen may pin its views.
  const mayPin = ability.can('analyze', 'Report');
  const online = useOnline();
  useDeviceSyncCode();

  return (
    <>
      <Ribbon
        title="Dashboard"
        actions={
          <>
            {mayCreate && (
              <Button busy={creating} onClick={() => void submit(null, { method: 'post' })}>
                New crash report
              </Button>
            )}
            <RefreshButton onClick={reload} />
          </>
        }
      />
      <div className="flex flex-col gap-3 p-4">
        {createRefusal && <Alert>New crash report is not offered. {createRefusal}</Alert>}
        {createError && <Alert tone="error">{createError}</Alert>}
        <StateRejectedNotice reports={data?.stateRejected} />
        <Suspense fallback={null}>
          <DeviceReportsPanel columns={columns} />
        </Suspense>
      </div>
      {online && (
        <section className="flex flex-col gap-3 p-4" aria-labelledby="my-reports">
          <h2 id="my-reports" className="text-lg font-semibold">
            My reports
          </h2>
          {loadError && <Alert tone="error">{loadError}</Alert>}
          {!data && !loadError && <Spinner label="Loading your reports…" />}
          {data && (
            <DataTable
              caption="My reports"
              columns={serverColumns}
              rows={data.rows}
              rowKey={(r) => r.id}
              sort={sort as Sort<SortKey>}
              onSort={onSort}
              empty="You have no reports yet."
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
      {online && mayPin && (
        <Suspense fallback={null}>
          <PinnedViews />
        </Suspense>
      )}
    </>
  );
}
