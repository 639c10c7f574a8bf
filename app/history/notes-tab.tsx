import { useId, useState, type FormEvent } from 'react';
import { addReportNote, reportNotes } from '../../lib/api/calls-history';
import { NOTE_MAX_LENGTH } from '../../lib/api/history-schemas';
import { formatDateTime } from '../../lib/format/dates';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { ApiClientError, callApi } from '../api/client';
import { useCall } from '../api/use-call';

/** Notes manager (SPEC §2): notes on the report, seen by its author and reviewers. */
export function NotesTab({ reportId }: { reportId: number }) {
  const { data, error, reload } = useCall(
    reportNotes,
    { id: reportId },
    String(reportId),
    'The notes could not be loaded.',
  );
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [addError, setAddError] = useState('');
  const fieldId = useId();

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
      reload();
    } catch (err) {
      setAddError(err instanceof ApiClientError ? err.message : 'The note could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      {!data && !error && <Spinner label="Loading the notes…" />}
      {data && data.notes.length === 0 && <p className="text-muted">No notes yet.</p>}
      {data && data.notes.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label="Notes">
          {data.notes.map((n) => (
            <li key={n.id} className="rounded border border-line p-2">
              <p className="text-xs text-muted">
                {n.user.name}, {formatDateTime(n.at)}
                {n.kind === 'rejection' ? ' (rejection)' : ''}
              </p>
              <p className="whitespace-pre-wrap">{n.text}</p>
            </li>
          ))}
        </ol>
      )}
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
          onChange={(e) => setText(e.target.value)}
        />
        {addError && (
          <p className="text-sm text-danger" role="alert">
            {addError}
          </p>
        )}
        <Button type="submit" busy={saving} className="self-start">
          Add note
        </Button>
      </form>
    </div>
  );
}
