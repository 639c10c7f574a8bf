import { Link } from 'react-router';
import type { ReportSummary } from '../../lib/api/schemas/report-schemas';
import { formatDate, formatDateTime } from '../../lib/format/dates';
import { isPriority } from '../../lib/workflow/deadlines/priority';
import { reportStatusName } from '../../lib/workflow/report-status';

/**
 * The case number as every report list shows it: the link that opens the report, and for a fatal
 * crash the priority flag, in words as well as colour so a screen reader and a grey screen say it too.
 */
export function CaseNumberCell({ row }: { row: Pick<ReportSummary, 'id' | 'caseNumber' | 'fatalityCount'> }) {
  const name = row.caseNumber || `Report ${row.id}`;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link
        className="text-brand underline"
        to={`/reports/${row.id}`}
        aria-label={`Open report ${row.caseNumber || row.id}`}
      >
        {name}
      </Link>
      {isPriority(row) && (
        <span className="rounded bg-danger px-1.5 text-xs font-semibold text-danger-ink" data-priority="fatal">
          Fatal · priority
        </span>
      )}
    </span>
  );
}

/** When the deadline a report is under falls, in words: a report's due day, a review's moment. */
export const deadlineText = (d: NonNullable<ReportSummary['deadline']>) =>
  d.kind === 'report'
    ? `${d.overdue ? 'Overdue: was due' : 'Due'} ${formatDate(d.due)}`
    : `${d.overdue ? 'Review overdue: was due' : 'Review due'} ${formatDateTime(d.due)}`;

/** The status, the supplement mark, and the deadline under it; an overdue one stands out with a sign and bold words. */
export function StatusCell({ row }: { row: Pick<ReportSummary, 'status' | 'isSupplement' | 'deadline'> }) {
  const status = reportStatusName(row.status) + (row.isSupplement ? ' (supplement)' : '');
  const deadline = row.deadline;
  if (!deadline) return <>{status}</>;
  return (
    <span className="flex flex-col">
      <span>{status}</span>
      <span
        className={deadline.overdue ? 'text-xs font-semibold text-danger' : 'text-xs text-muted'}
        data-deadline={deadline.overdue ? 'overdue' : 'due'}
      >
        {deadline.overdue && <span aria-hidden="true">⚠ </span>}
        {deadlineText(deadline)}
      </span>
    </span>
  );
}
