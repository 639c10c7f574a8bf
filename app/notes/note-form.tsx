import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { addReportNote } from '../../lib/api/calls/calls-history';
import { NOTE_MAX_LENGTH } from '../../lib/api/schemas/history-schemas';
import { Button } from '../../components/button';
import { showServerErrors } from '../api/server-field-errors';
import { useApiClient } from '../api/api-client-context';

/** The note as Report/AddNote checks it: the call's own rule, so the form says what the server would. */
const noteSchema = z.pick(addReportNote.request, { text: true });

/**
 * Adds a note to a report. A refused note keeps its text, with the reason under it (the server's,
 * or the call's own check before sending), so nothing typed is lost. `autoFocus` puts the cursor
 * in it as it appears (the notes window, whose form arrives after the window opens).
 */
export function NoteForm({
  reportId,
  onAdded,
  autoFocus = false,
}: {
  reportId: number;
  onAdded: () => void;
  autoFocus?: boolean;
}) {
  const api = useApiClient();
  const fieldId = useId();
  const errorId = useId();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(noteSchema), defaultValues: { text: '' } });
  const refusal = errors.text?.message ?? errors.root?.message;

  useEffect(() => {
    if (autoFocus) setFocus('text');
  }, [autoFocus, setFocus]);

  const add = handleSubmit(async ({ text }) => {
    try {
      await api.call(addReportNote, { id: reportId, text });
      reset();
      onAdded();
    } catch (e) {
      showServerErrors(e, setError, { fallback: 'The note could not be saved.', fields: ['text'] });
    }
  });

  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={(e) => void add(e)}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        New note
      </label>
      <Controller
        control={control}
        name="text"
        render={({ field }) => (
          <textarea
            {...field}
            id={fieldId}
            className="min-h-20 rounded border border-line bg-panel px-3 py-2"
            maxLength={NOTE_MAX_LENGTH}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? errorId : undefined}
          />
        )}
      />
      {refusal && (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" busy={isSubmitting} className="self-start">
        Add note
      </Button>
    </form>
  );
}
