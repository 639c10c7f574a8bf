import type { ReportSummary } from '../../lib/api/schemas/report-schemas';
import { submissionStatusLabels } from '../../lib/state-repository/submission-status';

/**
 * Where a report's submission to the state stands, as the report tables show it: the status in
 * words, the state's case number once accepted. A rejection is marked with a sign and bold words
 * as well as its colour, so it stands out without colour too.
 */
export function StateCell({ row }: { row: Pick<ReportSummary, 'stateSubmission' | 'externalInstanceId'> }) {
  const status = row.stateSubmission;
  if (!status) return null;
  const label = submissionStatusLabels[status];
  if (status === 'rejected')
    return (
      <span className="font-semibold text-danger" data-state-submission={status}>
        <span aria-hidden="true">⚠ </span>
        {label}
      </span>
    );
  return (
    <span data-state-submission={status}>
      {label}
      {status === 'accepted' && row.externalInstanceId ? `, state case ${row.externalInstanceId}` : ''}
    </span>
  );
}
