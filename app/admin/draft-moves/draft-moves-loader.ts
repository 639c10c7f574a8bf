import type { LoaderFunctionArgs } from 'react-router';
import { getFormPermissions, listFormConfigurations } from '../../../lib/api/calls/calls-form-configuration';
import type { CallResponse } from '../../../lib/api/define-call';
import { messageOf } from '../../api/client';
import { loaderMayRead } from '../../session/loader-session';
import { apiOf } from '../../api/api-client-context';

/** The two versions picked, as the address holds them: ids as text, '' for none. */
export interface DraftMoveInAddress {
  fromId: string;
  toId: string;
}

const idOf = (value: string | null): string => {
  const id = Number(value);
  return value && /^\d{1,10}$/.test(value) && id >= 1 && id <= 2_147_483_647 ? value : '';
};

/** The picks an address names; one no list offers (a hand-edited address) is left unpicked. */
export function draftMoveOf(params: URLSearchParams): DraftMoveInAddress {
  const fromId = idOf(params.get('from'));
  return { fromId, toId: fromId ? idOf(params.get('to')) : '' };
}

export function draftMoveAddress({ fromId, toId }: DraftMoveInAddress): string {
  const params = new URLSearchParams();
  if (fromId) params.set('from', fromId);
  if (fromId && toId) params.set('to', toId);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The draft moves page as its loader read it: the versions, the picked target's permissions, or why not. */
export interface DraftMovesAnswer {
  picked: DraftMoveInAddress;
  versions?: CallResponse<typeof listFormConfigurations>['rows'];
  error?: string;
  permissions?: CallResponse<typeof getFormPermissions>;
  permissionsError?: string;
}

/**
 * The versions, then the publish permissions of the target picked, read in turn so a target's
 * permissions shown are always the picked one's (the page offers only targets the server takes).
 */
export async function draftMovesLoader({ request, context }: LoaderFunctionArgs): Promise<DraftMovesAnswer> {
  const picked = draftMoveOf(new URL(request.url).searchParams);
  if (!loaderMayRead(context)) return { picked };
  let versions: DraftMovesAnswer['versions'];
  try {
    versions = (await apiOf(context).call(listFormConfigurations, { title: '', status: 'all' })).rows;
  } catch (e) {
    return { picked, error: messageOf(e, 'The versions could not be loaded.') };
  }
  const to = versions.find((v) => String(v.id) === picked.toId);
  if (!to) return { picked, versions };
  try {
    const permissions = await apiOf(context).call(getFormPermissions, {
      title: to.title,
      agencyOri: to.agencyOri,
      majorVersion: to.majorVersion,
      minorVersion: to.minorVersion,
      isDraft: false,
    });
    return { picked, versions, permissions };
  } catch (e) {
    return {
      picked,
      versions,
      permissionsError: messageOf(e, 'The version’s publish permissions could not be read.'),
    };
  }
}
