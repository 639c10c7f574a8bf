import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { actOnSubmission } from '../../../lib/api/calls/admin/calls-submission';
import { submissionFilterSchema, type SubmissionRow } from '../../../lib/api/schemas/submission-schemas';
import { allowedEverywhere } from '../../../lib/auth/permissions/ability';
import {
  submissionActionLabels,
  submissionActionsFor,
  submissionStatuses,
  submissionStatusLabels,
  type SubmissionAdminAction,
} from '../../../lib/state-repository/submission-status';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { SimpleTable } from '../../../components/simple-table';
import { Spinner } from '../../../components/spinner';
import { useApiClient } from '../../api/api-client-context';
import { messageOf } from '../../api/client';
import { Ribbon } from '../../layout/ribbon';
import { useAbility } from '../../session/use-ability';
import { logFilterResolver } from '../logs/log-address';
import { LogPager } from '../logs/log-pager';
import { LogTextFilter } from '../logs/log-text-filter';
import { useLogScreen } from '../logs/use-log-screen';
import { SubmissionEventsDialog } from './submission-events-dialog';
import {
  noSubmissionFilters,
  submissionActionName,
  submissionActionOutcome,
  submissionRequestOf,
  type SubmissionFilterKey,
} from './submission-words';
import { LogFilterForm } from '../logs/log-filter-form';

export { submissionsLoader } from './submissions-loader';

const eventsButtonId = (id: number) => `submission-events-${id}`;

const resolver = logFilterResolver<SubmissionFilterKey>(submissionFilterSchema, submissionRequestOf);

/**
 * The administration queue of accepted reports on their way to the state's crash repository: where
 * each stands, the ones waiting on the state too long, and the retry, hold and release their status
 * allows; a row's Events shows who did what.
 */
export function SubmissionsPage() {
  const api = useApiClient();
  const stateWide = allowedEverywhere(useAbility(), 'read', 'StateSubmission');
  const { answer, log, loading, page, newer, older, control, errorOf, apply, clear, refresh } = useLogScreen<
    SubmissionFilterKey,
    SubmissionRow
  >(resolver, noSubmissionFilters);
  const [acting, setActing] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [opened, setOpened] = useState<SubmissionRow | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The pressed button may be gone once the table is read again (the status moved on, or left the
  // filter): the focus goes to the row's Events button, or to the outcome when the row left.
  const [refocus, setRefocus] = useState<number | null>(null);
  useEffect(() => {
    if (refocus === null || loading) return;
    const events = document.getElementById(eventsButtonId(refocus));
    (events ?? status.current)?.focus();
    setRefocus(null);
  }, [refocus, loading, log]);

  async function act(row: SubmissionRow, action: SubmissionAdminAction) {
    setActing(row.id);
    setOutcome(null);
    try {
      const moved = await api.call(actOnSubmission, { id: row.id, action });
      setOutcome({ text: submissionActionOutcome(action, moved), failed: false });
    } catch (e) {
      setOutcome({ text: messageOf(e, `Submission ${row.id} could not be changed.`), failed: true });
    } finally {
      setActing(null);
      setRefocus(row.id);
      refresh();
    }
  }

  return (
    <>
      <Ribbon
        title="State submissions"
        actions={
          <Button variant="secondary" onClick={refresh} busy={loading}>
            Refresh
          </Button>
        }
      />
      <div className="flex flex-col gap-4 p-4">
        <LogFilterForm
          label="Filter the state submissions"
          gridClassName="grid grid-cols-1 gap-3 md:grid-cols-3"
          busy={loading}
          onSubmit={(e) => void apply(e)}
          onClear={clear}
        >
          <Controller
            control={control}
            name="status"
            render={({ field: { value, onChange } }) => (
              <SelectField
                label="Status"
                value={value}
                onChange={onChange}
                anyLabel="Any status"
                error={errorOf('status')}
                options={submissionStatuses.map((s) => ({ value: s, label: submissionStatusLabels[s] }))}
              />
            )}
          />
          {stateWide && (
            <LogTextFilter
              control={control}
              name="agencyOri"
              error={errorOf('agencyOri')}
              label="Agency ORI"
              hint="Such as IN0490000"
            />
          )}
        </LogFilterForm>
        <p
          ref={status}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          className={outcome?.failed ? 'text-danger' : 'text-sm'}
        >
          {outcome?.text}
        </p>
        {answer.error && <Alert tone="error">{answer.error}</Alert>}
        {!log && !answer.error && !answer.fieldErrors && <Spinner label="Loading the state submissions…" />}
        {log && log.events.length === 0 && <p className="text-muted">No submission matches.</p>}
        {log && log.events.length > 0 && (
          <section aria-label="State submissions" aria-busy={loading} className="flex flex-col gap-2">
            <div className="overflow-x-auto rounded border border-line bg-panel">
              <SimpleTable
                caption="Submissions to the state crash repository, newest first"
                rows={log.events}
                rowKey={(s) => String(s.id)}
                rowProps={(s) => ({ 'data-submission': String(s.id), 'data-status': s.status })}
                columns={[
                  {
                    header: 'Status',
                    render: (s) => (
                      <span className="flex flex-col">
                        <span>{s.statusLabel}</span>
                        {s.pendingTooLong && (
                          <span className="font-medium text-danger" data-pending-too-long="true">
                            <span aria-hidden="true">⚠ </span>Waiting on the state too long
                          </span>
                        )}
                        {s.holdReason && <span className="text-muted">{s.holdReason}</span>}
                      </span>
                    ),
                  },
                  {
                    header: 'Report',
                    render: (s) => (
                      <Link className="text-brand underline" to={`/reports/${s.reportId}`}>
                        {s.caseNumber ?? `Report ${s.reportId}`}
                      </Link>
                    ),
                  },
                  ...(stateWide ? [{ header: 'Agency', render: (s: SubmissionRow) => s.agencyOri }] : []),
                  { header: 'State case number', render: (s) => s.stateCaseNumber ?? '—' },
                  { header: 'Attempts', render: (s) => s.attempts },
                  { header: 'Last error', render: (s) => s.lastError ?? '—', wrap: true },
                  {
                    header: 'Actions',
                    render: (s) => (
                      <span className="flex flex-wrap gap-1">
                        {submissionActionsFor(s.status).map((action) => (
                          <Button
                            key={action}
                            variant="secondary"
                            aria-label={submissionActionName(action, s)}
                            busy={acting === s.id}
                            onClick={() => void act(s, action)}
                          >
                            {submissionActionLabels[action]}
                          </Button>
                        ))}
                        <Button
                          id={eventsButtonId(s.id)}
                          variant="ghost"
                          aria-label={`Events of submission ${s.id}`}
                          onClick={() => setOpened(s)}
                        >
                          Events
                        </Button>
                      </span>
                    ),
                  },
                ]}
              />
            </div>
            <LogPager label="State submission pages" page={page} newer={newer} older={older} busy={loading} />
          </section>
        )}
      </div>
      {opened && <SubmissionEventsDialog row={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
