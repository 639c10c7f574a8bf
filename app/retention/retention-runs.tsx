import { useEffect, useId, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { listRetentionRuns, runRetentionNow } from '../../lib/api/calls/calls-retention';
import { formatDateTime } from '../../lib/format/dates';
import type { RetentionRunRow } from '../../lib/retention/retention-schemas';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SimpleTable } from '../../components/simple-table';
import { describeCallError } from '../api/client';
import { useMutation } from '../api/use-mutation';
import { useApiClient } from '../api/api-client-context';
import type { RunsAnswer } from './retention-loader';
import { runProgress, runSummary } from './run-progress';

/** How often the runs are read again while one goes on. */
const RUN_POLL_MS = 2_000;

const stateWords: Record<RetentionRunRow['state'], string> = {
  running: 'Going on',
  done: 'Done',
  failed: 'Failed',
};

/**
 * Run now (for whoever may change a schedule), the run going on with its progress, read again
 * every two seconds until it ends, and the recent runs. `first` is what the screen's loader read;
 * once the runs are read here, those are shown. A run that ends has the screen read again, so the
 * preview shows what is left.
 */
export function RetentionRuns({
  first,
  mayRun,
  agencyNames,
}: {
  first: RunsAnswer;
  mayRun: boolean;
  agencyNames: Map<string, string>;
}) {
  const api = useApiClient();
  const { revalidate } = useRevalidator();
  const polling = useMutation(() => api.call(listRetentionRuns, {}), 'The retention runs could not be read.', {
    keepShown: true,
  });
  const runs = polling.data?.runs ?? first.runs;
  const running = runs.find((r) => r.state === 'running');
  const latest = runs[0];

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => void polling.run(), RUN_POLL_MS);
    return () => clearTimeout(timer);
    // A new answer (or a failed read) sets the next read; `polling` is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runs, polling.error]);

  const wasRunning = useRef(running !== undefined);
  useEffect(() => {
    if (wasRunning.current && !running) void revalidate();
    wasRunning.current = running !== undefined;
  }, [running, revalidate]);

  const starting = useMutation(async () => {
    try {
      await api.call(runRetentionNow, {});
    } catch (e) {
      // Another run is going on (409): the refusal says so, and that run's progress shows beside it.
      if (describeCallError(e)?.httpStatus === 409) void polling.run();
      throw e;
    }
    const { data } = await polling.run();
    // A small run may have ended before this first read: no end is seen then, so read the screen here.
    if (data && !data.runs.some((r) => r.state === 'running')) void revalidate();
  }, 'The run could not be started.');

  return (
    <div className="flex flex-col gap-4">
      {mayRun && (
        <div className="flex flex-wrap items-center gap-3">
          {/* Busy while a run goes on: the server takes one at a time. */}
          <Button busy={starting.busy || running !== undefined} onClick={() => void starting.run()}>
            Run now
          </Button>
          <p className="text-sm text-muted">
            Runs every schedule now, as the nightly run does; reports on legal hold are left as they are.
          </p>
        </div>
      )}
      {starting.error && <Alert tone="error">{starting.error}</Alert>}
      {polling.error && <Alert tone="error">{polling.error}</Alert>}
      {running && <RunGoingOn run={running} agencyNames={agencyNames} />}
      <p role="status" className="text-sm" data-run-outcome>
        {latest && latest.state !== 'running'
          ? `The last run ${latest.state === 'done' ? 'finished' : 'failed'} ${formatDateTime(latest.finishedAt)}: ${runSummary(latest)}.`
          : ''}
      </p>
      {runs.length === 0 ? (
        <p className="text-sm text-muted">No run yet.</p>
      ) : (
        <SimpleTable
          caption="Recent retention runs"
          rows={runs}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ 'data-run-state': r.state })}
          columns={[
            { header: 'Started', render: (r) => formatDateTime(r.startedAt) },
            { header: 'Started by', render: (r) => r.startedBy },
            { header: 'State', render: (r) => stateWords[r.state] },
            { header: 'Finished', render: (r) => formatDateTime(r.finishedAt) },
            { header: 'Reports', render: (r) => runSummary(r) },
            { header: 'Error', render: (r) => r.error ?? '', wrap: true },
          ]}
        />
      )}
    </div>
  );
}

/** The run going on: each agency's actions as far as it got, with a progress bar each. */
function RunGoingOn({ run, agencyNames }: { run: RetentionRunRow; agencyNames: Map<string, string> }) {
  const headingId = useId();
  const rows = runProgress(run);
  return (
    <section
      aria-labelledby={headingId}
      data-run-going-on
      className="flex flex-col gap-3 rounded border border-line p-3"
    >
      <h3 id={headingId} className="font-semibold">
        Run going on, started {formatDateTime(run.startedAt)} by {run.startedBy}
      </h3>
      {rows.length === 0 && <p className="text-sm text-muted">Counting the reports due…</p>}
      <ul className="flex flex-col gap-3">
        {rows.map((row) => {
          const name = `${row.label}, ${agencyNames.get(row.agencyOri) ?? row.agencyOri}`;
          return (
            <li key={row.key} data-run-action={row.key} className="flex flex-col gap-1 text-sm">
              <span>
                {name}: {row.words}
              </span>
              <div
                role="progressbar"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={row.percent}
                aria-valuetext={`${row.percent}%: ${row.words}`}
                className="h-3 w-full max-w-xl overflow-hidden rounded border border-line bg-panel"
              >
                <div className="h-full bg-brand motion-safe:transition-[width]" style={{ width: `${row.percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
