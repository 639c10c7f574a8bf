import { useId, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { Ribbon } from '../layout/ribbon';
import { useAbility } from '../session/use-ability';
import type { RetentionAnswer } from './retention-loader';
import { RetentionPreview } from './retention-preview';
import { RetentionRuns } from './retention-runs';
import { AgencyScheduleCard } from './schedule-form';

// The route takes the page and its loader from one chunk (router.tsx).
export { retentionLoader } from './retention-loader';

/**
 * Retention: each agency's schedule (how long accepted reports and untouched drafts stay before
 * they are archived, how long an archived report keeps its attachments and personal data), what a
 * run now would do, and the runs: the nightly one and those started here. The server checks every
 * change and run again; the screen offers only what the user's permissions allow.
 */
export function RetentionPage() {
  const { schedules, preview, runs } = useLoaderData<RetentionAnswer>();
  const ability = useAbility();
  const agencyNames = new Map((schedules.data?.schedules ?? []).map((s) => [s.agencyOri, s.agencyName]));
  return (
    <>
      <Ribbon title="Retention" />
      <div className="flex max-w-5xl flex-col gap-6 p-4">
        <p className="text-sm">
          A run archives accepted reports and untouched drafts once their agency’s period has passed, then purges the
          attachments and personal data of archived reports after theirs; the coded facts stay for statistics. A report
          on legal hold is left as it is. Periods count from the report’s last change.
        </p>
        <Part title="Schedules" error={schedules.error} loading={!schedules.data} what="the schedules">
          {schedules.data && (
            <div className="flex flex-col gap-4">
              {schedules.data.schedules.map((agency) => (
                <AgencyScheduleCard key={agency.agencyOri} agency={agency} />
              ))}
            </div>
          )}
        </Part>
        <Part title="What a run now would do" error={preview.error} loading={!preview.data} what="the preview">
          {preview.data && <RetentionPreview preview={preview.data} agencyNames={agencyNames} />}
        </Part>
        <Part title="Runs" error={runs.error} loading={!runs.data} what="the runs">
          {runs.data && (
            <RetentionRuns
              first={runs.data}
              mayRun={ability.can('edit', 'RetentionSchedule')}
              agencyNames={agencyNames}
            />
          )}
        </Part>
      </div>
    </>
  );
}

/** One part of the screen under its heading: what was read, why it could not be, or the wait for it. */
function Part({
  title,
  error,
  loading,
  what,
  children,
}: {
  title: string;
  error?: string | undefined;
  loading: boolean;
  what: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : loading ? <Spinner label={`Loading ${what}…`} /> : children}
    </section>
  );
}
