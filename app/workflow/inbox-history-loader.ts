import type { LoaderFunctionArgs } from 'react-router';
import { reportInboxHistory } from '../../lib/api/calls/calls-history';
import type { CallResponse } from '../../lib/api/define-call';
import { loaderRead, type Loaded } from '../session/loader-read';
import { apiOf } from '../api/api-client-context';

export type InboxHistoryAnswer = Loaded<CallResponse<typeof reportInboxHistory>>;

/**
 * The inbox history tab of a report's history: every move of the report. The editor's rejection
 * banner reads its loader too, for the reviewer's note.
 */
export const inboxHistoryPath = (reportId: number) => `/reports/${reportId}/history/moves`;

export const inboxHistoryLoader = ({ params, context }: LoaderFunctionArgs): Promise<InboxHistoryAnswer> =>
  loaderRead(
    context,
    () => apiOf(context).call(reportInboxHistory, { id: Number(params.id) }),
    'The history could not be loaded.',
  );
