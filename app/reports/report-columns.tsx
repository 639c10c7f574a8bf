import type { ReportSortKey, ReportSummary } from '../../lib/api/schemas/report-schemas';
import { readsReportsOfOtherAgencies } from '../../lib/auth/permissions/agency-permissions';
import { formatDate, formatDateTime } from '../../lib/format/dates';
import type { WorkflowReport } from '../../lib/workflow/transitions/transition-types';
import type { Column } from '../../components/data-table';
import { AgencyName } from '../admin/names';
import { CaseNumberCell, StatusCell } from './report-marks';
import { StateCell } from './state-cell';
import { useSession } from '../session/session-store';
import { useAbility } from '../session/use-ability';

const HOUR_MS = 3_600_000;

/** A summary row as lib/workflow sees a report: its lock and how long the lock lasts. */
export function workflowViewOf(r: ReportSummary): WorkflowReport {
  const lock =
    r.lockingUser && r.lockCreated
      ? { userId: r.lockingUser.id, createdAt: r.lockCreated, userName: r.lockingUser.name }
      : null;
  const hours =
    r.lockCreated && r.lockExpiresAt
      ? (new Date(r.lockExpiresAt).getTime() - new Date(r.lockCreated).getTime()) / HOUR_MS
      : 0;
  return {
    status: r.status,
    authorUserId: r.authorUser.id,
    isSupplement: r.isSupplement,
    openSupplementId: r.openSupplementId,
    lock,
    lockDurationHours: hours,
  };
}

const location = (r: ReportSummary) => [r.streetName, r.intersectStreetName].filter(Boolean).join(' & ');

const lockText = (r: ReportSummary) =>
  r.lockingUser ? `${r.lockingUser.name} since ${formatDateTime(r.lockCreated)}` : '';

/** The report tables' columns (the report's summary fields), each server-sortable where it has a key. */
export const reportColumns: Record<string, Column<ReportSummary, ReportSortKey>> = {
  caseNumber: {
    header: 'Case number',
    sortKey: 'caseNumber',
    render: (r) => <CaseNumberCell row={r} />,
  },
  dateOfCrash: { header: 'Date of crash', sortKey: 'dateOfCrash', render: (r) => formatDate(r.dateOfCrash) },
  timeOfCrash: { header: 'Time', render: (r) => r.timeOfCrash ?? '' },
  location: { header: 'Location', sortKey: 'streetName', render: location },
  injuries: {
    header: 'Injured / killed',
    sortKey: 'injuryCount',
    render: (r) => `${r.injuryCount ?? 0} / ${r.fatalityCount ?? 0}`,
  },
  department: { header: 'Department', sortKey: 'departmentName', render: (r) => r.departmentName ?? '' },
  author: { header: 'Officer', sortKey: 'author', render: (r) => r.authorUser.name },
  status: {
    header: 'Status',
    sortKey: 'status',
    render: (r) => <StatusCell row={r} />,
  },
  // Empty until the report is accepted and queued for the state repository.
  state: { header: 'State', render: (r) => <StateCell row={r} /> },
  // Shown only to whoever reads reports of more than their own agency (reportColumnsFor).
  agency: { header: 'Agency', render: (r) => <AgencyName ori={r.agencyOri} /> },
  inbox: { header: 'Inbox', render: (r) => r.inboxName ?? '' },
  lockedBy: { header: 'Locked by', render: lockText },
  lastUpdated: { header: 'Last updated', sortKey: 'lastUpdated', render: (r) => formatDateTime(r.lastUpdated) },
};

export type ReportColumnName = keyof typeof reportColumns;

/** A table's columns by name, with the report's agency after the case number when the reader sees several agencies. */
export function reportColumnsFor(names: readonly string[], showAgency: boolean) {
  const shown = showAgency && names[0] === 'caseNumber' ? ['caseNumber', 'agency', ...names.slice(1)] : names;
  return shown.map((name) => reportColumns[name]!);
}

/** Whether the report tables name each report's agency: for whoever reads more agencies' reports than their own. */
export function useShowsAgencyColumn(): boolean {
  const ability = useAbility();
  const ownOri = useSession((s) => s.user?.agency.ori ?? '');
  return readsReportsOfOtherAgencies(ability, ownOri);
}
