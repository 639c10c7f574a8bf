import type { LoaderFunctionArgs } from 'react-router';
import { listSubmissions } from '../../../lib/api/calls/admin/calls-submission';
import { SUBMISSION_PAGE_DEFAULT, submissionFilterSchema } from '../../../lib/api/schemas/submission-schemas';
import type { SubmissionRow } from '../../../lib/api/schemas/submission-schemas';
import { submissionStatuses } from '../../../lib/state-repository/submission-status';
import { DB_INT_MAX } from '../../../lib/validation/input-rules/input-bounds';
import { apiOf } from '../../api/api-client-context';
import { messageOf } from '../../api/client';
import { loaderMayRead } from '../../session/loader-session';
import { logFiltersOf, logPositionOf, type LogAnswer } from '../logs/log-address';
import { submissionFilterKeys, submissionRequestOf, type SubmissionFilterKey } from './submission-words';

export type SubmissionsAnswer = LogAnswer<SubmissionFilterKey, SubmissionRow>;

/**
 * The queue's route loader: the filters and page of its address, as the logs' loaders read
 * theirs (log-address.ts); the queue's ids are int4, so its cursor is a number.
 */
export async function submissionsLoader({ request, context }: LoaderFunctionArgs): Promise<SubmissionsAnswer> {
  const params = new URL(request.url).searchParams;
  const filters = logFiltersOf(params, submissionFilterKeys, { status: submissionStatuses });
  const position = logPositionOf(params);
  const before = position.before ? Number(position.before) : undefined;
  if (before !== undefined && before > DB_INT_MAX) position.page = 1;
  if (!loaderMayRead(context)) return { filters, position };
  const parsed = submissionFilterSchema.safeParse(submissionRequestOf(filters));
  if (!parsed.success)
    return {
      filters,
      position,
      fieldErrors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
    };
  try {
    const page = await apiOf(context).call(listSubmissions, {
      ...submissionRequestOf(filters),
      limit: SUBMISSION_PAGE_DEFAULT,
      ...(before !== undefined && before <= DB_INT_MAX && position.page > 1 ? { beforeId: before } : {}),
    });
    const log = {
      events: page.submissions,
      nextBeforeId: page.nextBeforeId === null ? null : String(page.nextBeforeId),
    };
    return { filters, position, log };
  } catch (e) {
    return { filters, position, error: messageOf(e, 'The state submissions could not be loaded.') };
  }
}
