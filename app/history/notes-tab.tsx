import { useLoaderData, useParams } from 'react-router';
import { ReportNotes } from '../notes/report-notes';
import type { NotesAnswer } from '../notes/notes-loader';

/** The history's Notes tab: the notes its route's loader read, and the form to add one. */
export function NotesTab() {
  return <ReportNotes reportId={Number(useParams().id)} loaded={useLoaderData<NotesAnswer>()} />;
}
