import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { saveRetentionSchedule } from '../../lib/api/calls/calls-retention';
import { formatDateTime } from '../../lib/format/dates';
import {
  RETENTION_DAYS_MAX,
  RETENTION_YEARS_MAX,
  retentionActionLabels,
  type RetentionAction,
  type RetentionSchedule,
} from '../../lib/retention/retention-rules';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { FormTextField } from '../api/form-text-field';
import { showServerErrors } from '../api/server-field-errors';
import { useApiClient } from '../api/api-client-context';
import type { SchedulesAnswer } from './retention-loader';
import {
  draftOfSchedule,
  periodInWords,
  scheduleDraftSchema,
  scheduleFields,
  schedulePeriods,
  type ScheduleDraft,
} from './schedule-draft';

type AgencySchedule = SchedulesAnswer['schedules'][number];

const resolver = zodResolver(scheduleDraftSchema) as unknown as Resolver<
  ScheduleDraft,
  unknown,
  { schedule: RetentionSchedule }
>;

const KEPT = 'Empty: kept for ever.';
const YEARS = `1 to ${RETENTION_YEARS_MAX} years`;
/** What each period counts from, beside its bounds. */
const hints: Record<RetentionAction, string> = {
  archiveAccepted: `${YEARS} after the report was accepted. ${KEPT}`,
  archiveDraft: `1 to ${RETENTION_DAYS_MAX.toLocaleString('en-US')} days after the draft was last saved. ${KEPT}`,
  purgeAttachments: `${YEARS} after archiving, no later than the personal data. ${KEPT}`,
  purgePersonalData: `${YEARS} after archiving; the coded facts stay for statistics. ${KEPT}`,
};

/**
 * One agency's retention schedule: a form for whoever may change it (saving asks for the
 * password again when the sign-in is old, as every sensitive call does through the API client),
 * the periods in words for whoever may only read it.
 */
export function AgencyScheduleCard({ agency }: { agency: AgencySchedule }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-retention-schedule={agency.agencyOri}
      className="flex flex-col gap-3 rounded border border-line p-4"
    >
      <h3 id={headingId} className="font-semibold">
        {agency.agencyName} ({agency.agencyOri})
      </h3>
      <p className="text-sm text-muted">
        {agency.updatedAt
          ? `Schedule last changed ${formatDateTime(agency.updatedAt)}.`
          : 'No schedule yet: the agency keeps every report as it is.'}
      </p>
      {agency.mayEdit ? (
        <ScheduleForm agency={agency} label={`Retention schedule of ${agency.agencyName}`} />
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {schedulePeriods.map(({ name }) => (
            <li key={name}>{periodInWords(agency.schedule, name)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ScheduleForm({ agency, label }: { agency: AgencySchedule; label: string }) {
  const api = useApiClient();
  const { revalidate } = useRevalidator();
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleDraft, unknown, { schedule: RetentionSchedule }>({
    resolver,
    defaultValues: draftOfSchedule(agency.schedule),
  });
  // Said until the next change.
  const [saved, setSaved] = useState(false);

  // As the application settings' save: the form's submit state is the busy button and the messages.
  const submit = handleSubmit(async ({ schedule }) => {
    try {
      const answer = await api.call(saveRetentionSchedule, { agencyOri: agency.agencyOri, schedule });
      reset(draftOfSchedule(answer.schedule));
      setSaved(true);
      // The preview follows the schedule as stored.
      void revalidate();
    } catch (e) {
      showServerErrors(e, setError, { fallback: 'The schedule could not be saved.', fields: scheduleFields });
    }
  });

  return (
    <form noValidate aria-label={label} onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {schedulePeriods.map(({ name, action, unit }) => (
          <FormTextField
            key={name}
            control={control}
            name={`schedule.${name}`}
            label={`${retentionActionLabels[action]} after (${unit})`}
            inputMode="numeric"
            autoComplete="off"
            hint={hints[action]}
            onEdit={() => {
              clearErrors('root');
              setSaved(false);
            }}
          />
        ))}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" busy={isSubmitting}>
          Save
        </Button>
        <span role="status" className="text-sm text-ok">
          {isSubmitting ? 'Saving…' : saved ? 'The schedule is saved.' : ''}
        </span>
      </div>
    </form>
  );
}
