import type { LoaderFunctionArgs } from 'react-router';
import { listRetentionRuns, listRetentionSchedules, previewRetention } from '../../lib/api/calls/calls-retention';
import type { CallResponse } from '../../lib/api/define-call';
import { loaderRead, type Loaded } from '../session/loader-read';
import { apiOf } from '../api/api-client-context';

export type SchedulesAnswer = CallResponse<typeof listRetentionSchedules>;
export type RunsAnswer = CallResponse<typeof listRetentionRuns>;

/** The retention screen as its loader read it: each part, or why it could not be read. */
export interface RetentionAnswer {
  schedules: Loaded<SchedulesAnswer>;
  preview: Loaded<CallResponse<typeof previewRetention>>;
  runs: Loaded<RunsAnswer>;
}

/**
 * The agencies' schedules, what a run now would do and the recent runs, read side by side: each
 * part shows on its own or says why it could not be read. A saved schedule and a finished run
 * read the screen again, so the preview always follows the schedules as stored.
 */
export async function retentionLoader({ context }: LoaderFunctionArgs): Promise<RetentionAnswer> {
  const api = apiOf(context);
  const [schedules, preview, runs] = await Promise.all([
    loaderRead(context, () => api.call(listRetentionSchedules, {}), 'The retention schedules could not be loaded.'),
    loaderRead(context, () => api.call(previewRetention, {}), 'The preview could not be loaded.'),
    loaderRead(context, () => api.call(listRetentionRuns, {}), 'The retention runs could not be loaded.'),
  ]);
  return { schedules, preview, runs };
}
