import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { useRouteData } from '../api/use-route-data';
import { NoteForm } from './note-form';
import { NoteList } from './note-list';
import { notesPath, type NotesAnswer } from './notes-loader';

/**
 * Notes manager: the notes on a report, seen by its author and reviewers, and a form to add one.
 * The same in the history page's Notes tab and the editor's Notes window: both show what the notes
 * route's loader reads (notes-loader.ts). The tab hands over the answer its route read (`loaded`),
 * the window reads it itself; a note added reads the notes again, and only them.
 */
export function ReportNotes({
  reportId,
  loaded,
  autoFocus,
}: {
  reportId: number;
  loaded?: NotesAnswer;
  autoFocus?: boolean;
}) {
  const { data: answer, reload } = useRouteData<NotesAnswer>(notesPath(reportId), { first: loaded });
  const error = answer?.error;
  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      {!answer?.data && !error && <Spinner label="Loading the notes…" />}
      {answer?.data && <NoteList notes={answer.data.notes} />}
      <NoteForm reportId={reportId} onAdded={reload} autoFocus={autoFocus} />
    </div>
  );
}
