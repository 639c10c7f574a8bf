import { useId, useState } from 'react';
import { rejectReport } from '../../../lib/api/calls/calls-workflow';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { refusalInFull } from '../../api/refusal-messages';
import { useMutation } from '../../api/use-mutation';
import { useReview, useReviewComments } from '../open-report/editor-context';
import { useApiClient } from '../../api/api-client-context';

/** Reject (7 -> 3): a note to the author and the comments written on fields (see docs/rules/reviewing-and-history.md, "Reject notes"). */
export function RejectDialog({
  report,
  onClose,
  onRejected,
}: {
  report: { id: number; version: number };
  onClose: () => void;
  onRejected: () => void;
}) {
  const api = useApiClient();
  const review = useReviewComments();
  const drafts = useReview((s) => s.drafts);
  const [note, setNote] = useState('');
  const noteId = useId();
  const rejecting = useMutation(
    async () => {
      await api.call(rejectReport, {
        ...report,
        note,
        comments: drafts.map((d) => ({ path: d.path, text: d.text })),
      });
      review.clearDrafts();
      onRejected();
    },
    (refusal) => ({ form: refusalInFull(refusal, 'The report could not be rejected.') }),
  );
  const { error } = rejecting;

  function reject() {
    if (!note.trim()) rejecting.refuse({ form: 'Write a note to the author saying why the report is rejected.' });
    else void rejecting.run();
  }

  return (
    <Dialog open title="Reject the report" onClose={onClose}>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium">
          Note to the author
        </label>
        <textarea
          id={noteId}
          className="min-h-24 rounded border border-line bg-panel px-3 py-2"
          maxLength={4000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <section aria-label="Field comments" className="flex flex-col gap-1 text-sm">
        <h3 className="font-medium">Comments on fields ({drafts.length})</h3>
        {drafts.length === 0 ? (
          <p className="text-muted">None. Use “Comment on …” under a field to add one before rejecting.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {drafts.map((d) => (
              <li key={d.path} className="flex items-start justify-between gap-2">
                <span>
                  <span className="font-medium">{d.label}</span>: {d.text}
                </span>
                <button type="button" className="text-brand underline" onClick={() => review.removeDraft(d.path)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" busy={rejecting.busy} onClick={reject}>
          Reject
        </Button>
      </div>
    </Dialog>
  );
}
