import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { setReportLegalHold } from '../../lib/api/calls/calls-retention';
import { formatDateTime } from '../../lib/format/dates';
import { LEGAL_HOLD_REASON_MAX_LENGTH, legalHoldReasonSchema } from '../../lib/retention/retention-rules';
import type { legalHoldSchema } from '../../lib/retention/retention-schemas';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useApiClient } from '../api/api-client-context';
import { showServerErrors } from '../api/server-field-errors';
import { useMutation } from '../api/use-mutation';

export type LegalHold = NonNullable<z.infer<typeof legalHoldSchema>['hold']>;

/** The reason as Report/SetLegalHold checks it, required here: a hold without one cannot be placed. */
const placeSchema = z.object({ reason: legalHoldReasonSchema });

/**
 * Places a legal hold on a report, asking why, or lifts the one it has (`hold`): while a report is
 * held no retention run archives or purges it. `onChanged` is told what to say once the server
 * has it; the dialog gives the focus back to `opener`, whose words change with the hold.
 */
export function LegalHoldDialog({
  reportId,
  hold,
  opener,
  onClose,
  onChanged,
}: {
  reportId: number;
  hold: LegalHold | null;
  opener: string;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  return hold ? (
    <LiftHold reportId={reportId} hold={hold} opener={opener} onClose={onClose} onChanged={onChanged} />
  ) : (
    <PlaceHold reportId={reportId} opener={opener} onClose={onClose} onChanged={onChanged} />
  );
}

type Props = { reportId: number; opener: string; onClose: () => void; onChanged: (message: string) => void };

function PlaceHold({ reportId, opener, onClose, onChanged }: Props) {
  const api = useApiClient();
  const fieldId = useId();
  const errorId = useId();
  const hintId = useId();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(placeSchema), defaultValues: { reason: '' } });
  const refusal = errors.reason?.message;

  // As the note form's: the form's submit state is the busy button and the messages.
  const place = handleSubmit(async ({ reason }) => {
    try {
      await api.call(setReportLegalHold, { id: reportId, reason });
      onChanged('The legal hold is placed.');
    } catch (e) {
      showServerErrors(e, setError, { fallback: 'The legal hold could not be placed.', fields: ['reason'] });
    }
  });

  return (
    <Dialog open title="Place a legal hold" opener={opener} onClose={onClose}>
      <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void place(e)}>
        {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
        <p className="text-sm">
          While the hold lasts, no retention run archives the report or purges its attachments and personal data.
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            Reason for the hold
          </label>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <textarea
                {...field}
                id={fieldId}
                className="min-h-20 rounded border border-line bg-panel px-3 py-2 aria-[invalid=true]:border-danger"
                maxLength={LEGAL_HOLD_REASON_MAX_LENGTH}
                aria-invalid={refusal ? true : undefined}
                aria-describedby={[refusal ? errorId : '', hintId].filter(Boolean).join(' ')}
              />
            )}
          />
          <p id={hintId} className="text-xs text-muted">
            The case, claim or court order it is held for; at most {LEGAL_HOLD_REASON_MAX_LENGTH} characters.
          </p>
          {refusal && (
            <p id={errorId} className="text-sm text-danger" role="alert">
              {refusal}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Place legal hold
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function LiftHold({ reportId, hold, opener, onClose, onChanged }: Props & { hold: LegalHold }) {
  const api = useApiClient();
  const lifting = useMutation(async () => {
    await api.call(setReportLegalHold, { id: reportId, reason: null });
    onChanged('The legal hold is lifted: retention runs treat the report as any other.');
  }, 'The legal hold could not be lifted.');
  return (
    <Dialog open title="Lift the legal hold" opener={opener} onClose={onClose}>
      {lifting.error && <Alert tone="error">{lifting.error}</Alert>}
      <p className="text-sm">
        Placed by {hold.placedBy.name} on {formatDateTime(hold.placedAt)}:
      </p>
      <blockquote className="whitespace-pre-wrap border-s-4 border-warn ps-3 text-sm">{hold.reason}</blockquote>
      <p className="text-sm">Once lifted, the next retention run archives or purges the report when it is due.</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" busy={lifting.busy} onClick={() => void lifting.run()}>
          Lift legal hold
        </Button>
      </div>
    </Dialog>
  );
}
