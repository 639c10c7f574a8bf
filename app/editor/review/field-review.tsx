import { useState } from 'react';
import { formatDateTime } from '../../../lib/format/dates';
import { useReview, useReviewComments } from '../open-report/editor-context';

/**
 * A field's review comments (docs/rules/reviewing-and-history.md): the reviewer's open comments shown to the author,
 * and, while a reviewer has the report in review, a way to write one for Reject.
 */
export function FieldReview({
  id,
  path,
  label,
  reviewing,
}: {
  id: string;
  path: string;
  label: string;
  reviewing: boolean;
}) {
  const review = useReviewComments();
  const open = useReview((s) => s.open[path]);
  const draft = useReview((s) => s.drafts.find((d) => d.path === path));
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  if (!open?.length && !reviewing) return null;
  return (
    <div className="flex flex-col gap-1">
      {open && open.length > 0 && (
        <ul id={`${id}-review`} className="flex flex-col gap-1" aria-label={`Review comments on ${label}`}>
          {open.map((c) => (
            <li
              key={c.id}
              role="note"
              data-review-comment={c.path}
              className="rounded border border-warn/50 bg-warn/10 px-2 py-1 text-sm"
            >
              <span className="font-medium">Reviewer {c.user.name}</span> ({formatDateTime(c.at)}): {c.text}
            </li>
          ))}
        </ul>
      )}
      {reviewing && draft && (
        <p className="text-sm" data-draft-comment={path}>
          Your comment: {draft.text}{' '}
          <button type="button" className="text-brand underline" onClick={() => review.removeDraft(path)}>
            Remove comment on {label}
          </button>
        </p>
      )}
      {reviewing && !draft && !writing && (
        <button type="button" className="self-start text-xs text-brand underline" onClick={() => setWriting(true)}>
          Comment on {label}
        </button>
      )}
      {reviewing && writing && (
        // A group, not a form: it sits inside the form of its section's fields (section-view.tsx).
        <div role="group" aria-label={`New comment on ${label}`} className="flex items-start gap-1">
          <textarea
            aria-label={`Comment on ${label}`}
            className="min-h-12 flex-1 rounded border border-line bg-panel px-2 py-1 text-sm"
            maxLength={10_000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button
            type="button"
            className="rounded border border-line px-2 py-1 text-xs"
            disabled={!text.trim()}
            onClick={() => {
              review.addDraft({ path, label, text });
              setText('');
              setWriting(false);
            }}
          >
            Keep comment
          </button>
          <button type="button" className="rounded px-2 py-1 text-xs" onClick={() => setWriting(false)}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
