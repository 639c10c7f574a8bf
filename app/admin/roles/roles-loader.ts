import type { LoaderFunctionArgs } from 'react-router';
import { listRoles } from '../../../lib/api/calls/admin/calls-role';
import type { CallResponse } from '../../../lib/api/define-call';
import { messageOf } from '../../api/client';
import { loaderMayRead } from '../../session/loader-session';
import { apiOf } from '../../api/api-client-context';

/** The role open in the editor: one by id, a new one, or none. */
export type RoleSelection = number | 'new' | null;

/** What the roles page shows, as its address holds it, so Back, a reload or a sent link show the same. */
export interface RolesInAddress {
  filter: string;
  selected: RoleSelection;
}

/** The server's bound on the filter (lib/api/calls/calls-role.ts); past it an address was typed wrong. */
const FILTER_MAX = 100;
const MAX_ID = 2_147_483_647;

/** The page an address names; a value no screen writes (a hand-edited address) is left at its default. */
export function rolesOf(params: URLSearchParams): RolesInAddress {
  const filter = params.get('filter') ?? '';
  const role = params.get('role') ?? '';
  const id = Number(role);
  return {
    filter: filter.length <= FILTER_MAX ? filter : '',
    selected: role === 'new' ? 'new' : /^\d{1,10}$/.test(role) && id >= 1 && id <= MAX_ID ? id : null,
  };
}

/** The address of a page: what is empty is left out, so short addresses stay short. */
export function rolesAddress({ filter, selected }: RolesInAddress): string {
  const params = new URLSearchParams();
  if (filter) params.set('filter', filter);
  if (selected !== null) params.set('role', String(selected));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The roles page as its loader read it: the roles the filter finds, or why there are none. */
export interface RolesAnswer {
  shown: RolesInAddress;
  roles?: CallResponse<typeof listRoles>['roles'];
  error?: string;
}

export async function rolesLoader({ request, context }: LoaderFunctionArgs): Promise<RolesAnswer> {
  const shown = rolesOf(new URL(request.url).searchParams);
  if (!loaderMayRead(context)) return { shown };
  try {
    const { roles } = await apiOf(context).call(listRoles, { filter: shown.filter });
    return { shown, roles };
  } catch (e) {
    return { shown, error: messageOf(e, 'The roles could not be loaded.') };
  }
}
