import { useLoaderData } from 'react-router';
import type { ReportSubmission } from '../../lib/api/schemas/state-submission-schemas';
import { formatDateTime } from '../../lib/format/dates';
import { submissionStatusLabels } from '../../lib/state-repository/submission-status';
import { Alert } from '../../components/alert';
import { SimpleTable } from '../../components/simple-table';
import { Spinner } from '../../components/spinner';
import type { StateSubmissionsAnswer } from './history-loaders';

/** The words for a step of a submission, by the queue or an administrator. */
const stepNames: Record<string, string> = {
  queued: 'Queued for the state',
  held: 'Held',
  sent: 'Sent; the state gave a receipt',
  attemptFailed: 'A try failed; it is tried again',
  failed: 'Failed after its retries',
  accepted: 'Accepted by the state',
  rejected: 'Rejected by the state',
  released: 'Released',
  retry: 'Retried by an administrator',
  hold: 'Held by an administrator',
  release: 'Released by an administrator',
};

const detailText = (detail: Record<string, unknown>) =>
  ['stateCaseNumber', 'receipt', 'reason', 'replaces']
    .filter((k) => typeof detail[k] === 'string')
    .map((k) => String(detail[k]))
    .join('; ');

function Submission({ submission: s }: { submission: ReportSubmission }) {
  const heading = `Version ${s.reportVersion}: ${submissionStatusLabels[s.status]}${s.stateCaseNumber ? `, case ${s.stateCaseNumber}` : ''}`;
  return (
    <section aria-label={heading} className="flex flex-col gap-2">
      <h3 className="font-semibold">{heading}</h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Idempotency key</dt>
        <dd className="break-all">{s.idempotencyKey}</dd>
        {s.replacesCaseNumber && (
          <>
            <dt className="text-muted">Replaces</dt>
            <dd>{s.replacesCaseNumber}</dd>
          </>
        )}
        {s.holdReason && (
          <>
            <dt className="text-muted">Why it is held</dt>
            <dd>{s.holdReason}</dd>
          </>
        )}
        {s.lastError && (
          <>
            <dt className="text-muted">Last failure</dt>
            <dd>{s.lastError}</dd>
          </>
        )}
      </dl>
      {s.problems.length > 0 && (
        <ul aria-label="What keeps it from being sent" className="list-disc pl-5 text-sm">
          {s.problems.map((p, n) => (
            <li key={n}>{p.message}</li>
          ))}
        </ul>
      )}
      {s.reasons.length > 0 && (
        <ul aria-label="The state's reasons" className="list-disc pl-5 text-sm">
          {s.reasons.map((r, n) => (
            <li key={n}>
              {r.message} <span className="text-muted">({r.code})</span>
            </li>
          ))}
        </ul>
      )}
      <SimpleTable
        caption={`Steps of the submission of version ${s.reportVersion}`}
        rows={s.events}
        rowKey={(e) => String(e.id)}
        columns={[
          { header: 'When', render: (e) => formatDateTime(e.at) },
          { header: 'Step', render: (e) => stepNames[e.action] ?? e.action },
          { header: 'By', render: (e) => e.user?.name ?? 'The queue' },
          { header: 'Detail', render: (e) => detailText(e.detail), wrap: true },
        ]}
      />
    </section>
  );
}

/** The report's submissions to the state repository and every step of each. */
export function StateSubmissionsTab() {
  const { data, error } = useLoaderData<StateSubmissionsAnswer>();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Spinner label="Loading the submissions to the state…" />;
  if (data.submissions.length === 0)
    return <p className="text-muted">The report has not been sent to the state: it is sent once accepted.</p>;
  return (
    <div className="flex flex-col gap-6">
      {data.submissions.map((s) => (
        <Submission key={s.id} submission={s} />
      ))}
    </div>
  );
}
