import type { LoaderFunctionArgs } from 'react-router';
import { compareReportVersions } from '../../lib/api/calls/calls-history';
import type { CallResponse } from '../../lib/api/define-call';
import { loaderRead, type Loaded } from '../session/loader-read';
import { apiOf } from '../api/api-client-context';

export type ComparisonAnswer = Loaded<CallResponse<typeof compareReportVersions>>;

/**
 * What changed between two versions of a report (a versionId, 'current' or 'previousSubmission'):
 * a route of the report's history, under its versions tab, whose loader the editor's "Changes
 * since last submission" reads too.
 */
export const comparePath = (reportId: number, from: string, to: string) =>
  `/reports/${reportId}/history/compare/${encodeURIComponent(from)}/${encodeURIComponent(to)}`;

export const compareLoader = ({ params, context }: LoaderFunctionArgs): Promise<ComparisonAnswer> =>
  loaderRead(
    context,
    () =>
      apiOf(context).call(compareReportVersions, {
        id: Number(params.id),
        from: params.from ?? '',
        to: params.to ?? '',
      }),
    'The versions could not be compared.',
  );
