import type { LoaderFunctionArgs } from 'react-router';
import { reportNotes } from '../../lib/api/calls/calls-history';
import type { CallResponse } from '../../lib/api/define-call';
import { loaderRead, type Loaded } from '../session/loader-read';
import { apiOf } from '../api/api-client-context';

export type NotesAnswer = Loaded<CallResponse<typeof reportNotes>>;

/** The notes tab of a report's history: its route, whose loader the editor's notes window reads too. */
export const notesPath = (reportId: number) => `/reports/${reportId}/history/notes`;

export const notesLoader = ({ params, context }: LoaderFunctionArgs): Promise<NotesAnswer> =>
  loaderRead(
    context,
    () => apiOf(context).call(reportNotes, { id: Number(params.id) }),
    'The notes could not be loaded.',
  );
