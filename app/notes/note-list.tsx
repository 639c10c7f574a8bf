import type { z } from 'zod/mini';
import type { reportNoteSchema } from '../../lib/api/schemas/history-schemas';
import { formatDateTime } from '../../lib/format/dates';

export type ReportNote = z.infer<typeof reportNoteSchema>;

/** A report's notes in the order the server gives them (oldest first): author, time, text. */
export function NoteList({ notes }: { notes: ReportNote[] }) {
  if (notes.length === 0) return <p className="text-muted">No notes yet.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Notes">
      {notes.map((n) => (
        <li key={n.id} className="rounded border border-line p-2">
          <p className="text-xs text-muted">
            {n.user.name}, {formatDateTime(n.at)}
            {n.kind === 'rejection' ? ' (rejection)' : ''}
          </p>
          <p className="whitespace-pre-wrap">{n.text}</p>
        </li>
      ))}
    </ol>
  );
}
