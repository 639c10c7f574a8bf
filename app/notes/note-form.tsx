import { useId, useState, type FormEvent } from 'react';
import { addReportNote } from '../../lib/api/calls/calls-history';
import { NOTE_MAX_LENGTH } from '../../lib/api/schemas/history-schemas';
import { Button } from '../../components/button';
import { ApiClientError, callApi } from '../api/client';

/**
 * Adds a note to a report. The limits are Report/AddNote's own (the server checks them again);
 * a refused note keeps its text, with the server's reason under it, so nothing typed is lost.
 */
export function NoteForm({ reportId, onAdded }: { reportId: number; onAdded: () => void }) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [addError, setAddError] = useState('');
  const fieldId = useId();
  const errorId = useId();

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setAddError('Write the note first.');
      return;
    }
    setSaving(true);
    setAddError('');
    try {
      await callApi(addReportNote, { id: reportId, text });
      setText('');
      onAdded();
    } catch (err) {
      setAddError(err instanceof ApiClientError ? err.message : 'The note could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={(e) => void add(e)}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        New note
      </label>
      <textarea
        id={fieldId}
        className="min-h-20 rounded border border-line bg-panel px-3 py-2"
        maxLength={NOTE_MAX_LENGTH}
        value={text}
        aria-invalid={addError ? true : undefined}
        aria-describedby={addError ? errorId : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {addError && (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {addError}
        </p>
      )}
      <Button type="submit" busy={saving} className="self-start">
        Add note
      </Button>
    </form>
  );
}
