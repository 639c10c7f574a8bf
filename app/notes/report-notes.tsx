import { reportNotes } from '../../lib/api/calls/calls-history';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { useCall } from '../api/use-call';
import { NoteForm } from './note-form';
import { NoteList } from './note-list';

/**
 * Notes manager: the notes on a report, seen by its author and reviewers, and a form
 * to add one. The same in the history page's Notes tab and the editor's Notes window.
 */
export function ReportNotes({ reportId }: { reportId: number }) {
  const { data, error, reload } = useCall(
    reportNotes,
    { id: reportId },
    String(reportId),
    'The notes could not be loaded.',
  );
  return (
    <div className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      {!data && !error && <Spinner label="Loading the notes…" />}
      {data && <NoteList notes={data.notes} />}
      <NoteForm reportId={reportId} onAdded={reload} />
    </div>
  );
}
