import { useEffect, useState } from 'react';
import { listSubmissionEvents } from '../../../lib/api/calls/admin/calls-submission';
import type { SubmissionEventRow, SubmissionRow } from '../../../lib/api/schemas/submission-schemas';
import { formatDateTime } from '../../../lib/format/dates';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SimpleTable } from '../../../components/simple-table';
import { Spinner } from '../../../components/spinner';
import { useApiClient } from '../../api/api-client-context';
import { messageOf } from '../../api/client';
import { submissionEventActor, submissionEventText } from './submission-words';

/** A submission's events, oldest first: who (or the queue) did what, and when; with the state's reasons and the export's problems. */
export function SubmissionEventsDialog({ row, onClose }: { row: SubmissionRow; onClose: () => void }) {
  const api = useApiClient();
  const [events, setEvents] = useState<SubmissionEventRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call(listSubmissionEvents, { id: row.id })
      .then((answer) => live && setEvents(answer.events))
      .catch((e: unknown) => live && setError(messageOf(e, 'The events could not be loaded.')));
    return () => {
      live = false;
    };
  }, [api, row.id]);

  return (
    <Dialog open title={`Submission ${row.id} of report ${row.caseNumber ?? row.reportId}`} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">
          {row.statusLabel}. Idempotency key {row.idempotencyKey}
          {row.receipt ? `, receipt ${row.receipt}` : ''}.
        </p>
        {row.holdReason && <Alert tone="warning">{row.holdReason}</Alert>}
        {row.reasons.length > 0 && (
          <section aria-label="The state's reasons">
            <h3 className="text-sm font-semibold">The state&rsquo;s reasons</h3>
            <ul className="list-disc ps-5 text-sm">
              {row.reasons.map((r) => (
                <li key={`${r.code}-${r.element}`}>
                  {r.message} ({r.code}){r.field ? ` at ${r.field}` : ''}
                </li>
              ))}
            </ul>
          </section>
        )}
        {row.problems.length > 0 && (
          <section aria-label="Why it cannot be exported">
            <h3 className="text-sm font-semibold">Why it cannot be exported</h3>
            <ul className="list-disc ps-5 text-sm">
              {row.problems.map((p) => (
                <li key={`${p.field}-${p.message}`}>
                  {p.field}: {p.message}
                </li>
              ))}
            </ul>
          </section>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {!events && !error && <Spinner label="Loading the events…" />}
        {events && (
          <SimpleTable
            caption={`What happened to submission ${row.id}, oldest first`}
            rows={events}
            rowKey={(e) => String(e.id)}
            columns={[
              { header: 'When', render: (e) => formatDateTime(e.at) },
              { header: 'Who', render: submissionEventActor },
              { header: 'What', render: submissionEventText, wrap: true },
            ]}
          />
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
