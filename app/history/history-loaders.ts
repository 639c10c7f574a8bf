import type { LoaderFunctionArgs } from 'react-router';
import { getFormConfiguration } from '../../lib/api/calls/calls-form-configuration';
import {
  getReportVersion,
  reportAuditEvents,
  reportStateSubmissions,
  reportVersions,
} from '../../lib/api/calls/calls-history';
import { reportReleases } from '../../lib/api/calls/calls-release';
import { getReport } from '../../lib/api/calls/calls-report';
import type { CallResponse } from '../../lib/api/define-call';
import { loaderRead, type Loaded } from '../session/loader-read';
import { apiOf } from '../api/api-client-context';

// The tabs whose loaders the editor reads too live with the features that read them; the router
// takes every loader of the history from this one module.
export { compareLoader } from '../editor/version-compare-loader';
export { notesLoader } from '../notes/notes-loader';
export { inboxHistoryLoader } from '../workflow/inbox-history-loader';

/**
 * The report's history is one route a tab (router.tsx): the versions at `/reports/:id/history`,
 * with a comparison (`compare/:from/:to`, app/editor/version-compare-loader.ts) or one version
 * (`version/:versionId`) under them, then `moves`, `notes`, `audit`, `state` and `copies`. A reload or a sent link
 * opens the same tab, and each tab reads only what it shows: the report and its form are read
 * once, as the history opens, not again as the tabs change.
 */
export const historyPath = (reportId: number) => `/reports/${reportId}/history`;
export const versionPath = (reportId: number, versionId: string) =>
  `${historyPath(reportId)}/version/${encodeURIComponent(versionId)}`;

/** What every tab of the history shares: the report's status for the title, and its form to lay a version out. */
export interface HistoryAnswer {
  status?: number;
  reportError?: string;
  /** The model of the form the report was written with, as read; the page checks it. */
  formModel?: unknown;
  formError?: string;
}

export async function historyLoader({ params, context }: LoaderFunctionArgs): Promise<HistoryAnswer> {
  const report = await loaderRead(
    context,
    () => apiOf(context).call(getReport, { id: Number(params.id) }),
    'The report could not be opened.',
  );
  if (!report.data) return { reportError: report.error };
  const { status, formConfigurationId } = report.data;
  if (!formConfigurationId) return { status };
  const form = await loaderRead(
    context,
    () => apiOf(context).call(getFormConfiguration, { id: formConfigurationId }),
    'The form could not be loaded.',
  );
  return { status, formModel: form.data?.formModel, formError: form.error };
}

export type VersionsAnswer = Loaded<CallResponse<typeof reportVersions>>;

export const versionsLoader = ({ params, context }: LoaderFunctionArgs): Promise<VersionsAnswer> =>
  loaderRead(
    context,
    () => apiOf(context).call(reportVersions, { id: Number(params.id) }),
    'The versions could not be loaded.',
  );

export type VersionAnswer = Loaded<CallResponse<typeof getReportVersion>>;

export const versionLoader = ({ params, context }: LoaderFunctionArgs): Promise<VersionAnswer> =>
  loaderRead(
    context,
    () => apiOf(context).call(getReportVersion, { id: Number(params.id), versionId: params.versionId ?? '' }),
    'The version could not be loaded.',
  );

export type AuditAnswer = Loaded<CallResponse<typeof reportAuditEvents>>;

export const auditLoader = ({ params, context }: LoaderFunctionArgs): Promise<AuditAnswer> =>
  loaderRead(
    context,
    () => apiOf(context).call(reportAuditEvents, { id: Number(params.id) }),
    'The audit log could not be loaded.',
  );

export type StateSubmissionsAnswer = Loaded<CallResponse<typeof reportStateSubmissions>>;

export const stateSubmissionsLoader = ({ params, context }: LoaderFunctionArgs): Promise<StateSubmissionsAnswer> =>
  loaderRead(
    context,
    () => apiOf(context).call(reportStateSubmissions, { id: Number(params.id) }),
    'The submissions to the state could not be loaded.',
  );

export type CopiesGivenAnswer = Loaded<CallResponse<typeof reportReleases>>;

export const copiesGivenLoader = ({ params, context }: LoaderFunctionArgs): Promise<CopiesGivenAnswer> =>
  loaderRead(
    context,
    () => apiOf(context).call(reportReleases, { id: Number(params.id) }),
    'The copies given could not be loaded.',
  );
