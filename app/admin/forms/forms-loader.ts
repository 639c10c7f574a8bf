import type { LoaderFunctionArgs } from 'react-router';
import { listFormConfigurations } from '../../../lib/api/calls/calls-form-configuration';
import {
  formVersionStatuses,
  type FormConfiguration,
  type FormVersionRow,
} from '../../../lib/api/schemas/form-configuration-schemas';
import { messageOf } from '../../api/client';
import { loaderMayRead } from '../../session/loader-session';
import { apiOf } from '../../api/api-client-context';

export type FormVersionStatus = (typeof formVersionStatuses)[number];

/** The list's filter, as its address holds it, so Back, a reload or a sent link show the same. */
export interface FormsInAddress {
  title: string;
  status: FormVersionStatus;
}

/** The server's bound on the title filter (FormConfiguration/List); past it an address was typed wrong. */
const TITLE_MAX = 200;

export function formsOf(params: URLSearchParams): FormsInAddress {
  const title = params.get('title') ?? '';
  const status = params.get('status') ?? '';
  return {
    title: title.length <= TITLE_MAX ? title : '',
    status: (formVersionStatuses as readonly string[]).includes(status) ? (status as FormVersionStatus) : 'all',
  };
}

/** The address of a filter: what is at its default is left out, so short addresses stay short. */
export function formsAddress({ title, status }: FormsInAddress): string {
  const params = new URLSearchParams();
  if (title) params.set('title', title);
  if (status !== 'all') params.set('status', status);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The versions the filter finds, and the version the address opens when the designer does not hold it yet. */
export interface FormsAnswer {
  shown: FormsInAddress;
  rows?: FormVersionRow[];
  error?: string;
  version?: FormConfiguration;
  versionError?: string;
}

/**
 * The form versions screen's loader: the list of its filter and, beside it, the version its
 * address names (`/admin/forms/:id`) unless the screen's designer holds it already (`openId`), with
 * its edits: a new filter, or the list read again after a save, does not read the open version again.
 * `takeFormVersion` answers the version, from the request made at start when it asked for this one
 * (form-version-prefetch.ts), else asked now.
 */
export const formsLoader =
  (openId: () => number | null, takeFormVersion: (id: number) => Promise<FormConfiguration>) =>
  async ({ request, params, context }: LoaderFunctionArgs): Promise<FormsAnswer> => {
    const shown = formsOf(new URL(request.url).searchParams);
    if (!loaderMayRead(context)) return { shown };
    const id = Number(params.id) || null;
    const opening = id !== null && openId() !== id ? id : null;
    const [list, version] = await Promise.all([
      apiOf(context)
        .call(listFormConfigurations, shown)
        .then(
          ({ rows }) => ({ rows }),
          (e: unknown) => ({ error: messageOf(e, 'The form versions could not be loaded.') }),
        ),
      opening === null
        ? {}
        : takeFormVersion(opening).then(
            (v) => ({ version: v }),
            (e: unknown) => ({ versionError: messageOf(e, 'The version could not be opened.') }),
          ),
    ]);
    return { shown, ...list, ...version };
  };
